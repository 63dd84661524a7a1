import { describe, expect, it } from "vitest";
import { checkSpam, FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken, nextFormToken } from "./spam.server";

const SECRET = "s".repeat(40);
function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("checkSpam", () => {
  const t0 = 1_700_000_000_000;
  const token = issueFormToken(SECRET, "review", t0);

  it("accepts a form filled between the minimum time and 30 minutes", () => {
    expect(checkSpam(SECRET, "review", form({ [FORM_TOKEN_FIELD]: token }), 3_000, t0 + 3_000)).toBeNull();
    expect(checkSpam(SECRET, "review", form({ [FORM_TOKEN_FIELD]: token }), 3_000, t0 + 1_800_000)).toBeNull();
  });

  it("refuses a filled honeypot", () => {
    expect(checkSpam(SECRET, "review", form({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "x" }), 3_000, t0 + 10_000)).toBe(
      "Honeypot field filled",
    );
  });

  it("refuses a form sent too quickly, and one older than 30 minutes", () => {
    expect(checkSpam(SECRET, "review", form({ [FORM_TOKEN_FIELD]: token }), 3_000, t0 + 2_999)).toBe(
      "Form submitted too quickly",
    );
    expect(checkSpam(SECRET, "signup", form({ [FORM_TOKEN_FIELD]: issueFormToken(SECRET, "signup", t0) }), 5_000, t0 + 4_000)).toBe(
      "Form submitted too quickly",
    );
    expect(checkSpam(SECRET, "review", form({ [FORM_TOKEN_FIELD]: token }), 3_000, t0 + 1_800_001)).toBe(
      "Form session expired",
    );
  });

  it("refuses a missing, forged or reused-for-another-form token", () => {
    expect(checkSpam(SECRET, "review", form({}), 3_000, t0 + 10_000)).toBe("Form session expired");
    expect(checkSpam(SECRET, "review", form({ [FORM_TOKEN_FIELD]: `${t0 - 60_000}.forged` }), 3_000, t0)).toBe(
      "Form session expired",
    );
    expect(checkSpam(SECRET, "enquiry", form({ [FORM_TOKEN_FIELD]: token }), 3_000, t0 + 10_000)).toBe(
      "Form session expired",
    );
    expect(checkSpam("another-secret-another-secret-another", "review", form({ [FORM_TOKEN_FIELD]: token }), 3_000, t0 + 10_000)).toBe(
      "Form session expired",
    );
  });

  it("nextFormToken keeps a good posted token (the fill time counts from the first view) and replaces a stale or foreign one", () => {
    expect(nextFormToken(SECRET, "review", form({ [FORM_TOKEN_FIELD]: token }), t0 + 1_000)).toBe(token);
    expect(nextFormToken(SECRET, "review", form({ [FORM_TOKEN_FIELD]: token }), t0 + 1_800_000)).toBe(token);
    const later = t0 + 1_800_001;
    for (const posted of [form({ [FORM_TOKEN_FIELD]: token }), form({}), form({ [FORM_TOKEN_FIELD]: `${t0}.forged` })]) {
      // A new token, issued now (its nonce is random: compared by what it says, not letter for letter).
      const next = nextFormToken(SECRET, "review", posted, later);
      expect(next).not.toBe(token);
      expect(next.split(".")[0]).toBe(String(later));
      expect(checkSpam(SECRET, "review", form({ [FORM_TOKEN_FIELD]: next }), 3_000, later + 5_000)).toBeNull();
    }
    const foreign = nextFormToken(SECRET, "enquiry", form({ [FORM_TOKEN_FIELD]: token }), t0 + 1_000);
    expect(foreign).not.toBe(token);
    expect(checkSpam(SECRET, "enquiry", form({ [FORM_TOKEN_FIELD]: foreign }), 3_000, t0 + 5_000)).toBeNull();
  });
});
