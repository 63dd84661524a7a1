import type { FixtureProject } from "../tests/project-fixtures.ts";

/**
 * The approved projects of the seeded "gallery" listing (e2e/seeded-accounts.ts): twelve photos,
 * the number the profile's Lighthouse budget is checked with (#15), three of them before/after pairs.
 */
export const GALLERY_PROJECTS: FixtureProject[] = [
  {
    title: "E-Type Series 1 bare-metal respray",
    vehicleMake: "jaguar",
    model: "E-Type Series 1 roadster",
    year: 1962,
    services: ["paint-and-bodywork", "fabrication-and-welding"],
    story:
      "Stripped to bare metal, new sills and floor sections let in, then six coats of Opalescent Silver Blue flatted and polished by hand.\nThe owner drove it to the Goodwood Revival the week it left us.",
    position: 0,
    photos: [
      { alt: "Bodyshell on the rotisserie, stripped to bare metal", phase: "before", hue: 25, label: "Bare metal" },
      { alt: "The finished roadster in Opalescent Silver Blue", phase: "after", hue: 205, label: "Finished" },
      { alt: "Rotten offside sill before repair", phase: "before", hue: 15, label: "Old sill" },
      { alt: "New offside sill welded and in primer", phase: "after", hue: 190, label: "New sill" },
      { alt: "Bonnet louvres after the final polish", hue: 210, label: "Bonnet" },
      { alt: "The straight-six engine bay, detailed", hue: 220, label: "Engine bay" },
    ],
  },
  {
    title: "MGB GT interior retrim",
    vehicleMake: "mg",
    model: "MGB GT",
    year: 1972,
    services: ["upholstery-and-trim"],
    story: "Seats rebuilt on new foams and covered in Autumn Leaf leather, with matching door cards and a wool carpet set.",
    position: 1,
    photos: [
      { alt: "Split and faded original seats", phase: "before", hue: 40, label: "Old seats" },
      { alt: "Seats retrimmed in Autumn Leaf leather", phase: "after", hue: 30, label: "Retrimmed" },
      { alt: "New door card with chrome trim", hue: 35, label: "Door card" },
    ],
  },
  {
    title: "Series IIA galvanised chassis swap",
    vehicleMake: "land-rover",
    model: "Series IIA 88",
    year: 1968,
    services: ["fabrication-and-welding", "mechanical-repairs"],
    story: "Body lifted off onto a galvanised chassis, with new brake lines, bushes and a rebuilt swivel-hub set.",
    position: 2,
    photos: [
      { alt: "Body lifted off the old chassis", hue: 95, label: "Body off" },
      { alt: "The galvanised chassis with axles fitted", hue: 110, label: "Chassis" },
      { alt: "Back on the road in Pastel Green", hue: 120, label: "Back on road" },
    ],
  },
];
