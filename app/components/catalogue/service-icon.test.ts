import { describe, expect, it } from "vitest";
import { SERVICE_OPTIONS } from "~/content/taxonomy";
import { SERVICE_ICONS } from "~/components/catalogue/service-icon";

describe("service icons", () => {
  it("has a drawing for every service category, and none for a category that is gone", () => {
    expect(Object.keys(SERVICE_ICONS).sort()).toEqual(SERVICE_OPTIONS.map((option) => option.slug).sort());
  });
});
