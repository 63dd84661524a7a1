import { describe, expect, it } from "vitest";
import { SERVICES } from "./services";
import { VEHICLE_MAKES } from "./vehicle-makes";
import { UK_COUNTIES } from "./counties";
import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "./taxonomy";
import { slugify } from "~/lib/slug";

/** Every string non-blank, every array non-empty, all the way down. */
function expectFilled(value: unknown, where: string) {
  if (typeof value === "string") {
    expect(value.trim(), where).not.toBe("");
  } else if (Array.isArray(value)) {
    expect(value.length, where).toBeGreaterThan(0);
    value.forEach((item, index) => expectFilled(item, `${where}[${index}]`));
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) expectFilled(inner, `${where}.${key}`);
  } else {
    expect(value, where).toBeDefined();
  }
}

const SERVICE_FIELDS = [
  "title",
  "description",
  "introduction",
  "whatItIncludes",
  "process",
  "benefits",
  "commonIssues",
  "faq",
  "relatedServices",
  "averageTimeline",
  "averageCost",
  "keyTerms",
] as const;

const MAKE_FIELDS = [
  "title",
  "subtitle",
  "description",
  "introduction",
  "heroContent",
  "whatItIncludes",
  "process",
  "benefits",
  "commonIssues",
  "relatedVehicles",
  "keyTerms",
  "faq",
  "seo",
] as const;

describe("service catalogue", () => {
  it("has the 10 service types of docs/spec.md, with slugs from the slug rule", () => {
    expect(SERVICES.map((s) => s.name)).toEqual([...SERVICE_TYPES]);
    for (const service of SERVICES) expect(service.slug).toBe(slugify(service.name));
  });

  it.each(SERVICES.map((s) => [s.slug, s] as const))("%s fills every field", (_slug, service) => {
    for (const field of SERVICE_FIELDS) expectFilled(service[field], `${service.slug}.${field}`);
    for (const step of service.process) expectFilled(step, `${service.slug}.process`);
    expect(service.description.length).toBeLessThanOrEqual(160);
  });

  it("links only to services that exist, never to itself", () => {
    const slugs = new Set(SERVICES.map((s) => s.slug));
    for (const service of SERVICES) {
      for (const related of service.relatedServices) {
        expect(slugs.has(related), `${service.slug} → ${related}`).toBe(true);
        expect(related).not.toBe(service.slug);
      }
    }
  });

  it("uses docs/spec.md's timeline and cost figures", () => {
    const bySlug = Object.fromEntries(SERVICES.map((s) => [s.slug, s]));
    expect(bySlug["chrome-and-polishing"]).toMatchObject({ averageTimeline: "2-6 weeks", averageCost: "£200-£800 per component" });
    expect(bySlug["engine-rebuilds"]).toMatchObject({ averageTimeline: "6-12 weeks", averageCost: "£3,000-£15,000" });
    expect(bySlug["paint-and-bodywork"]).toMatchObject({ averageTimeline: "6-16 weeks", averageCost: "£5,000-£25,000" });
    expect(bySlug["classic-conversions"]).toMatchObject({ averageTimeline: "3-8 months", averageCost: "£15,000-£80,000" });
    expect(bySlug["diagnostics-and-inspection"]).toMatchObject({ averageTimeline: "1-3 days", averageCost: "£200-£800" });
    expect(bySlug["electrics-and-wiring"]).toMatchObject({ averageTimeline: "1-4 weeks", averageCost: "£500-£4,000" });
    expect(bySlug["fabrication-and-welding"]).toMatchObject({ averageTimeline: "2-8 weeks", averageCost: "£500-£5,000" });
    expect(bySlug["mechanical-repairs"]).toMatchObject({ averageTimeline: "1-6 weeks", averageCost: "£300-£3,000" });
    expect(bySlug["restoration-management"]).toMatchObject({
      averageTimeline: "6-18 months",
      averageCost: "10-20% of total project cost",
    });
    expect(bySlug["upholstery-and-trim"]).toMatchObject({ averageTimeline: "4-12 weeks", averageCost: "£2,000-£8,000" });
  });
});

describe("vehicle make catalogue", () => {
  it("has the 17 makes of docs/spec.md, with slugs from the slug rule", () => {
    expect(VEHICLE_MAKES.map((m) => m.name)).toEqual([...VEHICLE_MAKE_NAMES]);
    for (const make of VEHICLE_MAKES) expect(make.slug).toBe(slugify(make.name));
  });

  it.each(VEHICLE_MAKES.map((m) => [m.slug, m] as const))("%s fills every field", (_slug, make) => {
    for (const field of MAKE_FIELDS) expectFilled(make[field], `${make.slug}.${field}`);
    expect(make.seo.metaTitle.length).toBeLessThanOrEqual(60);
    expect(make.seo.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it("links only to makes that exist, never to itself", () => {
    const slugs = new Set(VEHICLE_MAKES.map((m) => m.slug));
    for (const make of VEHICLE_MAKES) {
      for (const related of make.relatedVehicles) {
        expect(slugs.has(related), `${make.slug} → ${related}`).toBe(true);
        expect(related).not.toBe(make.slug);
      }
    }
  });

  it("tailors Alfa Romeo, Austin and BMW, and builds the rest from one template", () => {
    const intro = (slug: string) => VEHICLE_MAKES.find((m) => m.slug === slug)!.introduction.join(" ");
    expect(intro("alfa-romeo")).toMatch(/Giulia/);
    expect(intro("austin")).toMatch(/Seven|A35|A40|BMC/);
    expect(intro("bmw")).toMatch(/2002|Neue Klasse/);
    // The generic pages share their template sentences.
    const shared = "Every business is checked before its listing appears";
    expect(intro("triumph")).toContain(shared);
    expect(intro("jaguar")).toContain(shared);
    expect(intro("alfa-romeo")).not.toContain(shared);
  });
});

describe("counties", () => {
  it("lists about 110 UK counties and areas across the four nations, without duplicates", () => {
    expect(UK_COUNTIES.length).toBeGreaterThanOrEqual(100);
    expect(UK_COUNTIES.length).toBeLessThanOrEqual(120);
    expect(new Set(UK_COUNTIES).size).toBe(UK_COUNTIES.length);
    for (const name of ["Greater London", "Yorkshire", "Fife", "Gwynedd", "Antrim", "County Antrim"]) {
      expect(UK_COUNTIES.some((c) => c.includes(name)), name).toBe(true);
    }
  });
});
