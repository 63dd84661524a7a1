import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { TEST_ENGINES } from "./test-database";
import { formStartedAgo, testContext } from "./fixtures";
import { profiles, users } from "../database/schema";
import { HONEYPOT_FIELD } from "../app/lib/spam-fields";
import { signUp } from "../app/routes/account/signup.server";
import { signIn } from "../app/routes/account/auth.server";
import { SIGN_IN_MESSAGES } from "../app/services/auth-errors.server";
import { useMailingDatabase } from "./mailing-database";

const PASSWORD = "Triumph#TR6-1973";

function signupForm(email: string, overrides: Record<string, string | null> = {}) {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    businessName: "Spa Valley Classics",
    contactName: "Robin Hale",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone: "0113 496 0123",
    address: "3 Station Yard",
    city: "Tunbridge Wells",
    county: "Kent",
    postcode: "tn1 1aa",
    yearsExperience: "21+",
    description: "Full restorations of post-war British sports cars, from bare shells to concours finish.",
    terms: "on",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
  form.append("specialties", "Paint & Bodywork");
  form.append("specialties", "Restoration Management");
  form.append("vehicleMakes", "Triumph");
  return form;
}

async function outcome(promise: Promise<unknown>) {
  try {
    // The one form answer (app/lib/form.ts): its first toast and its field errors.
    const result = (await promise) as {
      data?: { message?: string; toasts?: { type: string; title: string; description?: string }[]; fieldErrors?: Record<string, string> };
      init?: { status?: number };
    };
    return {
      status: result.init?.status ?? 200,
      message: result.data?.message,
      toast: result.data?.toasts?.[0],
      errors: result.data?.fieldErrors,
      location: null as string | null,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), message: undefined, toast: undefined, errors: undefined };
    throw thrown;
  }
}

const post = (form: FormData) => new Request("http://localhost:3000/signup", { method: "POST", body: form, headers: { origin: "http://localhost:3000" } });

