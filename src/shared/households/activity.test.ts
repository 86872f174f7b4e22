import { describe, expect, it } from 'vitest';
import { ACTIVITY_CHANGES_NAMED, englishActivity, suppliesSaved, type ActivityEvent } from './activity';
import { activityEventSchema } from './schemas';

describe('englishActivity (decision 0351)', () => {
  it('writes every line word for word as Holdfast wrote it before events', () => {
    const lines: [ActivityEvent, string][] = [
      [{ code: 'supplies.scanned', quantity: 3, name: 'Beans' }, 'scanned 3 Beans'],
      [{ code: 'supplies.imported', count: 1 }, 'imported 1 supply'],
      [{ code: 'supplies.imported', count: 3 }, 'imported 3 supplies'],
      [{ code: 'invitation.sent', email: 'lee@example.com', role: 'viewer' }, 'invited lee@example.com as viewer'],
      [{ code: 'member.joined', role: 'editor', broughtSupplies: true }, 'joined as editor, bringing their supplies'],
      [{ code: 'member.left-to-join', inviter: null }, "left to join another's household"],
      [{ code: 'member.role-set', name: 'Sam', role: 'owner' }, 'made Sam an owner'],
      [{ code: 'account.deleted', after: 'new-owner', newOwner: 'Ed' }, 'deleted their account; Ed is now the owner'],
      [{ code: 'readiness.changed' }, "changed the household's counts and goal"],
      [{ code: 'incident.started', eventType: 'flood', practice: true }, 'started emergency mode: Flood (practice)'],
      [
        { code: 'incident.ended', eventType: 'flood', practice: true, day: '2026-11-21' },
        'ended the Flood practice; recorded it as a drill on 2026-11-21',
      ],
      [
        { code: 'drill.deleted', eventType: 'custom', day: '2026-11-21' },
        'deleted the family plan practice of 2026-11-21',
      ],
      [{ code: 'drill.deleted', eventType: 'flood', day: '2026-11-21' }, 'deleted the Flood drill of 2026-11-21'],
    ];
    for (const [event, english] of lines) {
      expect(englishActivity(event)).toBe(english);
      expect(activityEventSchema.parse(event)).toEqual(event);
    }
  });

  it('a save names its first changes and counts the rest', () => {
    expect(suppliesSaved([])).toBeNull();
    const changes = Array.from({ length: ACTIVITY_CHANGES_NAMED + 1 }, (_, i) => ({
      kind: 'used' as const,
      quantity: 1,
      name: `S${i}`,
    }));
    const event = suppliesSaved([
      { kind: 'added', quantity: 24, name: 'Bottled Water', bestBefore: '2027-05-01' },
      { kind: 'batches', name: 'Rice' },
      ...changes,
    ])!;
    expect(event).toMatchObject({ code: 'supplies.saved', more: 3 });
    expect(englishActivity(event)).toBe(
      'added 24 Bottled Water, best before 2027-05-01; changed the batches of Rice; used 1 S0; used 1 S1; used 1 S2; and 3 more supplies',
    );
  });
});
