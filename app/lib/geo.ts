/** A place on the map, and the arithmetic of distances between places (the SQL search uses the same). */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_MILES = 3958.7613;

/** Great-circle distance in miles (haversine). The SQL search uses the same formula. */
/** A dot of the map of a make's or a service's specialists: a town-sized cell and how many are in it (no workshop's own place). */
export interface SpecialistPlace extends GeoPoint {
  count: number;
}

export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
