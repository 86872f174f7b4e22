import { describe, expect, it } from 'vitest';
import { fillDatePlaceholder, fillDatePlaceholders } from './fixtures/fill-dates';
import { readNwsAlerts } from './nws';
import { fixtureText } from './test-fixtures';

const NOW = new Date('2026-11-27T10:00:00Z');
const recorded = (name: string): unknown => JSON.parse(fillDatePlaceholders(fixtureText(name), NOW));

describe('the weather.gov recorded answers\' date placeholders', () => {
  it('are filled relative to a given instant', () => {
    expect(fillDatePlaceholder('date:now -235 seconds', NOW)).toBe('2026-11-27T09:56:05.000Z');
    expect(fillDatePlaceholder('date:now +2 hours', NOW)).toBe('2026-11-27T12:00:00.000Z');
    expect(fillDatePlaceholder('date:now 3 days', NOW)).toBe('2026-11-30T10:00:00.000Z');
    expect(fillDatePlaceholder('date:now', NOW)).toBe('2026-11-27T10:00:00.000Z');
    expect(fillDatePlaceholder('date:today 16:00:-5 +24 hours', NOW)).toBe('2026-11-28T21:00:00.000Z');
    expect(fillDatePlaceholder('2024-01-08T01:25:00-06:00', NOW)).toBe('2024-01-08T01:25:00-06:00');
    expect(fixtureText('nws/testing-active.json')).toContain('"date:');
    expect(fillDatePlaceholders(fixtureText('nws/testing-active.json'), NOW)).not.toContain('"date:');
  });
});

describe('NWS active alerts (GeoJSON) into normalised alerts', () => {
  it('every feature of the recorded "testing" answer is kept, with geocodes, references and one polygon', () => {
    const { alerts, skipped } = readNwsAlerts(recorded('nws/testing-active.json'));
    expect(skipped).toEqual([]);
    expect(alerts).toHaveLength(38);
    const first = alerts[0]!;
    expect(first).toMatchObject({ source: 'nws', sender: 'w-nws.webmaster@noaa.gov', status: 'Actual' });
    expect(first.identifier).toBe('urn:oid:2.49.0.1.840.0.21973bd423ae0db39e5260d08fa31bb6eba8b288.001.1');
    expect(first.references).toHaveLength(3);
    expect(first.references[0]).toEqual({
      sender: 'w-nws.webmaster@noaa.gov',
      identifier: 'urn:oid:2.49.0.1.840.0.afcd34b4302cf9180226182fb6ce02cae67c88c5.001.1',
      sent: '2024-01-08T01:25:00-06:00',
    });
    expect(first.infos[0]!.geocodes).toContainEqual({ valueName: 'SAME', value: '001073' });
    const withPolygon = alerts.filter((a) => a.infos[0]!.polygons.length > 0);
    expect(withPolygon).toHaveLength(1);
    expect(alerts.map((a) => a.msgType)).toEqual(expect.arrayContaining(['Alert', 'Update']));
  });

  it('GeoJSON [lon, lat] becomes [lat, lon]; event codes and filled times are kept', () => {
    const { alerts, skipped } = readNwsAlerts(recorded('nws/load-testing-ioc-active.json'));
    expect(skipped).toEqual([]);
    const first = alerts.find((a) => a.identifier === 'urn:oid:2.49.0.1.840.0.hash-1.001.1')!;
    expect(first.infos[0]).toMatchObject({ event: 'Ice Storm Warning', severity: 'Severe', urgency: 'Future', expires: '2026-11-27T18:06:04.000Z' });
    expect(first.infos[0]!.eventCodes).toEqual([
      { valueName: 'SAME', value: 'NWS' },
      { valueName: 'NationalWeatherService', value: 'FWA' },
    ]);
    const poly = alerts.find((a) => a.infos[0]!.polygons.length > 0)!.infos[0]!.polygons[0]!;
    expect(poly[0]![0]).toBeGreaterThan(40); // latitude first (Minnesota), not -93
    expect(poly[0]![1]).toBeLessThan(-90);
  });

  it('a feature that does not fit is skipped with its id and a reason; the others are kept', () => {
    const body = recorded('nws/load-testing-ioc-active.json') as { features: { properties: Record<string, unknown> }[] };
    body.features[0]!.properties.severity = 'Apocalyptic';
    delete body.features[1]!.properties.sent;
    const { alerts, skipped } = readNwsAlerts(body);
    expect(alerts).toHaveLength(body.features.length - 2);
    expect(skipped).toEqual([
      { id: 'urn:oid:2.49.0.1.840.0.hash-1.001.1', reason: expect.stringContaining('infos.0.severity') },
      { id: expect.any(String), reason: expect.stringContaining('sent') },
    ]);
  });

  it('an answer that is not a FeatureCollection is one skipped item', () => {
    expect(readNwsAlerts({ type: 'Feature' })).toEqual({ alerts: [], skipped: [{ id: null, reason: expect.stringContaining('not a FeatureCollection') }] });
  });
});
