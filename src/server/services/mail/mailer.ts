import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about, for the log line when no SMTP server is configured. */
  link?: string;
  /** Extra header lines (List-Unsubscribe and List-Unsubscribe-Post on reminders, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The transport: the job worker sends each queued email through it (mail/outbox.ts); nothing
 * else calls it. SMTP through nodemailer when SMTP_URL is set. Without it, one log line per email carries the
 * recipient, subject and link, so a self-hoster can still verify an account from the server log.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info({ to: message.to, subject: message.subject, link: message.link }, 'email (no SMTP_URL configured)');
      },
    };
  }
  // Bounded waits: the job worker retries a slow or silent server later instead of hanging on it
  // (nodemailer's defaults are 2 minutes to connect and 10 minutes of socket inactivity).
  // nodemailer loads with the first email, not at every start.
  let transport: Promise<Transporter> | null = null;
  const getTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    async send(message) {
      await (
        await getTransport()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      logger.info({ to: message.to, subject: message.subject }, 'email sent');
    },
  };
}
