/** src/shared/alerts/match.ts with recorded polygons (fixtures/README.md) and hand-made edge cases. */
import { describe, expect, it } from 'vitest';
import { areaContains, arsMatches, arsPrefix, distanceKm, geocodesMatch, ninaDashboardArs, pointInCircle, pointInPolygon, sameCodeMatches, ugcCodeMatches } from '@shared/alerts/match';
import { parsePolygon, type LatLon } from '@shared/alerts/schemas';
import { fixtureText as fixture } from './test-fixtures';

const capPolygon = (name: string): LatLon[] => parsePolygon(/<polygon>([^<]*)<\/polygon>/.exec(fixture(name))![1]!)!;
const nwsPolygons = (): LatLon[][] =>
  (JSON.parse(fixture('nws/load-testing-ioc-active.json')) as { features: { geometry: { coordinates: number[][][] } | null }[] }).features
    .concat((JSON.parse(fixture('nws/testing-active.json')) as { features: { geometry: { coordinates: number[][][] } | null }[] }).features)
    .flatMap((f) => (f.geometry ? [f.geometry.coordinates[0]!.map(([lon, lat]) => [lat, lon] as LatLon)] : []));

describe('point in polygon', () => {
  it('Environment Canada\'s Windsor-Essex polygon: Essex inside, Detroit across the river and London ON outside', () => {
    const essex = capPolygon('cap/canada.cap');
    expect(pointInPolygon([42.1751, -82.8183], essex)).toBe(true);
    expect(pointInPolygon([42.3314, -83.0458], essex)).toBe(false);
    expect(pointInPolygon([42.9849, -81.2453], essex)).toBe(false);
  });

  it('NWS polygons ([lon, lat] swapped): a round watch area around St Paul and a box in Louisiana', () => {
    const [round, box] = nwsPolygons();
    expect(round!.length).toBeGreaterThan(100);
    expect(pointInPolygon([45, -93], round!)).toBe(true);
    expect(pointInPolygon([45.3, -93], round!)).toBe(false);
    expect(pointInPolygon([30.25, -91], box!)).toBe(true);
    expect(pointInPolygon([29.99, -91], box!)).toBe(false);
  });

  it('a point on an edge or a vertex is inside (a family on the border is warned)', () => {
    const box = nwsPolygons()[1]!;
    expect(pointInPolygon([30, -91], box)).toBe(true); // on the south edge
    expect(pointInPolygon([30.5, -92], box)).toBe(true); // a vertex
    expect(pointInPolygon([30.25, -90.5], box)).toBe(true); // on the east edge
  });

  it('closed and open rings read the same; a concave ring is not its hull', () => {
    const closed: LatLon[] = [[0, 0], [0, 4], [4, 4], [4, 0], [0, 0]];
    const open: LatLon[] = closed.slice(0, 4);
    for (const ring of [closed, open]) {
      expect(pointInPolygon([2, 2], ring)).toBe(true);
      expect(pointInPolygon([5, 2], ring)).toBe(false);
    }
    const ell: LatLon[] = [[0, 0], [0, 4], [1, 4], [1, 1], [4, 1], [4, 0]];
    expect(pointInPolygon([0.5, 3], ell)).toBe(true);
    expect(pointInPolygon([3, 3], ell)).toBe(false);
  });

  it('a ring across the antimeridian (Fiji-Tonga, hand-made) contains points on both sides of 180°', () => {
    const ring: LatLon[] = [[-15, 178], [-15, -178], [-20, -178], [-20, 178]];
    expect(pointInPolygon([-17.5, 179.5], ring)).toBe(true);
    expect(pointInPolygon([-17.5, -179.5], ring)).toBe(true);
    expect(pointInPolygon([-17.5, 177], ring)).toBe(false);
    expect(pointInPolygon([-17.5, -177], ring)).toBe(false);
    expect(pointInPolygon([-17.5, 0], ring)).toBe(false);
  });

  it('PAGASA\'s polygon (ph.cap) contains Manila', () => {
    expect(pointInPolygon([14.5995, 120.9842], capPolygon('cap/ph.cap'))).toBe(true);
    expect(pointInPolygon([35.68, 139.69], capPolygon('cap/ph.cap'))).toBe(false);
  });
});

