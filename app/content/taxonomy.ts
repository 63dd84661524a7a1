import { slugify } from "~/lib/slug";

/**
 * The names of services and makes (docs/spec.md §3). Small enough for every page's bundle;
 * the long copy for each lives in services.ts / vehicle-makes.ts and is read on the server.
 */
export const SERVICE_TYPES = [
  "Chrome & Polishing",
  "Classic Conversions",
  "Diagnostics & Inspection",
  "Electrics & Wiring",
  "Engine Rebuilds",
  "Fabrication & Welding",
  "Mechanical Repairs",
  "Paint & Bodywork",
  "Restoration Management",
  "Upholstery & Trim",
] as const;

export const VEHICLE_MAKE_NAMES = [
  "Alfa Romeo",
  "Austin",
  "BMW",
  "Citroën",
  "Ferrari",
  "Ford",
  "Jaguar",
  "Lancia",
  "Land Rover",
  "Mercedes-Benz",
  "MG",
  "Mini",
  "Other / Custom",
  "Peugeot",
  "Porsche",
  "Triumph",
  "Volkswagen",
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];
export type VehicleMakeName = (typeof VEHICLE_MAKE_NAMES)[number];

export interface CatalogueOption<Name extends string = string> {
  name: Name;
  slug: string;
}

export const SERVICE_OPTIONS: readonly CatalogueOption<ServiceType>[] = SERVICE_TYPES.map((name) => ({
  name,
  slug: slugify(name),
}));

export const VEHICLE_MAKE_OPTIONS: readonly CatalogueOption<VehicleMakeName>[] = VEHICLE_MAKE_NAMES.map((name) => ({
  name,
  slug: slugify(name),
}));

export function serviceOptionBySlug(slug: string | null | undefined) {
  return SERVICE_OPTIONS.find((option) => option.slug === slug);
}

export function makeOptionBySlug(slug: string | null | undefined) {
  return VEHICLE_MAKE_OPTIONS.find((option) => option.slug === slug);
}
