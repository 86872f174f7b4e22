/**
 * Emergency mode's fan-out (issue 37, docs/product.md#emergency-mode): when a household's
 * incident starts or ends, and on every "I need help" check-in, every other member of the
 * household with a confirmed address is emailed through the outbox, in the transaction of the
 * write that caused it (a rolled-back write tells nobody). Every channel of an incident event
 * goes out from here (Web Push joins here as jobs of kind 'push').
 */
import { sql } from 'drizzle-orm';
import { eventTypeLabel } from '@shared/constants/plans';
import { rowsOf } from '../../db/sql-helpers';
import type { Tx } from '../jobs/jobs';
import { enqueueEmail } from '../mail/outbox';
import { incidentEmail, type IncidentMailEvent } from '../mail/templates';

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
      kind: 'help';
      checkinId: string;
      /** The member it is about, or null for someone without an account (subjectName). */
      subjectUserId: string | null;
      subjectName: string | null;
      note: string | null;
    });

const nameSql = (userId: string) =>
  sql`(select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name)
    from users u left join profiles p on p.user_id = u.id where u.id = ${userId})`;

/** Queue the emails of an incident event; pass the transaction of the write. Returns how many. */
export async function notifyIncidentEvent(tx: Tx, event: IncidentEvent): Promise<number> {
  const [names] = rowsOf<{ actor: string | null; subject: string | null }>(
    await tx.execute(sql`select ${nameSql(event.actorId)} as actor,
      ${event.kind === 'help' && event.subjectUserId ? nameSql(event.subjectUserId) : sql`null::text`} as subject`),
  );
  const actor = names?.actor ?? 'A member';
  const base = { eventLabel: eventTypeLabel(event.eventType), practice: event.practice };
  const mail: IncidentMailEvent =
    event.kind === 'started'
      ? { ...base, kind: 'started', actor }
      : event.kind === 'ended'
        ? { ...base, kind: 'ended', actor, drillNote: event.drillNote }
        : {
            ...base,
            kind: 'help',
            subject: names?.subject ?? event.subjectName ?? actor,
            // "Leo is with me": the sender is named when they are not the one who needs help.
            reporter: event.subjectUserId === event.actorId ? null : actor,
            note: event.note,
          };
  // The household's other members now, with a confirmed address (as the reminders: email_verified).
  const recipients = rowsOf<{ email: string }>(
    await tx.execute(sql`select u.email from household_members m join users u on u.id = m.user_id
      where m.household_id = ${event.householdId}::uuid and m.user_id <> ${event.actorId} and u.email_verified
      order by m.joined_at, m.user_id`),
  );
  const url = `${event.publicUrl}/emergency`;
  for (const { email } of recipients) await enqueueEmail(tx, incidentEmail(email, mail, url));
  return recipients.length;
}
