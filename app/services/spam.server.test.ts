import { describe, expect, it } from "vitest";
import { checkSpam, formCookieFor, formKeyOf, FORM_RENEW_AFTER_MS, HONEYPOT_FIELD, issueFormToken } from "./spam.server";

const SECRET = "s".repeat(40);
function form(fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("checkSpam", () => {
  const t0 = 1_700_000_000_000;
  const token = issueFormToken(SECRET, t0);

  it("accepts a form sent between the minimum time and 30 minutes after its start", () => {
    expect(checkSpam(SECRET, form(), token, 3_000, t0 + 3_000)).toBeNull();
    expect(checkSpam(SECRET, form(), token, 3_000, t0 + 1_800_000)).toBeNull();
  });

  it("refuses a filled honeypot", () => {
    expect(checkSpam(SECRET, form({ [HONEYPOT_FIELD]: "x" }), token, 3_000, t0 + 10_000)).toBe("Honeypot field filled");
  });

  it("refuses a form sent too quickly, and one older than 30 minutes", () => {
    expect(checkSpam(SECRET, form(), token, 3_000, t0 + 2_999)).toBe("Form submitted too quickly");
    expect(checkSpam(SECRET, form(), token, 5_000, t0 + 4_000)).toBe("Form submitted too quickly");
    expect(checkSpam(SECRET, form(), token, 3_000, t0 + 1_800_001)).toBe("Form session expired");
  });

  it("refuses a missing, forged or foreign token", () => {
    expect(checkSpam(SECRET, form(), undefined, 3_000, t0 + 10_000)).toBe("Form session expired");
    expect(checkSpam(SECRET, form(), `${t0 - 60_000}.forged`, 3_000, t0)).toBe("Form session expired");
    const [, nonce, signature] = token.split(".");
    expect(checkSpam(SECRET, form(), `${t0 - 60_000}.${nonce}.${signature}`, 3_000, t0)).toBe("Form session expired");
    expect(checkSpam("another-secret-another-secret-another", form(), token, 3_000, t0 + 10_000)).toBe("Form session expired");
  });
});

describe("the form-start cookie", () => {
  const t0 = 1_700_000_000_000;
  const valueOf = (cookie: string | null) => /^rr_form=([^;]+);/.exec(cookie ?? "")?.[1];

  it("is issued to a visitor without one, signed, http-only and for 30 minutes", () => {
    const cookie = formCookieFor(SECRET, undefined, true, t0);
    expect(cookie).toMatch(/^rr_form=\d+\.[0-9a-f]{32}\.[\w-]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/);
    expect(checkSpam(SECRET, form(), valueOf(cookie), 3_000, t0 + 3_000)).toBeNull();
    expect(formCookieFor(SECRET, undefined, false, t0)).not.toContain("Secure");
  });

  it("is kept while it is good for a while (the fill time counts from the first form seen) and renewed before it expires", () => {
    const token = issueFormToken(SECRET, t0);
    expect(formCookieFor(SECRET, token, false, t0 + FORM_RENEW_AFTER_MS - 1)).toBeNull();
    const renewed = valueOf(formCookieFor(SECRET, token, false, t0 + FORM_RENEW_AFTER_MS));
    expect(renewed?.split(".")[0]).toBe(String(t0 + FORM_RENEW_AFTER_MS));
    for (const bad of [`${t0}.forged`, issueFormToken("another-secret-another-secret-another", t0)]) {
      expect(valueOf(formCookieFor(SECRET, bad, false, t0 + 1))).toMatch(/^\d+\./);
    }
  });

  it("keys a submission by the visitor's start, the form and its content", () => {
    const token = issueFormToken(SECRET, t0);
    const key = formKeyOf(SECRET, "review", token, { rating: 5 });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(formKeyOf(SECRET, "review", token, { rating: 5 })).toBe(key);
    expect(formKeyOf(SECRET, "enquiry", token, { rating: 5 })).not.toBe(key);
    expect(formKeyOf(SECRET, "review", token, { rating: 4 })).not.toBe(key);
    expect(formKeyOf(SECRET, "review", issueFormToken(SECRET, t0), { rating: 5 })).not.toBe(key);
    expect(formKeyOf(SECRET, "review", undefined, { rating: 5 })).toBeNull();
  });
});
