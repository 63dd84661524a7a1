import { describe, expect, it } from "vitest";
import { enquirySchema, reviewSchema, stripBidiControls } from "./schemas";
import { profileFieldsSchema, profileSchema, signupSchema } from "./account-schemas";

// Right-to-left override and friends: "Motors \u202Emoc.elpmaxe" displays as "Motors example.com".
const BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"];
const spoof = (text: string) => `${text}\u202e\u2066${BIDI.join("")}`;
const clean = (value: unknown) => {
  for (const character of BIDI) expect(JSON.stringify(value)).not.toContain(character);
};

const PROFILE = {
  businessName: spoof("Hadley Motor Works"),
  contactName: spoof("Morgan Hadley"),
  phone: spoof("0113 496 0777"),
  address: spoof("Unit 9, Kirkstall Forge"),
  city: spoof("Leeds"),
  county: "West Yorkshire",
  postcode: "LS5 3BT",
  website: spoof("https://hadley.example"),
  instagram: spoof("https://instagram.com/hadley"),
  facebook: spoof("https://facebook.com/hadley"),
  yearsExperience: "11-20",
  specialties: ["Engine Rebuilds"],
  vehicleMakes: ["Triumph"],
  description: spoof("Engine and gearbox rebuilds for Triumph TRs and Spitfires, with dyno testing."),
  certifications: spoof("IMI accredited"),
  insuranceInfo: spoof("Full cover"),
};

describe("bidirectional control characters in user text", () => {
  it("are all removed by the shared helper, and nothing else is", () => {
    expect(stripBidiControls(`abc${BIDI.join("")}def`)).toBe("abcdef");
    expect(stripBidiControls("Café Zürich – 東京 عربى")).toBe("Café Zürich – 東京 عربى");
  });

  it("are stripped from enquiries and contact messages", () => {
    const parsed = enquirySchema.parse({ name: spoof("Ann"), email: "ann@example.com", message: spoof("Please quote for a respray.") });
    expect(parsed).toEqual({ name: "Ann", email: "ann@example.com", message: "Please quote for a respray." });
  });

  it("are stripped from reviews", () => {
    const parsed = reviewSchema.parse({ name: spoof("Ann"), email: "ann@example.com", comment: spoof("Superb work"), rating: "5" });
    expect(parsed.name).toBe("Ann");
    expect(parsed.comment).toBe("Superb work");
  });

  it("are stripped from every business field at sign-up and at profile set-up", () => {
    const signup = signupSchema.safeParse({ ...PROFILE, email: "a@b.example", password: "Classic#Cars2026", confirmPassword: "Classic#Cars2026", terms: "on" });
    expect(signup.success).toBe(true);
    if (signup.success) {
      expect(signup.data.businessName).toBe("Hadley Motor Works");
      clean(signup.data);
    }
    clean(profileFieldsSchema.parse(PROFILE));
  });

  it("are stripped from profile edits", () => {
    // The sign-up field names and rules (one profile schema), plus the business email.
    const parsed = profileSchema.parse({ ...PROFILE, email: "workshop@hadley.example" });
    expect(parsed.businessName).toBe("Hadley Motor Works");
    clean(parsed);
  });

  it("leave a field of nothing but controls empty, so it is still required", () => {
    const parsed = enquirySchema.safeParse({ name: "\u202e\u202e", email: "ann@example.com", message: "Please quote for a respray." });
    expect(parsed.success).toBe(false);
  });
});

describe("the visitor email rule (EMAIL_PATTERN)", () => {
  const accepts = (email: string) => enquirySchema.safeParse({ name: "Ann", email, message: "Please quote for a respray." }).success;

  it("accepts the addresses an email field accepts", () => {
    for (const email of ["ann@example.com", "ann.o'neil+mgb@mail.example.co.uk", "a_b-c@sub-domain.example"]) expect(accepts(email)).toBe(true);
  });

  it("refuses markup, quotes, spaces and hosts without a dot, as the browser does", () => {
    for (const email of ['<script>alert(1)</script>@example.com', '"ann"@example.com', "ann smith@example.com", "ann@localhost", "ann@-bad.example", "ann@example..com", "ann@@example.com"]) {
      expect(accepts(email)).toBe(false);
    }
  });
});
