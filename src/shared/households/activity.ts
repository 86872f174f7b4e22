/**
 * What a household activity line says happened (decision 0351): a code and its parameters,
 * stored with the line (household_activity.event) and sent to the web, which writes the line in
 * the reader's language. The English sentence is written here once, from the same event: the
 * server stores it as the line's `summary` (older clients and exports read it), and the web's
 * English catalogue calls it, so the two cannot drift apart.
 *
 * No zod here (the household page does not load the validation library, issue 41): the schema
 * the API declares is `activityEventSchema` in schemas.ts, checked against this type.
 */
import { eventTypeLabel } from '../constants/plans';
import type { HouseholdRole } from './roles';

/** One supply's change in a save: used, added (with its best-before day when one batch is new), or only its batches. */
export type SupplyChange =
  | { kind: 'used'; quantity: number; name: string }
  | { kind: 'added'; quantity: number; name: string; bestBefore: string | null }
  | { kind: 'batches'; name: string };

export type ActivityEvent =
  /** A save of the supply tracker: the first changes named (at most ACTIVITY_CHANGES_NAMED), and how many more. */
  | { code: 'supplies.saved'; changes: SupplyChange[]; more: number }
  | { code: 'supplies.scanned'; quantity: number; name: string }
  | { code: 'supplies.imported'; count: number }
  | { code: 'invitation.sent'; email: string; role: HouseholdRole }
  | { code: 'invitation.revoked'; email: string }
  | { code: 'member.joined'; role: HouseholdRole; broughtSupplies: boolean }
  /** Left this household to join the one of `inviter` (null: the inviter's name is unknown). */
  | { code: 'member.left-to-join'; inviter: string | null }
  | { code: 'member.role-set'; name: string; role: HouseholdRole }
  | { code: 'member.removed'; name: string }
  | { code: 'member.left' }
  /** An account was deleted; when it was the last owner, who owns the household now (or only viewers are left). */
  | { code: 'account.deleted'; after: 'nothing' | 'new-owner' | 'only-viewers'; newOwner: string | null }
  | { code: 'place.added' | 'place.changed' | 'place.removed'; name: string }
  | { code: 'readiness.changed' }
  | { code: 'family-plan.updated' }
  | { code: 'incident.started'; eventType: string; practice: boolean }
  /** `day` (YYYY-MM-DD): the day a practice was recorded as a drill. */
  | { code: 'incident.ended'; eventType: string; practice: boolean; day: string }
  | { code: 'drill.recorded'; eventType: string; day: string }
  | { code: 'drill.deleted'; eventType: string; day: string };

export type ActivityCode = ActivityEvent['code'];

/** How many changes a save's line names before "and N more" (a save can change 200 rows). */
export const ACTIVITY_CHANGES_NAMED = 5;

const ROLE_ARTICLE: Record<HouseholdRole, string> = { owner: 'an owner', editor: 'an editor', viewer: 'a viewer' };

function supplyChange(c: SupplyChange): string {
  switch (c.kind) {
    case 'used':
      return `used ${c.quantity} ${c.name}`;
    case 'added':
      return `added ${c.quantity} ${c.name}${c.bestBefore ? `, best before ${c.bestBefore}` : ''}`;
    case 'batches':
      return `changed the batches of ${c.name}`;
  }
}

/** The line in English, word for word as Holdfast has always written it ("used 1 Canned Food"). */
export function englishActivity(e: ActivityEvent): string {
  switch (e.code) {
    case 'supplies.saved': {
      const named = e.changes.map(supplyChange).join('; ');
      return e.more > 0 ? `${named}; and ${e.more} more ${e.more === 1 ? 'supply' : 'supplies'}` : named;
    }
    case 'supplies.scanned':
      return `scanned ${e.quantity} ${e.name}`;
    case 'supplies.imported':
      return `imported ${e.count} ${e.count === 1 ? 'supply' : 'supplies'}`;
    case 'invitation.sent':
      return `invited ${e.email} as ${e.role}`;
    case 'invitation.revoked':
      return `revoked the invitation of ${e.email}`;
    case 'member.joined':
      return `joined as ${e.role}${e.broughtSupplies ? ', bringing their supplies' : ''}`;
    case 'member.left-to-join':
      return `left to join ${e.inviter ?? 'another'}'s household`;
    case 'member.role-set':
      return `made ${e.name} ${ROLE_ARTICLE[e.role]}`;
    case 'member.removed':
      return `removed ${e.name}`;
    case 'member.left':
      return 'left the household';
    case 'account.deleted':
      return e.after === 'new-owner'
        ? `deleted their account; ${e.newOwner ?? ''} is now the owner`
        : e.after === 'only-viewers'
          ? 'deleted their account; only viewers are left, so no one can change the household'
          : 'deleted their account';
    case 'place.added':
      return `added the watched place ${e.name}`;
    case 'place.changed':
      return `changed the watched place ${e.name}`;
    case 'place.removed':
      return `removed the watched place ${e.name}`;
    case 'readiness.changed':
      return "changed the household's counts and goal";
    case 'family-plan.updated':
      return 'updated the family plan';
    case 'incident.started':
      return `started emergency mode: ${eventTypeLabel(e.eventType)}${e.practice ? ' (practice)' : ''}`;
    case 'incident.ended':
      return e.practice
        ? `ended the ${eventTypeLabel(e.eventType)} practice; recorded it as a drill on ${e.day}`
        : `ended emergency mode: ${eventTypeLabel(e.eventType)}`;
    case 'drill.recorded':
      return `recorded a ${eventTypeLabel(e.eventType)} drill on ${e.day}`;
    case 'drill.deleted':
      return `deleted the ${e.eventType === 'custom' ? 'family plan practice' : `${eventTypeLabel(e.eventType)} drill`} of ${e.day}`;
  }
}

/** A save's event from every row's change, in the save's order; null when nothing changed. */
export function suppliesSaved(changes: readonly SupplyChange[]): ActivityEvent | null {
  if (changes.length === 0) return null;
  return {
    code: 'supplies.saved',
    changes: changes.slice(0, ACTIVITY_CHANGES_NAMED),
    more: Math.max(0, changes.length - ACTIVITY_CHANGES_NAMED),
  };
}

/** The names an event carries, made clean by `clean` (names are shown to others; decision 0260). */
export function cleanActivityNames(e: ActivityEvent, clean: (name: string) => string): ActivityEvent {
  switch (e.code) {
    case 'supplies.saved':
      return { ...e, changes: e.changes.map((c) => ({ ...c, name: clean(c.name) })) };
    case 'supplies.scanned':
    case 'member.role-set':
    case 'member.removed':
    case 'place.added':
    case 'place.changed':
    case 'place.removed':
      return { ...e, name: clean(e.name) };
    case 'member.left-to-join':
      return { ...e, inviter: e.inviter === null ? null : clean(e.inviter) };
    case 'account.deleted':
      return { ...e, newOwner: e.newOwner === null ? null : clean(e.newOwner) };
    default:
      return e;
  }
}
