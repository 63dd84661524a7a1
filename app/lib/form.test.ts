import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { constraints, echoValues, errorsOf, formFailure, formSuccess, parseForm, valuesOf } from "./form";
import { profileFieldsSchema, profileSchemas, profileSchema, signupSchema } from "./account-schemas";
import { callRequestSchema, enquirySchema, reviewSchema } from "./schemas";

const schema = z.object({
  name: z.string().trim().min(1, "Name is required").max(40, "Too long"),
  nickname: z.string().trim().max(20).optional(),
  tags: z.array(z.string()).min(1, "Pick one"),
  extras: z.array(z.string()),
  age: z.coerce.number().int().min(18, "Adults only").default(30),
  code: z.string().length(6, "Six digits"),
});

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("parseForm", () => {
  it("parses a valid form: repeated fields as lists, missing lists empty, strings coerced by the schema", () => {
    const parsed = parseForm(schema, form([["name", " Ann "], ["tags", "a"], ["tags", "b"], ["age", "42"], ["code", "123456"]]));
    expect(parsed).toEqual({
      status: "success",
      data: { name: "Ann", tags: ["a", "b"], extras: [], age: 42, code: "123456" },
      values: { name: " Ann ", tags: ["a", "b"], age: "42", code: "123456" },
    });
  });

  it("answers a refusal with each field's first message and what was typed", () => {
    const parsed = parseForm(schema, form([["name", ""], ["age", "12"], ["code", "1"]]));
    expect(parsed).toEqual({
      status: "error",
      fieldErrors: { name: "Name is required", tags: "Pick one", age: "Adults only", code: "Six digits" },
      values: { name: "", age: "12", code: "1" },
    });
  });

  it("never echoes a password or a file, and caps what it echoes", () => {
    const values = echoValues(
      form([["password", "Secret#1"], ["confirmPassword", "Secret#1"], ["logo", new File(["x"], "x.png")], ["message", "m".repeat(9_000)]]),
    );
    expect(values).toEqual({ message: "m".repeat(5_000) });
  });

  it("reports every sign-up message at once, the password match included", () => {
    const parsed = parseForm(signupSchema, form([["password", "short"], ["confirmPassword", "other"]]));
    expect(parsed.status).toBe("error");
    if (parsed.status === "error") {
      expect(parsed.fieldErrors).toMatchObject({
        businessName: "Business name is required",
        password: "Password must be at least 8 characters long",
        confirmPassword: "Passwords don't match",
        postcode: "Postcode is required",
        terms: "You must agree to the Terms of Service and Privacy Policy to continue.",
      });
      expect(parsed.values).toEqual({});
    }
  });
});

describe("the one profile schema", () => {
  const profile = {
    businessName: "Hadley Motor Works",
    contactName: "Morgan Hadley",
    phone: "0113 496 0777",
    address: "Unit 9",
    city: "Leeds",
    county: "West Yorkshire",
    postcode: "LS5 3BT",
    yearsExperience: "11-20",
    specialties: ["Engine Rebuilds"],
    vehicleMakes: ["Triumph"],
    description: "Engine and gearbox rebuilds for Triumph TRs and Spitfires, with dyno testing.",
  };

  it("gives sign-up, setup and profile edit the same fields and rules", () => {
    const shared = Object.keys(profileFieldsSchema.shape);
    expect(Object.keys(profileSchema.shape)).toEqual([...shared, "email"]);
    for (const name of shared) expect(Object.keys(signupSchema.shape)).toContain(name);
    for (const [changes, field] of [
      [{ postcode: "12345" }, "postcode"],
      [{ county: "Nowhere" }, "county"],
    ] as const) {
      for (const target of [profileFieldsSchema, profileSchema.omit({ email: true })]) {
        const result = target.safeParse({ ...profile, ...changes });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
      }
    }
  });

  it("refuses a postcode that cannot be placed with the invalid-postcode message, when given the server's check", () => {
    const server = profileSchemas((postcode) => postcode.toUpperCase().startsWith("LS")).fields;
    expect(server.safeParse(profile).success).toBe(true);
    const refused = server.safeParse({ ...profile, postcode: "ZZ9 9ZZ" });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["postcode", "Please enter a valid UK postcode"]]);
    // The browser's copy checks the format only.
    expect(profileFieldsSchema.safeParse({ ...profile, postcode: "ZZ9 9ZZ" }).success).toBe(true);
  });
});

describe("constraints", () => {
  it("derives required, minLength and maxLength from the schema", () => {
    expect(constraints(schema)).toEqual({
      name: { required: true, maxLength: 40 },
      nickname: { maxLength: 20 },
      tags: { required: true },
      extras: {},
      age: {},
      code: { required: true, minLength: 6, maxLength: 6 },
    });
  });

  it("reads the limits of the real forms", () => {
    expect(constraints(enquirySchema)).toEqual({
      name: { required: true, maxLength: 100 },
      email: { required: true, maxLength: 254 },
      message: { required: true, minLength: 10, maxLength: 5_000 },
    });
    // No default rating (#24 item 3): a review without a chosen star is refused.
    expect(constraints(reviewSchema).rating).toEqual({ required: true });
    // Request Phone Call (#24 item 7): a number and a time are required, the words are not.
    expect(constraints(callRequestSchema)).toEqual({
      name: { required: true, maxLength: 100 },
      email: { required: true, maxLength: 254 },
      phone: { required: true, maxLength: 30 },
      callTime: { required: true },
      message: { maxLength: 5_000 },
    });
    const fields = constraints(profileFieldsSchema);
    expect(fields).toMatchObject({
      businessName: { required: true, maxLength: 120 },
      postcode: { required: true, maxLength: 10 },
      county: { required: true },
      website: { maxLength: 300 },
      specialties: { required: true },
      description: { required: true, minLength: 50, maxLength: 5_000 },
    });
    expect(fields.website).not.toHaveProperty("required");
    expect(constraints(signupSchema)).toMatchObject({ email: { required: true, maxLength: 254 }, password: { required: true, maxLength: 128 } });
  });
});

describe("the one result shape", () => {
  it("builds successes and refusals, and reads their errors and values", () => {
    const refused = formFailure({ name: "Ann" }, { email: "Bad" }, { message: "Check the fields", intent: "review" });
    expect(refused).toEqual({ status: "error", fieldErrors: { email: "Bad" }, values: { name: "Ann" }, message: "Check the fields", intent: "review" });
    expect(errorsOf(refused)).toEqual({ email: "Bad" });
    expect(valuesOf(refused)).toEqual({ name: "Ann" });
    const done = formSuccess("Sent");
    expect(done).toEqual({ status: "success", message: "Sent" });
    expect(errorsOf(done)).toEqual({});
    expect(valuesOf(undefined)).toEqual({});
  });
});
