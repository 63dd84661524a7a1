import { z } from "~/lib/zod";
import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "~/content/taxonomy";
import { UK_COUNTIES } from "~/content/counties";
import { UK_POSTCODE_PATTERN } from "~/lib/postcode";
import { INVALID_CHARACTERS, NO_NUL, userText } from "~/lib/schemas";

/** Sign-up, sign-in, password and profile forms: shared by the browser and the server (SPEC.md §5). */

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
  .regex(/^[^\s@\0]+@[^\s@\0]+\.[^\s@\0]+$/, EMAIL_MESSAGE);

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
  { value: "1-5", label: "1-5 years", years: 3 },
  { value: "6-10", label: "6-10 years", years: 8 },
  { value: "11-20", label: "11-20 years", years: 15 },
  { value: "21+", label: "21+ years", years: 25 },
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

/** The business a specialist lists: the same fields and rules at sign-up and when a profile-less account creates one. */
const businessFields = {
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
  postcode: z
    .string({ error: "Postcode is required" })
    .trim()
    .min(1, "Postcode is required")
    .regex(UK_POSTCODE_PATTERN, "Please enter a valid UK postcode"),
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

export const businessSchema = z.object(businessFields);
export type BusinessInput = z.infer<typeof businessSchema>;

export const signupSchema = z
  .object({
    ...businessFields,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    terms: z.literal("on", { error: TERMS_REQUIRED }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type SignupInput = z.infer<typeof signupSchema>;

export function yearsForBand(band: string | null | undefined): number | null {
  return EXPERIENCE_BANDS.find((b) => b.value === band)?.years ?? null;
}

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address").max(254),
  password: z.string().min(1, "Please enter your password").max(128),
});

/** Dashboard "Profile save" (SPEC.md §5). */
export const profileSchema = z.object({
  businessName: required("Business name is required", 120),
  contactPerson: required("Contact person is required", 100),
  email: emailSchema,
  phone: userText()
    .trim()
    .min(10, "Please enter a valid phone number")
    .max(30, "Please enter a valid phone number")
    .regex(NO_NUL, "Please enter a valid phone number"),
  address: required("Address is required"),
  city: required("City is required", 100),
  county: optionalText(100),
  postcode: required("Postcode is required", 10),
  website: optionalText(300),
  instagramUrl: optionalText(300),
  facebookUrl: optionalText(300),
  yearsInBusiness: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 100) {
        ctx.addIssue({ code: "custom", message: "Please enter a whole number of years from 0 to 100" });
        return z.NEVER;
      }
      return n;
    }),
  specialties,
  vehicleMakes,
  businessDescription: userText()
    .trim()
    .min(DESCRIPTION_MIN, "Please provide at least 50 characters")
    .max(5_000, "Please keep your description under 5,000 characters")
    .regex(NO_NUL, INVALID_CHARACTERS),
  certifications: optionalText(1_000),
  insuranceDetails: optionalText(1_000),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** A FormData with repeated fields (chips) as arrays and the rest as strings. */
export function formToObject(form: FormData, arrays: readonly string[] = []) {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = arrays.includes(key) ? values : values[0];
  }
  for (const key of arrays) out[key] ??= [];
  return out;
}

/**
 * Sign-up validation with every message at once: Zod skips object-level checks while
 * fields fail, so the password match is checked here too.
 */
export function validateSignup(input: Record<string, unknown>): Validated<SignupInput> {
  const parsed = signupSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors = firstErrors(parsed.error.issues);
  if (input.password !== input.confirmPassword) errors.confirmPassword ??= "Passwords don't match";
  return { success: false, errors };
}

/** The business fields alone, for an account that has no profile yet (the same rules as sign-up). */
export function validateBusiness(input: Record<string, unknown>): Validated<BusinessInput> {
  const parsed = businessSchema.safeParse(input);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: firstErrors(parsed.error.issues) };
}

export type Validated<T> = { success: true; data: T } | { success: false; errors: Record<string, string> };

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
