/**
 * The mail outbox: every email is a job of kind 'email', written in the transaction of what
 * caused it and sent by the job worker through the Mailer, with retries (decision 115).
 * Requests never wait for SMTP, and an SMTP outage delays mail instead of losing it.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { enqueueJob, PermanentJobError, type JobHandler, type Tx } from '../jobs/jobs';
import type { Mailer, MailMessage } from './mailer';

export const EMAIL_JOB_KIND = 'email';

const emailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  /** The link in it stops working then: sending it later would only confuse (decision 116). */
  notAfter: z.iso.datetime().optional(),
});

/** Queue an email; pass the transaction of the work that causes it. */
export async function enqueueEmail(
  db: Db | Tx,
  message: MailMessage,
  options: { notAfter?: Date } = {},
): Promise<string> {
  const payload = emailPayloadSchema.parse({ ...message, notAfter: options.notAfter?.toISOString() });
  return enqueueJob(db, { kind: EMAIL_JOB_KIND, payload });
}

/** What an ended email job keeps: who it was for and what it was, never the body or its link. */
function envelope(payload: Record<string, unknown>) {
  return {
    to: typeof payload.to === 'string' ? payload.to : null,
    subject: typeof payload.subject === 'string' ? payload.subject : null,
  };
}

export function emailJobHandler(mailer: Mailer, now: () => number = Date.now): JobHandler {
  return {
    async run(payload) {
      const parsed = emailPayloadSchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('the email job payload is malformed');
      const { notAfter, ...message } = parsed.data;
      if (notAfter && Date.parse(notAfter) <= now()) {
        throw new PermanentJobError('its link expired before the email could be sent');
      }
      await mailer.send(message);
    },
    redact: envelope,
    describe: envelope,
  };
}
