/**
 * The reminders as notifications on the user's devices: the email's subject as the title (without
 * the app's name: the notification shows it), what it is about as the body, and the page the
 * email leads to.
 */
import { APP_NAME } from '@shared/constants/app';
import type { Locale } from '@shared/i18n/locales';
import { pushMessages } from '../../i18n/push';
import type { MailMessage } from '../mail/mailer';
import type { ReminderItem } from '../mail/templates';
import type { PushMessage } from '../push/push';

const title = (email: MailMessage) =>
  email.subject.startsWith(`${APP_NAME}: `) ? email.subject.slice(APP_NAME.length + 2) : email.subject;

export function reminderPush(email: MailMessage, items: ReminderItem[], url: string, tag: string): PushMessage {
  const names = [...new Set(items.map((i) => i.name))];
  return { kind: 'reminder', title: title(email), body: names.join(', '), url, tag };
}

/** `locale`: the member's, as their email's (whose subject is the title). */
export function practicePush(email: MailMessage, locale: Locale): PushMessage {
  return {
    kind: 'reminder',
    title: title(email),
    body: pushMessages(locale)('practiceBody'),
    url: '/family-plan',
    tag: 'practice',
  };
}
