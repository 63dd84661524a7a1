import { z } from "~/lib/zod";
import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "~/content/taxonomy";
import { UK_COUNTIES } from "~/content/counties";
import { UK_POSTCODE_PATTERN } from "~/lib/postcode";
import { EMAIL_PATTERN, INVALID_CHARACTERS, NO_NUL, userText } from "~/lib/schemas";

/** Sign-up, sign-in, password and profile forms: shared by the browser and the server (docs/spec.md §5). */

export const PASSWORD_RULES = [
  { test: (p: string) => p.length >= 8, message: "Password must be at least 8 characters long", label: "At least 8 characters" },
  { test: (p: string) => /[A-Z]/.test(p), message: "Password must contain at least one uppercase letter", label: "One uppercase letter" },
  { test: (p: string) => /[a-z]/.test(p), message: "Password must contain at least one lowercase letter", label: "One lowercase letter" },
  { test: (p: string) => /\d/.test(p), message: "Password must contain at least one number", label: "One number" },
  {
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: "Password must contain at least one special character",
    label: "One special character",
  },
] as const;

export const passwordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, rule.message),
  z.string({ error: PASSWORD_RULES[0].message }).max(128, "Password must be at most 128 characters long"),
);

const EMAIL_MESSAGE = "Please enter a valid email address";
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  // The HTML standard's rule, as for visitors' addresses: nothing else reaches the account service
  // (Settings' change of address is ours since #23, no longer checked by the library's own schema).
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

