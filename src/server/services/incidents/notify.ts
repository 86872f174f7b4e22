/**
 * Emergency mode's fan-out (issue 37, docs/product.md#emergency-mode), in the transaction of the
 * write that caused it (a rolled-back write tells nobody):
 * - email through the outbox, to every other member with a confirmed address, when an incident
 *   starts or ends and on "I need help" (not again for the same person's help within
 *   HELP_EMAIL_QUIET_MINUTES: the push still goes);
 * - a push to every other member's devices (services/push) on all of those and on every check-in,
 *   "I'm safe" included, tagged per incident and person so a newer status replaces the older one.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { rowsOf } from '../../db/sql-helpers';
import { eventTypeName } from '../../i18n/event-types';
import { pushMessages } from '../../i18n/push';
import type { Tx } from '../jobs/jobs';
import { enqueueEmail } from '../mail/outbox';
import { incidentEmail, type IncidentMailEvent } from '../mail/templates';
import { enqueuePush, type PushMessage } from '../push/push';

/**
 * A second "I need help" about the same person within this many minutes is pushed but not emailed
 * again (a member tapping it repeatedly, or adding a note, should not flood every inbox).
 */
export const HELP_EMAIL_QUIET_MINUTES = 10;

interface IncidentBase {
  incidentId: string;
  householdId: string;
  eventType: string;
  practice: boolean;
  /** Who did it (started, ended, checked in): everyone else is told. */
  actorId: string;
  /** The app's public URL: the emails link to `${publicUrl}/emergency`. */
  publicUrl: string;
}

export type IncidentEvent =
  | (IncidentBase & { kind: 'started' })
  | (IncidentBase & { kind: 'ended'; drillNote: string | null })
  | (IncidentBase & {
      kind: 'help' | 'safe';
      checkinId: string;
      /** The member it is about, or null for someone without an account (subjectName). */
      subjectUserId: string | null;
      subjectName: string | null;
      note: string | null;
    });

const nameSql = (userId: string) =>
  sql`(select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name)
    from users u left join profiles p on p.user_id = u.id where u.id = ${userId})`;

/** The push of an event, in the recipient's language: short, practice said first, one tag per incident (and person for check-ins). */
export function incidentPush(
  event: IncidentEvent,
  names: { actor: string; subject: string; eventLabel: string },
  locale: Locale,
): PushMessage {
  const t = pushMessages(locale);
  const { practice } = event;
  const tag = `incident-${event.incidentId}`;
  switch (event.kind) {
    case 'started':
      return {
        kind: 'incident',
        tag,
        title: t('incidentStartedTitle', { practice, event: names.eventLabel }),
        body: t('incidentStartedBody', { actor: names.actor, practice }),
      };
    case 'ended':
      return {
        kind: 'incident',
        tag,
        title: t('incidentEndedTitle', { practice }),
        body: t('incidentEndedBody', { actor: names.actor, practice, event: names.eventLabel }),
      };
    case 'help':
    case 'safe': {
      const help = event.kind === 'help';
      return {
        kind: 'incident',
        tag: `${tag}-${event.subjectUserId ?? `name:${(event.subjectName ?? '').toLowerCase()}`}`,
        title: t('checkinTitle', { practice, subject: names.subject, help }),
        body: t('checkinBody', {
          subject: names.subject,
          help,
          by: event.subjectUserId === event.actorId ? null : names.actor,
          note: event.note,
        }),
      };
    }
  }
}

/**
 * Queue the emails and pushes of an incident event; pass the transaction of the write. Returns how
 * many emails were queued.
 */
export async function notifyIncidentEvent(tx: Tx, event: IncidentEvent): Promise<number> {
  const checkin = event.kind === 'help' || event.kind === 'safe';
  const [names] = rowsOf<{ actor: string | null; subject: string | null; recent_help: boolean }>(
    await tx.execute(sql`select ${nameSql(event.actorId)} as actor,
      ${checkin && event.subjectUserId ? nameSql(event.subjectUserId) : sql`null::text`} as subject,
      ${
        event.kind === 'help'
          ? sql`exists (select 1 from incident_checkins c where c.incident_id = ${event.incidentId}::uuid
              and c.id <> ${event.checkinId}::uuid and c.status = 'help'
              and c.created_at > now() - make_interval(mins => ${HELP_EMAIL_QUIET_MINUTES})
              and ${
                event.subjectUserId
                  ? sql`c.subject_user_id = ${event.subjectUserId}`
                  : sql`c.subject_user_id is null and lower(c.subject_name) = lower(${event.subjectName ?? ''})`
              })`
          : sql`false`
      } as recent_help`),
  );
  // Who did it and whom it is about, in a recipient's language when the rows name no one.
  const namesIn = (locale: Locale) => {
    const actor = names?.actor ?? pushMessages(locale)('aMember');
    return { actor, subject: checkin ? (names?.subject ?? event.subjectName ?? actor) : actor };
  };
  const others = rowsOf<{ user_id: string; email: string; email_verified: boolean; locale: Locale }>(
    await tx.execute(sql`select u.id as user_id, u.email, u.email_verified, u.locale from household_members m
      join users u on u.id = m.user_id
      where m.household_id = ${event.householdId}::uuid and m.user_id <> ${event.actorId}
      order by m.joined_at, m.user_id`),
  );
  // One push per language the recipients speak (decision 0333).
  const byLocale = new Map<Locale, string[]>();
  for (const o of others) byLocale.set(o.locale, [...(byLocale.get(o.locale) ?? []), o.user_id]);
  for (const [locale, userIds] of byLocale) {
    const eventLabel = eventTypeName(event.eventType, locale);
    await enqueuePush(tx, userIds, incidentPush(event, { ...namesIn(locale), eventLabel }, locale));
  }
  if (event.kind === 'safe' || names?.recent_help) return 0;
  const base = { eventType: event.eventType, practice: event.practice };
  const mailIn = (locale: Locale): IncidentMailEvent => {
    const { actor, subject } = namesIn(locale);
    return event.kind === 'started'
      ? { ...base, kind: 'started', actor }
      : event.kind === 'ended'
        ? { ...base, kind: 'ended', actor, drillNote: event.drillNote }
        : {
            ...base,
            kind: 'help',
            subject,
            // "Leo is with me": the sender is named when they are not the one who needs help.
            reporter: event.subjectUserId === event.actorId ? null : actor,
            note: event.note,
          };
  };
  // The household's other members now, with a confirmed address (as the reminders: email_verified).
  const recipients = others.filter((o) => o.email_verified);
  const url = `${event.publicUrl}/emergency`;
  // Each in their own stored language (decision 0333).
  for (const { email, locale } of recipients) {
    await enqueueEmail(tx, incidentEmail(email, mailIn(locale), url, locale));
  }
  return recipients.length;
}
