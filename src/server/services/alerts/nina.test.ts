import { describe, expect, it } from 'vitest';
import { readNinaDashboard, readNinaWarning } from './nina';
import { fixtureText } from './test-fixtures';

const details = JSON.parse(fixtureText('nina/sample_warning_details.json')) as Record<string, unknown>;

describe('NINA dashboard', () => {
  it('lists the recorded entries with what we use', () => {
    const { entries, skipped } = readNinaDashboard(JSON.parse(fixtureText('nina/sample_warnings.json')));
    expect(skipped).toEqual([]);
    expect(entries).toEqual([
      {
        id: 'mow.DE-BW-S-SE018-20211102-18-001',
        provider: 'MOWAS',
        severity: 'Minor',
        msgType: 'Update',
        eventKey: 'BBK-EVC-040',
        headline: 'Corona-Verordnung des Landes: Warnstufe durch Landesgesundheitsamt ausgerufen',
        sent: '2021-11-02T20:07:16+01:00',
        expires: null,
      },
      expect.objectContaining({ id: 'mow.DE-NW-BN-SE030-20201014-30-000', expires: '3021-11-22T05:19:00+01:00' }),
    ]);
  });

  it('an entry that does not fit is skipped with a reason; not a list is one skipped item', () => {
    const body = JSON.parse(fixtureText('nina/sample_warnings.json')) as { sent?: string }[];
    delete body[0]!.sent;
    const { entries, skipped } = readNinaDashboard(body);
    expect(entries).toHaveLength(1);
    expect(skipped).toEqual([{ id: 'mow.DE-BW-S-SE018-20211102-18-001', reason: expect.stringContaining('sent') }]);
    expect(readNinaDashboard({})).toEqual({ entries: [], skipped: [{ id: null, reason: 'a NINA dashboard is a list' }] });
  });
});

describe('NINA warning details (CAP as JSON)', () => {
  it('a MoWaS update: fields, <br/> as line breaks, the warned ARS keys as geocodes, malformed references dropped', () => {
    const r = readNinaWarning(details['mow.DE-BW-S-SE018-20211102-18-001']);
    if (!r.ok) throw new Error(r.reason);
    expect(r.alert).toMatchObject({ source: 'nina', identifier: 'mow.DE-BW-S-SE018-20211102-18-001', sender: 'DE-NW-BN-SE030', msgType: 'Update' });
    // The recorded "references" are not sender,identifier,sent triples: none is kept, the alert is.
    expect(r.alert.references).toEqual([]);
    const info = r.alert.infos[0]!;
    expect(info).toMatchObject({ language: 'DE', event: 'Gefahreninformation', urgency: 'Immediate', severity: 'Minor', categories: ['Health'] });
    expect(info.eventCodes).toEqual([{ valueName: 'profile:DE-BBK-EVENTCODE', value: 'BBK-EVC-040' }]);
    expect(info.instruction).toContain('Hände.\n- Beachten');
    expect(info.instruction).not.toContain('<br');
    expect(info.geocodes).toContainEqual({ valueName: 'AreaId', value: '0' });
    expect(info.geocodes.filter((g) => g.valueName === 'ARS')).toHaveLength(16);
    expect(info.geocodes).toContainEqual({ valueName: 'ARS', value: '090000000000' });
  });

  it('a DWD warning: times, web, DWD event codes', () => {
    const r = readNinaWarning(details['mow.DE-NW-BN-SE030-20201014-30-000']);
    if (!r.ok) throw new Error(r.reason);
    const info = r.alert.infos[0]!;
    expect(info).toMatchObject({ event: 'STURMBÖEN', severity: 'Moderate', effective: '2021-11-01T03:20:00+01:00', expires: '3021-11-22T05:19:00+01:00', web: 'https://www.wettergefahren.de', senderName: 'Deutscher Wetterdienst' });
    expect(info.eventCodes).toContainEqual({ valueName: 'GROUP', value: 'WIND' });
  });

  it('a warning that does not fit is refused with a reason', () => {
    const broken = { ...(details['mow.DE-NW-BN-SE030-20201014-30-000'] as object), msgType: 'Panic' };
    expect(readNinaWarning(broken)).toEqual({ ok: false, reason: expect.stringContaining('msgType') });
    expect(readNinaWarning('not json object')).toEqual({ ok: false, reason: 'no alert element' });
  });
});
