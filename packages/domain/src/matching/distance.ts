/** Mean earth radius (IUGG), the one of the database's `public.distance_km`, so both agree on rule (b). */
export const earthRadiusKm = 6371.0088;

const radians = Math.PI / 180;

/** Great-circle distance in km (haversine formula). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const halfLat = Math.sin(((b.lat - a.lat) * radians) / 2);
  const halfLng = Math.sin(((b.lng - a.lng) * radians) / 2);
  const h = halfLat * halfLat + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * halfLng * halfLng;
  // Rounding can push h a hair above 1 for antipodes, where asin would return NaN.
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