const required = (message: string, max = 200) =>
  userText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`)
    .regex(NO_NUL, INVALID_CHARACTERS);
const optionalText = (max: number) =>
  userText()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .regex(NO_NUL, INVALID_CHARACTERS)
    .optional()
    .transform((value) => (value ? value : null));

export const EXPERIENCE_BANDS = [
  { value: "1-5", label: "1-5 years", years: 3, upTo: 5 },
  { value: "6-10", label: "6-10 years", years: 8, upTo: 10 },
  { value: "11-20", label: "11-20 years", years: 15, upTo: 20 },
  { value: "21+", label: "21+ years", years: 25, upTo: Infinity },
] as const;

export const SPECIALTY_REQUIRED = "Please select at least one specialty";
export const MAKE_REQUIRED = "Please select at least one vehicle make";
export const TERMS_REQUIRED = "You must agree to the Terms of Service and Privacy Policy to continue.";
export const DESCRIPTION_MIN = 50;

const specialties = z
  .array(z.enum(SERVICE_TYPES, { error: SPECIALTY_REQUIRED }), { error: SPECIALTY_REQUIRED })
  .min(1, SPECIALTY_REQUIRED)
  .transform((list) => [...new Set(list)]);
const vehicleMakes = z
  .array(z.enum(VEHICLE_MAKE_NAMES, { error: MAKE_REQUIRED }), { error: MAKE_REQUIRED })
  .min(1, MAKE_REQUIRED)
  .transform((list) => [...new Set(list)]);

export const INVALID_POSTCODE = "Please enter a valid UK postcode";
/** Whether a postcode can be placed on the map (the server's postcode districts); the browser checks the format only. */
export type Placeable = (postcode: string) => boolean;

/**
 * The profile a specialist lists: one set of field names and rules for sign-up, the dashboard's
 * profile setup and the profile edit (issue #13 item 3). `placeable` is the server's check that the
 * postcode resolves to a district: a postcode that cannot be placed would silently drop the profile
 * out of distance search, so it gets the same message as a malformed one.
 */
function profileFieldsShape(placeable?: Placeable) {
  const postcode = z
    .string({ error: "Postcode is required" })
    .trim()
    .min(1, "Postcode is required")
    .max(10, INVALID_POSTCODE)
    .regex(UK_POSTCODE_PATTERN, INVALID_POSTCODE);
  return {
    businessName: required("Business name is required", 120),
    contactName: required("Contact name is required", 100),
    phone: userText({ error: "Please enter a valid phone number" })
      .trim()
      .min(10, "Please enter a valid phone number")
      .max(30, "Please enter a valid phone number")
      .regex(NO_NUL, "Please enter a valid phone number"),
    address: required("Address is required"),
    city: required("City is required", 100),
    county: z.enum(UK_COUNTIES as unknown as [string, ...string[]], { error: "Please select your county" }),
    postcode: placeable ? postcode.refine((value) => !UK_POSTCODE_PATTERN.test(value) || placeable(value), INVALID_POSTCODE) : postcode,
    website: optionalText(300),
    instagram: optionalText(300),
    facebook: optionalText(300),
    yearsExperience: z.enum(["1-5", "6-10", "11-20", "21+"], { error: "Please select your years of experience" }),
    specialties,
    vehicleMakes,
    description: userText({ error: "Please provide at least 50 characters describing your business" })
      .trim()
      .min(DESCRIPTION_MIN, "Please provide at least 50 characters describing your business")
      .max(5_000, "Please keep your description under 5,000 characters")
      .regex(NO_NUL, INVALID_CHARACTERS),
    certifications: optionalText(1_000),
    insuranceInfo: optionalText(1_000),
  };
}

/**
 * The three forms that hold a profile: `fields` (profile setup: the profile's fields alone), `signup`
 * (the fields and the account) and `profile` (the fields and the business email, when a specialist edits it).
 */
export function profileSchemas(placeable?: Placeable) {
  const shape = profileFieldsShape(placeable);
  return {
    fields: z.object(shape),
    signup: z
      .object({
        ...shape,
        email: emailSchema,
        password: passwordSchema,
        confirmPassword: z.string({ error: "Passwords don't match" }).max(128, "Passwords don't match"),
        terms: z.literal("on", { error: TERMS_REQUIRED }),
      })
      // Checked even while other fields fail, so every message shows at once.
      .refine((values) => values.password === values.confirmPassword, {
        message: "Passwords don't match",
        path: ["confirmPassword"],
        when: () => true,
      }),
    profile: z.object({ ...shape, email: emailSchema }),
  };
}

/**
 * A waiting change to a live listing (lib/profile-changes.ts, decision 0022), as stored: the profile
 * form's rules again, on the columns its fields became, checked when an admin approves it, so
 * nothing reaches the listing that the form would refuse today (a postcode that no longer places,
 * a county or a service no longer on the list). Only the fields it changes; no others.
 */
export function proposedValuesSchema(placeable?: Placeable) {
  const shape = profileFieldsShape(placeable);
  return z
    .strictObject({
      businessName: shape.businessName,
      businessDescription: shape.description,
      specialties: shape.specialties,
      vehicleMakes: shape.vehicleMakes,
      certifications: shape.certifications.nullable(),
      yearsInBusiness: z.number().int().min(0).max(100).nullable(),
      city: shape.city,
      county: shape.county,
      postcode: shape.postcode,
    })
    .partial();
}

/** The browser's copies (postcode format only); the server's add the placement check (profile-schemas.server.ts). */
export const { fields: profileFieldsSchema, signup: signupSchema, profile: profileSchema } = profileSchemas();
export type ProfileFieldsInput = z.infer<typeof profileFieldsSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;

/** The band's usual years, or `current` when it already lies in the band (an edit that keeps the band keeps the figure). */
export function yearsForBand(band: string | null | undefined, current?: number | null): number | null {
  const found = EXPERIENCE_BANDS.find((b) => b.value === band);
  if (!found) return null;
  if (current != null && bandForYears(current) === found.value) return current;
  return found.years;
}

/** The band a stored number of years falls in (0 counts as the first). */
export function bandForYears(years: number | null | undefined): string | undefined {
  if (years == null || !Number.isFinite(years) || years < 0) return undefined;
  return EXPERIENCE_BANDS.find((band) => years <= band.upTo)?.value;
}

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address").max(254),
  password: z.string().min(1, "Please enter your password").max(128),
});

/** Forgotten password: the address to send the link to. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

const passwordsMatch = { message: "Passwords don't match", path: ["confirmPassword"], when: () => true };

/** A new password from a reset link (the link's token rides along as a hidden field). */
export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(500),
    password: passwordSchema,
    confirmPassword: z.string().max(128, "Passwords don't match"),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

/** Settings: a new password, with the current one as proof. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password").max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(128, "Passwords don't match"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, passwordsMatch);

/** Settings: the address to move the account to. */
export const changeEmailSchema = z.object({ newEmail: emailSchema });

/** Settings: the password that confirms turning two-factor on or off, or deleting the account. */
export const confirmPasswordSchema = (message: string) => z.object({ password: z.string({ error: message }).min(1, message).max(128) });

/** Settings: the authenticator app's code (spaces allowed, as apps show them). */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your app" })
    .max(9, "Enter the 6-digit code from your app")
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your app")),
});
