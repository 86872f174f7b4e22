/**
 * "Practise the plan" twice a year (docs/product.md#family-plan): a family plan becomes due six
 * months after its last practice (or after it was made, if none is noted). Each due date is
 * reminded once: a `reminder_sends` row (family_plan, the plan, 'expired', the due date) inserted
 * in the transaction that queues the email, like the expiry reminders (decision 223). Noting a
 * practice moves the due date, so the next reminder comes six months later.
 */
import { sql } from 'drizzle-orm';
import { PRACTICE_EVERY_MONTHS } from '@shared/family-plan/figures';
import type { Locale } from '@shared/i18n/locales';
import { utcDay } from '@shared/supplies/expiry';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import { reminderSends } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { enqueueEmail } from '../mail/outbox';
import { practicePlanEmail } from '../mail/templates';
import { enqueuePush } from '../push/push';
import { practicePush } from './push-message';
import type { SweepOptions } from './sweep-options';

interface DueRow {
  plan_id: string;
  user_id: string;
  due_on: string;
  last_practiced_on: string | null;
  email: string;
  first_name: string;
  /** The member's stored language (decision 0333). */
  locale: Locale;
}

/** Plans due for practice today whose due date was not reminded yet, of users who get reminders. */
const dueSql = (today: string) => sql`
  with plans as (
    select fp.id, hm.user_id, fp.plan->>'lastPracticedOn' as last_practiced_on,
      (coalesce((fp.plan->>'lastPracticedOn')::date, fp.created_at::date)
        + make_interval(months => ${PRACTICE_EVERY_MONTHS}))::date as due_on
    from family_plans fp join household_members hm on hm.household_id = fp.household_id
  )
  select p.id as plan_id, p.user_id, to_char(p.due_on, 'YYYY-MM-DD') as due_on,
    p.last_practiced_on, u.email, pr.first_name, u.locale
  from plans p
  join profiles pr on pr.user_id = p.user_id
  join users u on u.id = p.user_id
  where p.due_on <= ${today}::date and pr.expiry_reminders and u.email_verified
    and not exists (select 1 from reminder_sends s where s.user_id = p.user_id and s.target_kind = 'family_plan'
      and s.target_id = p.id and s.threshold = 'expired' and s.expires_on = p.due_on)`;

/** Queue the practice reminders due now; how many were queued. */
export async function remindPractice(database: Database, options: SweepOptions): Promise<number> {
  const today = utcDay(options.now());
  const due = rowsOf<DueRow>(await database.db.execute(dueSql(today)));
  let queued = 0;
  for (const row of due) {
    try {
      const sent = await database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(reminderSends)
          .values({
            userId: row.user_id,
            targetKind: 'family_plan',
            targetId: row.plan_id,
            threshold: 'expired',
            expiresOn: row.due_on,
          })
          .onConflictDoNothing()
          .returning({ id: reminderSends.id });
        if (inserted.length === 0) return false;
        const token = options.tokens.sign(row.user_id);
        const email = practicePlanEmail(
          {
            to: row.email,
            name: row.first_name,
            today,
            publicUrl: options.publicUrl,
            unsubscribePageUrl: `${options.publicUrl}/unsubscribe/${token}`,
            unsubscribePostUrl: `${options.publicUrl}/api/reminders/unsubscribe/${token}`,
            locale: row.locale,
          },
          row.last_practiced_on,
        );
        await enqueueEmail(tx, email);
        await enqueuePush(tx, [row.user_id], practicePush(email, row.locale), options.now());
        return true;
      });
      if (sent) queued += 1;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err; // as in sweep.ts: the whole run stops and retries
      options.logger.error({ err, userId: row.user_id }, 'family plan practice reminder failed');
    }
  }
  return queued;
}
