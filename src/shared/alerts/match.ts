/**
 * Does a warning's area contain a watched place? (issue 38, decision 279). Pure functions, used by
 * the server's matcher and testable alone.
 *
 * Geometry: CAP gives [lat, lon] polygons and circles; points are compared on the plane of
 * longitude and latitude (as CAP and GeoJSON draw them), which is exact enough for warning areas
 * (kilometres) and is what the senders mean. A point ON an edge or a vertex counts as inside (a
 * family on the border is warned). A polygon may be closed (first = last) or not. A polygon that
 * crosses the antimeridian (two consecutive points more than 180° of longitude apart) is read with
 * its negative longitudes shifted by +360°, and the point too. Circles use the haversine distance
 * on a sphere of radius 6371.0088 km (IUGG mean radius), edge inclusive.
 */
import type { LatLon, ValuePair } from './schemas';

const EPS = 1e-9;

const onSegment = (py: number, px: number, ay: number, ax: number, by: number, bx: number): boolean => {
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  if (Math.abs(cross) > EPS * Math.max(1, Math.abs(bx - ax) + Math.abs(by - ay))) return false;
  return (
    px >= Math.min(ax, bx) - EPS &&
    px <= Math.max(ax, bx) + EPS &&
    py >= Math.min(ay, by) - EPS &&
    py <= Math.max(ay, by) + EPS
  );
};

const crossesAntimeridian = (ring: readonly LatLon[]): boolean =>
  ring.some((p, i) => Math.abs(p[1] - ring[(i + 1) % ring.length]![1]) > 180);

/** Point in polygon by ray casting (even-odd), edges inclusive. */
export const pointInPolygon = (point: LatLon, polygon: readonly LatLon[]): boolean => {
  if (polygon.length < 3) return false;
  const shift = crossesAntimeridian(polygon);
  const lon = (x: number) => (shift && x < 0 ? x + 360 : x);
  const py = point[0];
  const px = lon(point[1]);
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const ay = polygon[i]![0];
    const ax = lon(polygon[i]![1]);
    const by = polygon[j]![0];
    const bx = lon(polygon[j]![1]);
    if (onSegment(py, px, ay, ax, by, bx)) return true;
    if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
};

export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export const distanceKm = (a: LatLon, b: LatLon): number => {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Point in a CAP circle [lat, lon, radiusKm], edge inclusive (1 m tolerance for rounding). */
export const pointInCircle = (point: LatLon, circle: readonly [number, number, number]): boolean =>
  distanceKm(point, [circle[0], circle[1]]) <= circle[2] + 0.001;

/**
 * NWS SAME (6 digits, PSSCCC: P the part of the county, 0 = all; SS state FIPS; CCC county FIPS,
 * 000 = the whole state). A warning code matches a place's county code when state and county are
 * equal and either names the whole county, or when the warning is for the whole state.
 */
export const sameCodeMatches = (warning: string, place: string): boolean => {
  if (!/^\d{6}$/.test(warning) || !/^\d{6}$/.test(place)) return false;
  const [wp, ws, wc] = [warning[0], warning.slice(1, 3), warning.slice(3)];
  const [pp, ps, pc] = [place[0], place.slice(1, 3), place.slice(3)];
  if (ws !== ps) return false;
  if (wc === '000') return true;
  return wc === pc && (wp === '0' || pp === '0' || wp === pp);
};

/** NWS UGC zone or county codes ("MNZ062", "MNC123"): equal, case ignored. */
export const ugcCodeMatches = (warning: string, place: string): boolean =>
  /^[A-Z]{2}[CZ]\d{3}$/i.test(warning) && warning.toUpperCase() === place.toUpperCase();

/** German ARS (Amtlicher Regionalschlüssel, 12 digits): state 2, Regierungsbezirk 1, Kreis 2, Gemeindeverband 4, Gemeinde 3. */
const ARS_LEVELS = [2, 3, 5, 9, 12] as const;

/**
 * The significant prefix of an ARS: cut at the first level after which only zeros follow
 * ("091620000000" -> "09162", "130000000000" -> "13", "051200000000" -> "05120"). Cutting at level
 * boundaries, not at the last non-zero digit, keeps Remscheid (05120) from matching Solingen (05122).
 */
export const arsPrefix = (ars: string): string | null => {
  if (!/^\d{12}$/.test(ars)) return null;
  for (const level of ARS_LEVELS) if (/^0*$/.test(ars.slice(level))) return ars.slice(0, level);
  return ars;
};

/** A warning for an ARS area covers a place whose ARS starts with that area's prefix. */
export const arsMatches = (warning: string, place: string): boolean => {
  const prefix = arsPrefix(warning);
  return prefix !== null && /^\d{12}$/.test(place) && place.startsWith(prefix);
};

/** The district (Kreis) key NINA's dashboard is asked with: the first 5 digits and 0000000. */
export const ninaDashboardArs = (place: string): string | null =>
  /^\d{12}$/.test(place) ? `${place.slice(0, 5)}0000000` : null;

export type PlaceCodes = { same?: readonly string[]; ugc?: readonly string[]; ars?: string | null };

/** Does any of a warning's geocodes (valueName SAME, UGC, or ARS as nina.ts keeps them) cover the place? */
export const geocodesMatch = (geocodes: readonly ValuePair[], place: PlaceCodes): boolean =>
  geocodes.some((g) => {
    const name = g.valueName.toUpperCase();
    if (name === 'SAME') return (place.same ?? []).some((p) => sameCodeMatches(g.value.trim(), p));
    if (name === 'UGC') return (place.ugc ?? []).some((p) => ugcCodeMatches(g.value.trim(), p));
    if (name === 'ARS' && place.ars) return arsMatches(g.value.trim(), place.ars);
    return false;
  });

/** Any polygon or circle of a warning contains the point. */
export const areaContains = (
  area: { polygons: readonly LatLon[][]; circles: readonly (readonly [number, number, number])[] },
  point: LatLon,
): boolean => area.polygons.some((p) => pointInPolygon(point, p)) || area.circles.some((c) => pointInCircle(point, c));
