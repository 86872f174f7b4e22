/**
 * Which US counties a watched place is in, found on this server (issue 38, decision 283): most NWS
 * warnings carry no polygon, only the counties they cover (SAME codes), so a US place is matched
 * through its county. No outside geocoder is asked: the county boundaries ship with the app.
 *
 * Data: the Census Bureau's cartographic county boundaries, 2017 edition (public domain), as the
 * `us-atlas` package redistributes them (counties-10m.json, ISC licence): 3,231 counties and
 * equivalents of the 50 states, DC and the territories, simplified for 1:10,000,000 maps. The
 * simplification moves boundaries by up to a few hundred metres (more along ragged coasts), so a
 * place counts as in every county whose boundary passes within NEAR_BORDER_KM of it, as well as the
 * one containing it: a family on a county line is warned by both counties rather than by the wrong
 * one alone, and a house on a coast the simplified outline cut off still has its county.
 *
 * Loaded on first use (only a server with US places pays for it: about 10 MB of coordinates).
 */
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';

/** A place this close to a county's boundary counts as in that county too. */
export const NEAR_BORDER_KM = 2;

type County = {
  /** 5-digit FIPS code: 2 for the state, 3 for the county. */
  fips: string;
  /** Bounding box in degrees, [west, south, east, north]. */
  box: [number, number, number, number];
  /** Each polygon's rings (outer and holes), as flat [lon, lat, lon, lat, …]. */
  polygons: Float64Array[][];
};

let counties: County[] | null = null;

function load(): County[] {
  if (counties) return counties;
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/counties-10m.json') as Topology<{ counties: GeometryObject }>;
  const collection = feature(topology, topology.objects.counties);
  const features = 'features' in collection ? collection.features : [collection];
  counties = features.flatMap((f): County[] => {
    const g = f.geometry;
    const polys = g?.type === 'Polygon' ? [g.coordinates] : g?.type === 'MultiPolygon' ? g.coordinates : [];
    if (typeof f.id !== 'string' || !/^\d{5}$/.test(f.id) || polys.length === 0) return [];
    const box: County['box'] = [180, 90, -180, -90];
    const polygons = polys.map((rings) =>
      rings.map((ring) => {
        const flat = new Float64Array(ring.length * 2);
        ring.forEach(([lon, lat], i) => {
          flat[i * 2] = lon!;
          flat[i * 2 + 1] = lat!;
          box[0] = Math.min(box[0], lon!);
          box[1] = Math.min(box[1], lat!);
          box[2] = Math.max(box[2], lon!);
          box[3] = Math.max(box[3], lat!);
        });
        return flat;
      }),
    );
    return [{ fips: f.id, box, polygons }];
  });
  return counties;
}

/** Even-odd ray casting over all rings of one polygon (holes included). */
function inPolygon(rings: readonly Float64Array[], lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const [xi, yi, xj, yj] = [ring[i * 2]!, ring[i * 2 + 1]!, ring[j * 2]!, ring[j * 2 + 1]!];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** The distance in km from a point to the nearest edge of the rings (planar, scaled at the point's latitude). */
function distanceToEdgesKm(rings: readonly Float64Array[], lon: number, lat: number): number {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ky = 110.57;
  let best = Infinity;
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const ax = (ring[j * 2]! - lon) * kx;
      const ay = (ring[j * 2 + 1]! - lat) * ky;
      const bx = (ring[i * 2]! - lon) * kx;
      const by = (ring[i * 2 + 1]! - lat) * ky;
      const dx = bx - ax;
      const dy = by - ay;
      const len = dx * dx + dy * dy;
      const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  }
  return best;
}

/**
 * The 5-digit FIPS codes of the counties a point is in or within NEAR_BORDER_KM of, sorted; empty
 * outside the US (or at sea beyond that distance).
 */
export function usCountiesAt(lat: number, lon: number): string[] {
  // The box test's margin: NEAR_BORDER_KM in degrees of latitude, and of longitude at this latitude.
  const dLat = NEAR_BORDER_KM / 110 + 1e-6;
  const dLon = Math.min(180, NEAR_BORDER_KM / (111 * Math.max(0.01, Math.cos((lat * Math.PI) / 180))) + 1e-6);
  const found: string[] = [];
  for (const county of load()) {
    const [west, south, east, north] = county.box;
    if (lat < south - dLat || lat > north + dLat || lon < west - dLon || lon > east + dLon) continue;
    const hit = county.polygons.some(
      (rings) => inPolygon(rings, lon, lat) || distanceToEdgesKm(rings, lon, lat) <= NEAR_BORDER_KM,
    );
    if (hit) found.push(county.fips);
  }
  return found.sort();
}

/** Places' SAME codes already worked out (every poll matches every place; places rarely move). */
const sameCache = new Map<string, readonly string[]>();
const SAME_CACHE_MAX = 50_000;

/** NWS SAME codes (PSSCCC, P = 0: the whole county) of a place's counties (see usCountiesAt). */
export function sameCodesAt(lat: number, lon: number): readonly string[] {
  const key = `${lat},${lon}`;
  let codes = sameCache.get(key);
  if (!codes) {
    if (sameCache.size >= SAME_CACHE_MAX) sameCache.clear();
    codes = usCountiesAt(lat, lon).map((fips) => `0${fips}`);
    sameCache.set(key, codes);
  }
  return codes;
}
