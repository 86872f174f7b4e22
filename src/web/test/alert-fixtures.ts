import type { HouseholdAlert } from '@shared/alerts/schemas';

/** An official warning as GET /api/alerts answers it (issue 38): active, Severe, Expected. */
export function makeAlert(overrides: Partial<HouseholdAlert> = {}): HouseholdAlert {
  const now = Date.now();
  return {
    id: 'a1',
    source: 'nws',
    sender: 'w-nws.webmaster@noaa.gov',
    senderName: 'NWS Jacksonville FL',
    msgType: 'Alert',
    event: 'Severe Thunderstorm Warning',
    eventType: 'custom',
    severity: 'Severe',
    urgency: 'Expected',
    certainty: 'Observed',
    headline: 'Severe storms until 2:15 PM',
    description: 'At 1:47 PM, a severe thunderstorm was located near Bayou.\nHazard: 60 mph wind gusts.',
    instruction: 'Move to an interior room on the lowest floor of a building.',
    areaDesc: 'Baker, FL; Union, FL',
    web: 'https://www.weather.gov/',
    sent: new Date(now - 10 * 60_000).toISOString(),
    onset: null,
    expires: new Date(now + 60 * 60_000).toISOString(),
    endedAt: null,
    endedReason: null,
    places: [{ id: 'p1', name: 'Home' }],
    ...overrides,
  };
}
