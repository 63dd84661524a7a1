import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "~/content/legal";
import { clientNetwork } from "~/services/rate-limit.server";
import { RATE_LIMIT_PURGE_MS } from "~/models/rate-limits.server";
import { redactPath, redactUrl } from "~/services/logger.server";
import { redactAuthPath } from "~/services/auth.server";
import { FORM_MAX_AGE_MS, formCookieFor } from "~/services/spam.server";
import { UNCONFIRMED_REVIEW_MAX_AGE_MS } from "~/models/reviews.server";
import { REVIEW_INVITE_AFTER_MS, REVIEW_SWEEP_MS } from "~/services/review-sweeps.server";
import { QUOTE_RETENTION_MS, UNCONFIRMED_QUOTE_RETENTION_MS } from "~/services/quote-retention.server";

const policy = PRIVACY_POLICY.sections.flatMap((section) => section.paragraphs).join("\n");

/**
 * The policy's promises about addresses, logs and how long limits are kept, each next to the
 * code that keeps it. (That no table holds a raw address after real traffic is shown by
 * tests/production/auth-hardening.test.ts.)
 */
describe("the privacy policy says what the code does", () => {
  it("promises hashes, never the IP address, and IPv6 by its /64, as the limiter keys clients", () => {
    expect(policy).toContain("We never store your IP address");
    expect(policy).not.toMatch(/hashed IP address are needed only for the short period/);
    expect(policy).toContain("the /64");
    expect(clientNetwork("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
  });

  it("promises unconfirmed reviews go after 7 days and the one review invitation comes 30 days after an enquiry, as the sweep does", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    expect(policy).toContain("A review that is not confirmed within 7 days is deleted within the following hour.");
    expect(UNCONFIRMED_REVIEW_MAX_AGE_MS).toBe(7 * DAY_MS);
    expect(REVIEW_SWEEP_MS).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(policy).toContain("30 days after the enquiry we may send you one reminder");
    expect(REVIEW_INVITE_AFTER_MS).toBe(30 * DAY_MS);
  });

  it("promises quote requests go 12 months after their last activity and unconfirmed ones after 7 days, as the hourly sweep does", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    expect(policy).toContain("deleted 12 months after its last activity");
    expect(policy).toContain("one you never confirmed after 7 days");
    expect(QUOTE_RETENTION_MS).toBe(365 * DAY_MS);
    expect(UNCONFIRMED_QUOTE_RETENTION_MS).toBe(7 * DAY_MS);
  });

  it("promises finished rate-limit records are gone within an hour, as often as the purge runs", () => {
    expect(policy).toContain("deleted within an hour after that period ends");
    expect(RATE_LIMIT_PURGE_MS).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("promises logs without link secrets, as the request log and error log redact them", () => {
    expect(policy).toContain("never your IP address or the secret part of a password-reset or verification link");
    expect(redactPath("/api/auth/reset-password/Ab3dEf6hIj9kLm2nOp5qRs8t")).toBe("/api/auth/reset-password/:token");
    expect(redactPath("/reset-password/anything")).toBe("/reset-password/:token");
    expect(redactPath("/provider/smith-and-sons-classic-restorations-2")).toBe("/provider/smith-and-sons-classic-restorations-2");
    expect(redactPath("/api/auth/verify-email/eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.Sig9nature")).toBe("/api/auth/verify-email/:token");
    expect(redactUrl("http://x.example/api/auth/verify-email?token=eyJ.secret&callbackURL=/auth")).toBe("http://x.example/api/auth/verify-email");
    expect(redactAuthPath("203.0.113.9|/reset-password/Ab3dEf6hIj9kLm2nOp5qRs8t")).toBe("203.0.113.9|/reset-password/:token");
  });

  it("describes the form timer as the cookie the forms set: the time alone, for 30 minutes", () => {
    expect(policy).toContain("Form timer: set when you open a page with a form");
    expect(policy).toContain("It lasts 30 minutes.");
    expect(FORM_MAX_AGE_MS).toBe(30 * 60 * 1000);
    expect(formCookieFor("s".repeat(40), undefined, false)).toMatch(/Max-Age=1800;/);
  });
});