describe('point in circle (haversine, km)', () => {
  const rfs: [number, number, number] = [-35.3888, 147.0598, 25]; // australia.cap
  it('NSW RFS 25 km circle: 22 km north inside, 28 km north outside', () => {
    expect(distanceKm([-35.3888, 147.0598], [-35.1888, 147.0598])).toBeCloseTo(22.24, 1);
    expect(pointInCircle([-35.1888, 147.0598], rfs)).toBe(true);
    expect(pointInCircle([-35.1388, 147.0598], rfs)).toBe(false);
  });
  it('on the rim counts; radius 0 (USGS epicentre) matches only the point; across the antimeridian', () => {
    const north = -35.3888 + 25 / ((Math.PI / 180) * 6371.0088);
    expect(pointInCircle([north, 147.0598], rfs)).toBe(true);
    expect(pointInCircle([-16.053, -173.274], [-16.053, -173.274, 0])).toBe(true);
    expect(pointInCircle([-16.06, -173.274], [-16.053, -173.274, 0])).toBe(false);
    expect(pointInCircle([-17, 179.9], [-17, -179.9, 25])).toBe(true);
  });
  it('areaContains: any polygon or circle', () => {
    expect(areaContains({ polygons: [capPolygon('cap/canada.cap')], circles: [rfs] }, [-35.3888, 147.0598])).toBe(true);
    expect(areaContains({ polygons: [], circles: [] }, [0, 0])).toBe(false);
  });
});

describe('geocodes', () => {
  it('SAME: same county; a part of a county and the whole county meet; state-wide 000', () => {
    expect(sameCodeMatches('027123', '027123')).toBe(true);
    expect(sameCodeMatches('127123', '027123')).toBe(true);
    expect(sameCodeMatches('027123', '327123')).toBe(true);
    expect(sameCodeMatches('127123', '327123')).toBe(false);
    expect(sameCodeMatches('027000', '027053')).toBe(true);
    expect(sameCodeMatches('027123', '027053')).toBe(false);
    expect(sameCodeMatches('028123', '027123')).toBe(false);
    expect(sameCodeMatches('27123', '027123')).toBe(false);
  });
  it('UGC: equal codes, case ignored', () => {
    expect(ugcCodeMatches('MNZ062', 'mnz062')).toBe(true);
    expect(ugcCodeMatches('MNZ062', 'MNC062')).toBe(false);
  });
  it('ARS: a warning for a state, a district or a municipality covers the places under it, cut at level boundaries', () => {
    expect(arsPrefix('130000000000')).toBe('13');
    expect(arsPrefix('091620000000')).toBe('09162');
    expect(arsPrefix('051200000000')).toBe('05120');
    expect(arsPrefix('091620000123')).toBe('091620000123');
    expect(arsMatches('090000000000', '091620000000')).toBe(true);
    expect(arsMatches('091620000000', '091620000000')).toBe(true);
    expect(arsMatches('051200000000', '051220000000')).toBe(false); // Remscheid is not Solingen
    expect(arsMatches('091620000000', '091630000000')).toBe(false);
    expect(arsMatches('0916', '091620000000')).toBe(false);
    expect(ninaDashboardArs('091780123123')).toBe('091780000000');
    expect(ninaDashboardArs('09178')).toBeNull();
  });
  it('geocodesMatch reads SAME, UGC and ARS value names and ignores others', () => {
    const codes = [
      { valueName: 'SAME', value: '001073' },
      { valueName: 'UGC', value: 'ALZ024' },
      { valueName: 'ARS', value: '090000000000' },
      { valueName: 'AreaId', value: '0' },
    ];
    expect(geocodesMatch(codes, { same: ['001073'] })).toBe(true);
    expect(geocodesMatch(codes, { ugc: ['ALZ024'] })).toBe(true);
    expect(geocodesMatch(codes, { ars: '091620000000' })).toBe(true);
    expect(geocodesMatch(codes, { same: ['001075'], ugc: ['ALZ025'], ars: '051200000000' })).toBe(false);
    expect(geocodesMatch(codes, {})).toBe(false);
  });
});