describe.each(TEST_ENGINES)("sign-up and sign-in on %s", (engine) => {
  const mailing = useMailingDatabase(engine);
  let address = 0;
  // The visitor opened the form `formAgeMs` ago (their form-start cookie).
  const context = (formAgeMs = 10_000): RequestContext =>
    testContext(mailing.handle.db, { clientAddress: `192.0.2.${++address}`, formToken: formStartedAgo(formAgeMs) });
  const userByEmail = (email: string) => mailing.handle.db.select().from(users).where(eq(users.email, email));


  it("creates the account, its pending profile and the SPEC metadata together, and sends the verification email", async () => {
    const email = "robin@spavalley.example";
    const result = await outcome(signUp(post(signupForm(email)), context()));
    expect(result.location).toBe("/signup-success");
    const [user] = await userByEmail(email);
    expect(user).toMatchObject({ name: "Robin Hale", emailVerified: false });
    expect(user!.metadata).toMatchObject({ business_name: "Spa Valley Classics", years_in_business: "21+", vehicle_makes: ["Triumph"] });
    const [profile] = await mailing.handle.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      profileStatus: "pending",
      slug: "spa-valley-classics",
      yearsInBusiness: 25,
      postcode: "TN1 1AA",
      specialties: ["Paint & Bodywork", "Restoration Management"],
    });
    expect(profile!.latitude).toBeCloseTo(51.13, 1);
    const mail = await mailing.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    // Unverified: sign-in says so.
    const form = new FormData();
    form.set("email", email);
    form.set("password", PASSWORD);
    const signin = await outcome(signIn(new Request("http://localhost:3000/auth", { method: "POST", headers: { origin: "http://localhost:3000" } }), context(), form));
    expect(signin.message).toBe(SIGN_IN_MESSAGES.unverified);

    // Both links, the sign-up one and the fresh one that sign-in sent, land on the sign-in page.
    await mailing.smtp.waitFor(() => mailing.smtp.messages.filter((m) => m.to.includes(email)).length === 2);
    for (const sent of mailing.smtp.messages.filter((m) => m.to.includes(email))) {
      expect(new URL(/https?:\/\/\S+/.exec(sent.text)![0]).searchParams.get("callbackURL")).toBe("/auth?verified=1");
    }
  });

  it("refuses bad input with field messages and creates nothing", async () => {
    const email = "bad@spavalley.example";
    const result = await outcome(
      signUp(post(signupForm(email, { password: "short", confirmPassword: "other", postcode: "XYZ", terms: null, businessName: "" })), context()),
    );
    expect(result.status).toBe(400);
    expect(result.errors).toMatchObject({
      password: "Password must be at least 8 characters long",
      confirmPassword: "Passwords don't match",
      postcode: "Please enter a valid UK postcode",
      terms: "You must agree to the Terms of Service and Privacy Policy to continue.",
      businessName: "Business name is required",
    });
    expect(result.toast).toEqual({ type: "error", title: "Please fix the errors below", description: "Check the highlighted fields and try again." });
    expect(await userByEmail(email)).toHaveLength(0);
  });

  it("applies the spam checks and 3 sign-ups per hour per email", async () => {
    const email = "spam@spavalley.example";
    const honeypot = await outcome(signUp(post(signupForm(email, { [HONEYPOT_FIELD]: "x" })), context()));
    expect(honeypot.toast).toEqual({ type: "error", title: "Submission blocked", description: "Your form could not be sent. Please reload the page and try again." });
    const quick = await outcome(signUp(post(signupForm(email)), context(2_000)));
    expect(quick.toast?.description).toBe("Please wait a moment before submitting.");
    // Each try counts against the address, whatever else is wrong.
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push(await outcome(signUp(post(signupForm(email, { businessName: "" })), context())));
    expect(attempts.slice(0, 3).map((a) => a.status)).toEqual([400, 400, 400]);
    expect(attempts[3]!.toast).toEqual({ type: "error", title: "Too many attempts", description: "Please wait before trying to sign up again" });
    expect(await userByEmail(email)).toHaveLength(0);
  });

  it("leaves no account behind when the profile cannot be stored", async () => {
    const email = "fault@spavalley.example";
    await mailing.handle.db.execute(
      sql.raw(`create or replace function refuse_profile() returns trigger language plpgsql as $$
        begin raise exception 'injected fault'; end $$`),
    );
    await mailing.handle.db.execute(
      sql.raw("create trigger refuse_profile before insert on profiles for each row execute function refuse_profile()"),
    );
    try {
      const result = await outcome(signUp(post(signupForm(email, { businessName: "Fault Injection Ltd" })), context()));
      expect(result.status).toBe(500);
      expect(result.toast).toEqual({ type: "error", title: "Error creating account", description: "An unexpected error occurred. Please try again." });
      expect(await userByEmail(email)).toHaveLength(0);
    } finally {
      await mailing.handle.db.execute(sql.raw("drop trigger refuse_profile on profiles"));
      await mailing.handle.db.execute(sql.raw("drop function refuse_profile()"));
    }
  });

  it("maps sign-in failures to SPEC's messages, and limits repeated attempts", async () => {
    const attempt = (email: string, password: string, ctx = context()) => {
      const form = new FormData();
      form.set("email", email);
      form.set("password", password);
      return outcome(signIn(new Request("http://localhost:3000/auth", { method: "POST", headers: { origin: "http://localhost:3000" } }), ctx, form));
    };
    expect((await attempt("nobody@example.com", "Whatever1!")).message).toBe(SIGN_IN_MESSAGES.invalid);
    const same = context();
    const results = [];
    for (let i = 0; i < 9; i++) results.push(await attempt("target@example.com", `Wrong${i}!Password`, same));
    expect(results[8]!.message).toBe(SIGN_IN_MESSAGES.tooMany);
    const blank = await attempt("", "");
    expect(blank.errors).toEqual({ email: "Please enter your email address", password: "Please enter your password" });
  });
});
