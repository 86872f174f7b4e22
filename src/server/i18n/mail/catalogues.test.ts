/**
 * Every email in every locale (decision 0333): each template renders in de and es with no text
 * of the English catalogue left in it, and says its language on <html>; the plain English
 * keeps no military word and no capitals shouting.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import type { MailMessage } from '../../services/mail/mailer';
import {
  adminInvitationEmail,
  alertEmail,
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  expiresSoonEmail,
  expiryDigestEmail,
  householdInvitationEmail,
  householdOwnerGoneEmail,
  incidentEmail,
  passwordResetEmail,
  practicePlanEmail,
  testEmail,
  verificationEmail,
  type ReminderItem,
} from '../../services/mail/templates';
import { en } from './en';

const url = 'https://holdfast.example/x';
const batch: ReminderItem = {
  kind: 'batch',
  name: 'Beans',
  expiresOn: '2026-03-04',
  quantity: 3,
  unit: 'cans',
  kitId: null,
  kitName: null,
};
const kitItem: ReminderItem = {
  kind: 'kit_item',
  name: 'Torch',
  expiresOn: '2026-03-01',
  quantity: null,
  unit: null,
  kitId: 'k1',
  kitName: 'Car kit',
};
const warning = {
  event: 'Flood Warning',
  headline: 'Flood Warning for Riverside',
  senderName: 'NWS',
  areaDesc: null,
  instruction: 'Move to higher ground.',
  description: 'The river is rising.',
  from: 'Mar 1, 2026, 8:00 AM UTC',
  until: 'Mar 2, 2026, 8:00 AM UTC',
};

/** Every email, in every variant that words itself differently. */
function everyEmail(locale: Locale): MailMessage[] {
  const ctx = {
    to: 'a@example.com',
    name: 'Sam',
    today: '2026-03-01',
    publicUrl: 'https://holdfast.example',
    unsubscribePageUrl: url,
    unsubscribePostUrl: url,
    locale,
  };
  return [
    verificationEmail('a@example.com', 'Sam', url, locale),
    verificationEmail('a@example.com', '', url, locale),
    passwordResetEmail('a@example.com', 'Sam', url, locale),
    emailChangeConfirmationEmail('a@example.com', 'Sam', url, locale),
    emailChangeNoticeEmail('a@example.com', 'Sam', 'b@example.com', url, locale),
    householdInvitationEmail('a@example.com', 'Ana', 'editor', url, 7, locale),
    householdInvitationEmail('a@example.com', 'Ana', 'viewer', url, 1, locale),
    expiresSoonEmail(ctx, [batch], 7),
    expiresSoonEmail(ctx, [kitItem], 7),
    expiresSoonEmail(ctx, [batch, kitItem], 7),
    expiryDigestEmail(ctx, [batch], [kitItem], 30),
    practicePlanEmail(ctx, '2025-09-01'),
    practicePlanEmail(ctx, null),
    householdOwnerGoneEmail('a@example.com', { departed: 'Ana', newOwner: null, url }, locale),
    householdOwnerGoneEmail('a@example.com', { departed: 'Ana', newOwner: { name: 'Ben', isYou: true }, url }, locale),
    householdOwnerGoneEmail('a@example.com', { departed: 'Ana', newOwner: { name: 'Ben', isYou: false }, url }, locale),
    ...[false, true].flatMap((practice) => [
      incidentEmail('a@example.com', { kind: 'started', eventType: 'flood', practice, actor: 'Ana' }, url, locale),
      incidentEmail(
        'a@example.com',
        { kind: 'ended', eventType: 'flood', practice, actor: 'Ana', drillNote: 'Took 10 minutes' },
        url,
        locale,
      ),
      incidentEmail(
        'a@example.com',
        { kind: 'help', eventType: 'flood', practice, subject: 'Leo', reporter: 'Ana', note: 'At school' },
        url,
        locale,
      ),
    ]),
    alertEmail('a@example.com', 'alert', warning, null, url, locale),
    alertEmail('a@example.com', 'update', warning, null, url, locale),
    alertEmail('a@example.com', 'all_clear', warning, 'cancel', url, locale),
    alertEmail('a@example.com', 'all_clear', warning, 'expired', url, locale),
    adminInvitationEmail('a@example.com', url, 7, locale),
    testEmail('a@example.com', url, locale),
  ];
}

/** The English catalogue's plain texts: none may show in a translation. */
const englishTexts = Object.values(en).filter((v): v is string => typeof v === 'string');

describe.each(['de', 'es'] as const)('emails in %s', (locale) => {
  it('leave no English text of the catalogue, and say their language', () => {
    const emails = everyEmail(locale);
    const english = everyEmail('en');
    emails.forEach((mail, i) => {
      expect(mail.subject).not.toBe(english[i]!.subject);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      for (const text of englishTexts) {
        expect(mail.text, text).not.toContain(text);
        expect(mail.html, text).not.toContain(text);
      }
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\b(Operative|expires?|household|supplies)\b/);
    });
  });
});

describe('emails in plain English', () => {
  it('say nothing military and do not shout', () => {
    for (const mail of everyEmail('en-x-plain')) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(
        /\b(Operative|squad|command center|SECURE TRANSMISSION)\b/,
      );
      // Button labels: sentence case ("Confirm email"), where English shouts ("CONFIRM EMAIL").
      expect(mail.html).not.toMatch(/>[A-Z]{2,}(?: [A-Z]{2,})+</);
      expect(mail.html).toContain('<html lang="en-x-plain">');
    }
  });
});

describe('emails in English', () => {
  it('are today’s, word for word', () => {
    const mail = expiresSoonEmail(
      {
        to: 'a@example.com',
        name: 'Sam',
        today: '2026-03-01',
        publicUrl: 'https://holdfast.example',
        unsubscribePageUrl: url,
        unsubscribePostUrl: url,
        locale: 'en',
      },
      [batch, kitItem],
      7,
    );
    expect(mail.subject).toBe('Holdfast: 2 supplies expire within 7 days');
    expect(mail.text).toBe(
      [
        'Operative Sam,',
        'Expiring within 7 days:\n- Beans: 3 cans, expires on 4 March 2026\n- Torch (kit: Car kit), expires today',
        'Open your supplies: https://holdfast.example/resource-tracker\nOpen the kit Car kit: https://holdfast.example/kits/k1',
        'Your readiness: https://holdfast.example/readiness',
        `You get these because expiry reminders are on in your Holdfast profile settings.\nUnsubscribe: ${url}`,
      ].join('\n\n') + '\n',
    );
    expect(mail.html).toContain('HOLDFAST // SECURE TRANSMISSION');
    expect(mail.html).toContain('>CHECK YOUR READINESS</a');
  });
});
