import { SERVICES } from "./services";
import { VEHICLE_MAKES } from "./vehicle-makes";
import type { ServiceEntry, VehicleMakeEntry } from "./types";

const servicesBySlug = new Map(SERVICES.map((entry) => [entry.slug, entry]));
const makesBySlug = new Map(VEHICLE_MAKES.map((entry) => [entry.slug, entry]));

export function findService(slug: string): ServiceEntry | undefined {
  return servicesBySlug.get(slug);
}

export function findVehicleMake(slug: string): VehicleMakeEntry | undefined {
  return makesBySlug.get(slug);
}

/** Name and slug of related entries, dropping any that do not resolve (the content test forbids those). */
export function relatedServices(entry: ServiceEntry) {
  return entry.relatedServices.flatMap((slug) => {
    const related = servicesBySlug.get(slug);
    return related ? [{ name: related.name, slug: related.slug }] : [];
  });
}

export function relatedVehicleMakes(entry: VehicleMakeEntry) {
  return entry.relatedVehicles.flatMap((slug) => {
    const related = makesBySlug.get(slug);
    return related ? [{ name: related.name, slug: related.slug }] : [];
  });
}

export function serviceSummaries() {
  return SERVICES.map(({ name, slug, description }) => ({ name, slug, description }));
}

export { SERVICES, VEHICLE_MAKES };
