/**
 * The campus point distances are measured to: the campus-area point that is also the map's
 * default centre. The original design showed a fixed '0.6 miles'; we compute the real great-circle
 * distance instead.
 */
export const CAMPUS_POINT: readonly [number, number] = [43.0755, -89.41];

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in miles between two [lat, lon] points. */
export function milesBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '0.8 miles to campus'; one decimal, '< 0.1 miles' on campus itself, null without coordinates. */
export function distanceToCampusLabel(coords: readonly [number, number] | null): string | null {
  if (!coords) return null;
  const miles = milesBetween(coords, CAMPUS_POINT);
  if (miles < 0.05) return 'Less than 0.1 miles to campus';
  const rounded = miles.toFixed(1);
  return `${rounded} ${rounded === '1.0' ? 'mile' : 'miles'} to campus`;
}
