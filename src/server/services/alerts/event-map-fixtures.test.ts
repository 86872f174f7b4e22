/** The event map (src/shared/alerts/event-map.ts) against every recorded fixture's events. */
import { describe, expect, it } from 'vitest';
import { planEventTypeFor } from '@shared/alerts/event-map';
import { parseCap } from './cap';
import { fillDatePlaceholders } from './fixtures/fill-dates';
import { readNinaWarning } from './nina';
import { readNwsAlerts } from './nws';
import { fixtureBytes, fixtureText } from './test-fixtures';

describe('recorded events map to plan event types', () => {
  it('NWS recorded answers', () => {
    const { alerts } = readNwsAlerts(JSON.parse(fillDatePlaceholders(fixtureText('nws/testing-active.json'), new Date())));
    const { alerts: more } = readNwsAlerts(JSON.parse(fillDatePlaceholders(fixtureText('nws/load-testing-ioc-active.json'), new Date())));
    const byEvent = Object.fromEntries([...alerts, ...more].map((a) => [a.infos[0]!.event, planEventTypeFor(a.infos[0]!)]));
    expect(byEvent).toMatchObject({
      'Hurricane Watch': 'hurricane',
      'Ice Storm Warning': 'winter_storm',
      'Blizzard Warning': 'winter_storm',
      'Winter Storm Warning': 'winter_storm',
      'Lake Effect Snow Warning': 'winter_storm',
      'Red Flag Warning': 'wildfire',
      'Fire Weather Watch': 'wildfire',
      'Flood Warning': 'flood',
      'Flood Watch': 'flood',
      'Gale Warning': 'custom',
      'Severe Thunderstorm Warning': 'custom',
      'Special Weather Statement': 'custom',
    });
  });

  it('CAP files: SAME codes, names and categories', () => {
    const event = (name: string) => {
      const r = parseCap(fixtureBytes(name));
      if (!r.ok) throw new Error(r.reason);
      return planEventTypeFor(r.alert.infos[0]!);
    };
    expect(event('cap/NOAA_MultiplePolygons.txt')).toBe('hurricane');
    expect(event('cap/wcatwc-warning.cap')).toBe('flood');
    expect(event('cap/weather.cap')).toBe('flood');
    expect(event('cap/earthquake.cap')).toBe('earthquake');
    expect(event('cap/australia.cap')).toBe('wildfire');
    expect(event('cap/iceland_met_office.cap')).toBe('custom');
  });

  it('NINA: a MoWaS health warning by category, a DWD wind warning custom', () => {
    const details = JSON.parse(fixtureText('nina/sample_warning_details.json')) as Record<string, unknown>;
    const types = Object.values(details).map((d) => {
      const r = readNinaWarning(d);
      if (!r.ok) throw new Error(r.reason);
      return planEventTypeFor(r.alert.infos[0]!);
    });
    expect(types).toEqual(['pandemic', 'custom']);
  });
});
