import { describe, expect, it } from "vitest";
import { galleryLayout, projectServices, projectVehicle, type GalleryPhoto } from "./project-gallery";

const photo = (id: string, phase: GalleryPhoto["phase"] = null): GalleryPhoto => ({ id, phase, alt: id, version: "abcdef12", width: 1600, height: 1067 });

describe("galleryLayout", () => {
  it("pairs the n-th before with the n-th after, then the rest in order, numbered across projects", () => {
    const { slides, layouts } = galleryLayout([
      { title: "One", photos: [photo("a"), photo("b1", "before"), photo("x1", "after"), photo("b2", "before"), photo("c")] },
      { title: "Two", photos: [photo("d", "after"), photo("e", "before")] },
    ]);
    expect(slides.map((s) => `${s.projectTitle}:${s.photo.id}`)).toEqual(["One:b1", "One:x1", "One:a", "One:b2", "One:c", "Two:e", "Two:d"]);
    expect(layouts).toEqual([
      { pairs: [[0, 1]], singles: [2, 3, 4] },
      { pairs: [[5, 6]], singles: [] },
    ]);
  });
});

describe("project words", () => {
  it("names the make and services from the catalogues", () => {
    expect(projectVehicle({ vehicleMake: "mercedes-benz", model: "280SL Pagoda", year: 1969 })).toBe("Mercedes-Benz 280SL Pagoda, 1969");
    expect(projectVehicle({ vehicleMake: "mg", model: null, year: null })).toBe("MG");
    expect(projectServices(["paint-and-bodywork", "nonsense"]).map((s) => s.name)).toEqual(["Paint & Bodywork"]);
  });
});
