/**
 * The emails Holdfast sends, in plain text and HTML, in the product's voice and the recipient's
 * language (issue 43, decision 0333): every template takes the recipient's stored locale, and
 * its texts come from the catalogues in src/server/i18n/mail.
 */
import { html } from 'hono/html';
import { unwrapWarningText } from '@shared/alerts/text';
import { APP_NAME } from '@shared/constants/app';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { cleanName } from '@shared/names';
import { eventTypeName } from '../../i18n/event-types';
import { mailMessages, type MailMessages } from '../../i18n/mail';
import type { MailMessage } from './mailer';

export { longDate } from '../../i18n/mail/en';

/**
 * A person's name in an email: one line, no control, bidi or zero-width characters (decision
 * 0260), whatever the row holds. Names never go in a subject, where a stranger's chosen text
 * would be the first thing read.
 */
const named = (t: MailMessages, name: string) => cleanName(name) || t('nobody');
/** The first line of an email to a person: "Operative Sam," / "Guten Tag Sam,". */
const greet = (t: MailMessages, name: string) => t('greeting', { name: cleanName(name) || null });

/**
 * Hono's `html` tag escapes every interpolated value (& < > " '); nested `html` pieces (the
 * paragraphs) are kept as they are. Nothing here is asynchronous, so the result is a string.
 */
function layout(
  t: MailMessages,
  locale: Locale,
  heading: string,
  paragraphs: string[],
  button: { label: string; url: string },
  footer: string,
  extra: { items?: string[]; links?: { label: string; url: string }[]; unsubscribeUrl?: string } = {},
) {
  const body = paragraphs.map((p) => html`<p style="margin:0 0 16px;line-height:1.5">${p}</p>`);
  const items = extra.items?.length
    ? html`<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">
        ${extra.items.map((item) => html`<li style="margin:0 0 6px">${item}</li>`)}
      </ul>`
    : '';
  const links = extra.links?.length
    ? html`<p style="margin:0 0 16px;line-height:1.5">
        ${extra.links.map((l) => html`<a href="${l.url}" style="color:#f2a93b;margin-right:16px">${l.label}</a>`)}
      </p>`
    : '';
  const unsubscribe = extra.unsubscribeUrl
    ? html`<p style="margin:8px 0 0;font-size:12px;color:#8f8b74">
        <a href="${extra.unsubscribeUrl}" style="color:#8f8b74">${t('unsubscribeLink')}</a>
      </p>`
    : '';
  return html`<!doctype html>
    <html lang="${locale}">
      <body style="margin:0;background:#1b1f14;color:#e9e5cf;font-family:Arial,Helvetica,sans-serif">
        <div style="max-width:560px;margin:0 auto;padding:32px 24px">
          <p style="font-family:Consolas,monospace;letter-spacing:3px;color:#f2a93b;font-size:12px;margin:0 0 8px">
            ${t('masthead')}
          </p>
          <h1 style="font-size:22px;margin:0 0 20px">${heading}</h1>
          ${body} ${items} ${links}
          <p style="margin:24px 0">
            <a
              href="${button.url}"
              style="display:inline-block;background:#f2a93b;color:#1b1f14;padding:12px 20px;text-decoration:none;font-weight:bold;letter-spacing:1px"
              >${button.label}</a
            >
          </p>
          <p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#b8b49c">
            ${t('buttonFallback')}<br /><span style="word-break:break-all">${button.url}</span>
          </p>
          <p style="margin:24px 0 0;font-size:12px;color:#8f8b74">${footer}</p>
          ${unsubscribe}
        </div>
      </body>
    </html>`.toString();
}

/** `locale`: the new member's (English when not given, as the transport's own tests send it). */
export function verificationEmail(to: string, name: string, url: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = mailMessages(locale);
  const lines = [greet(t, name), t('verifyIntro'), t('verifyIgnore')];
  return {
    to,
    subject: t('verifySubject'),
    link: url,
    text: `${lines.join('\n\n')}\n\n${t('verifyLinkLabel')}\n${url}\n\n— ${t('tagline')}\n`,
    html: layout(t, locale, t('verifyHeading'), lines, { label: t('verifyButton'), url }, t('tagline')),
  };
}

export function passwordResetEmail(
  to: string,
  name: string,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailMessages(locale);
  const lines = [greet(t, name), t('resetIntro'), t('resetIgnore')];
  return {
    to,
    subject: t('resetSubject'),
    link: url,
    text: `${lines.join('\n\n')}\n\n${t('resetLinkLabel')}\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(t, locale, t('resetHeading'), lines, { label: t('resetButton'), url }, APP_NAME),
  };
}

/**
 * To the NEW address when a user asks to change their email (decision 0285): the email changes
 * only when this link is followed. The address is the user's own typing: it goes in the body
 * as text, never in the subject.
 */
export function emailChangeConfirmationEmail(to: string, name: string, url: string, locale: Locale): MailMessage {
  const t = mailMessages(locale);
  const lines = [greet(t, name), t('changeIntro'), t('changeIgnore')];
  return {
    to,
    subject: t('changeSubject'),
    link: url,
    text: `${lines.join('\n\n')}\n\n${t('changeLinkLabel')}\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(t, locale, t('changeHeading'), lines, { label: t('changeButton'), url }, APP_NAME),
  };
}

/**
 * To the OLD address at the same time: the account's email is about to change. Whoever holds
 * the session can ask, so the owner hears of it where they still read their mail.
 */
export function emailChangeNoticeEmail(
  to: string,
  name: string,
  newEmail: string,
  settingsUrl: string,
  locale: Locale,
): MailMessage {
  const t = mailMessages(locale);
  const lines = [greet(t, name), t('noticeIntro', { newEmail }), t('noticeWarning')];
  return {
    to,
    subject: t('noticeSubject'),
    link: settingsUrl,
    text: `${lines.join('\n\n')}\n\n${t('noticeLinkLabel')}\n${settingsUrl}\n\n— ${APP_NAME}\n`,
    html: layout(t, locale, t('noticeHeading'), lines, { label: t('noticeButton'), url: settingsUrl }, APP_NAME),
  };
}

/**
 * An owner's invitation to their household (docs/product.md#households): the single-use link
 * works for `days` days; an invitee without an account signs up through it. The subject is the
 * same for everyone; the body names the inviter (decision 0260).
 */
export function householdInvitationEmail(
  to: string,
  inviter: string,
  role: string,
  url: string,
  days: number,
  locale: Locale,
): MailMessage {
  const t = mailMessages(locale);
  const editor = role === 'editor';
  const lines = [
    t('inviteIntro', { inviter: named(t, inviter), editor }),
    editor ? t('inviteEditor') : t('inviteViewer'),
    t('inviteLinkDays', { days }),
    t('inviteIgnore'),
  ];
  return {
    to,
    subject: t('inviteSubject'),
    link: url,
    text: `${lines.join('\n\n')}\n\n${t('inviteLinkLabel')}\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(t, locale, t('inviteHeading'), lines, { label: t('inviteButton'), url }, APP_NAME),
  };
}

/** One batch or kit item in a reminder. */
export interface ReminderItem {
  kind: 'batch' | 'kit_item';
  name: string;
  /** YYYY-MM-DD */
  expiresOn: string;
  /** Batches: how many, in the supply's unit. */
  quantity: number | null;
  unit: string | null;
  /** Kit items: the kit. */
  kitId: string | null;
  kitName: string | null;
}

function itemLine(t: MailMessages, item: ReminderItem, today: string, expired: boolean): string {
  const what = item.kind === 'batch' ? t('batchItem', item) : t('kitItem', item);
  if (expired) return t('expiredOn', { what, day: item.expiresOn });
  return item.expiresOn === today ? t('expiresToday', { what }) : t('expiresOn', { what, day: item.expiresOn });
}

export interface ReminderContext {
  to: string;
  name: string;
  /** YYYY-MM-DD, the server's today (UTC). */
  today: string;
  publicUrl: string;
  /** The SPA page (/unsubscribe/TOKEN) and the RFC 8058 one-click API endpoint. */
  unsubscribePageUrl: string;
  unsubscribePostUrl: string;
  /** The recipient's stored locale. */
  locale: Locale;
}

function reminderMessage(
  t: MailMessages,
  ctx: ReminderContext,
  subject: string,
  heading: string,
  sections: { intro: string; lines: string[] }[],
  items: ReminderItem[],
): MailMessage {
  const readinessUrl = `${ctx.publicUrl}/readiness`;
  const links = items.some((i) => i.kind === 'batch')
    ? [{ label: t('openSupplies'), url: `${ctx.publicUrl}/resource-tracker` }]
    : [];
  const kitIds = [...new Set(items.filter((i) => i.kitId).map((i) => i.kitId!))];
  for (const kitId of kitIds) {
    const kitName = items.find((i) => i.kitId === kitId)!.kitName!;
    links.push({ label: t('openKit', { kitName }), url: `${ctx.publicUrl}/kits/${kitId}` });
  }
  const greeting = greet(t, ctx.name);
  const footer = t('remindersFooter');
  const textSections = sections.map((s) => `${s.intro}\n${s.lines.map((l) => `- ${l}`).join('\n')}`);
  const text = [
    greeting,
    ...textSections,
    links.map((l) => `${l.label}: ${l.url}`).join('\n'),
    `${t('yourReadiness')}: ${readinessUrl}`,
    `${footer}\n${t('unsubscribe')}: ${ctx.unsubscribePageUrl}`,
  ].join('\n\n');
  // The html layout has one list: the sections' intros go in as paragraphs before it when there
  // is one section, else each intro is folded into the lines.
  const paragraphs = [greeting, ...(sections.length === 1 ? [sections[0]!.intro] : [])];
  const htmlItems =
    sections.length === 1 ? sections[0]!.lines : sections.flatMap((s) => s.lines.map((l) => `${s.intro} ${l}`));
  return {
    to: ctx.to,
    subject,
    link: readinessUrl,
    text: `${text}\n`,
    html: layout(t, ctx.locale, heading, paragraphs, { label: t('readinessButton'), url: readinessUrl }, footer, {
      items: htmlItems,
      links,
      unsubscribeUrl: ctx.unsubscribePageUrl,
    }),
    headers: {
      'List-Unsubscribe': `<${ctx.unsubscribePostUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The short-notice message: these expire within 7 days (sent whatever the weekly limit). */
export function expiresSoonEmail(ctx: ReminderContext, items: ReminderItem[], soonDays: number): MailMessage {
  const t = mailMessages(ctx.locale);
  const only = items.length === 1 ? items[0]! : null;
  const subject = !only
    ? t('soonSubjectMany', { count: items.length, days: soonDays })
    : only.expiresOn === ctx.today
      ? t('soonSubjectToday', { name: only.name })
      : t('soonSubjectOn', { name: only.name, day: only.expiresOn });
  return reminderMessage(
    t,
    ctx,
    subject,
    t('soonHeading'),
    [
      {
        intro: t('expiringWithin', { days: soonDays }),
        lines: items.map((i) => itemLine(t, i, ctx.today, false)),
      },
    ],
    items,
  );
}

/** The weekly digest: what newly came within the user's window, and what newly expired. */
export function expiryDigestEmail(
  ctx: ReminderContext,
  windowItems: ReminderItem[],
  expiredItems: ReminderItem[],
  windowDays: number,
): MailMessage {
  const t = mailMessages(ctx.locale);
  const parts = [
    ...(expiredItems.length ? [t('digestExpired', { count: expiredItems.length })] : []),
    ...(windowItems.length ? [t('digestSoon', { count: windowItems.length })] : []),
  ];
  const sections = [
    ...(expiredItems.length
      ? [{ intro: t('digestExpiredIntro'), lines: expiredItems.map((i) => itemLine(t, i, ctx.today, true)) }]
      : []),
    ...(windowItems.length
      ? [
          {
            intro: t('expiringWithin', { days: windowDays }),
            lines: windowItems.map((i) => itemLine(t, i, ctx.today, false)),
          },
        ]
      : []),
  ];
  return reminderMessage(t, ctx, t('digestSubject', { parts }), t('digestHeading'), sections, [
    ...expiredItems,
    ...windowItems,
  ]);
}

/**
 * Twice a year: practise the family emergency plan (Ready.gov: Collect, Share, Practice). `due`
 * is the day it became due (six months after the last practice, or after the plan was made).
 */
export function practicePlanEmail(ctx: ReminderContext, lastPracticedOn: string | null): MailMessage {
  const planUrl = `${ctx.publicUrl}/family-plan`;
  // The practice is recorded as a drill; the family plan's "last practised" follows it (decision 250).
  const drillsUrl = `${ctx.publicUrl}/training-protocols`;
  const t = mailMessages(ctx.locale);
  const subject = t('practiceSubject');
  const last = lastPracticedOn ? t('practiceLast', { day: lastPracticedOn }) : t('practiceNever');
  const steps = [t('practiceStepText'), t('practiceStepWalk'), t('practiceStepCards')];
  const greeting = greet(t, ctx.name);
  const footer = t('remindersFooter');
  const intro = t('practiceIntro', { last });
  const text = [
    greeting,
    intro,
    steps.map((s) => `- ${s}`).join('\n'),
    `${t('practiceRecord')}: ${drillsUrl}`,
    `${t('practicePlan')}: ${planUrl}`,
    `${footer}\n${t('unsubscribe')}: ${ctx.unsubscribePageUrl}`,
  ].join('\n\n');
  return {
    to: ctx.to,
    subject,
    link: planUrl,
    text: `${text}\n`,
    html: layout(
      t,
      ctx.locale,
      t('practiceHeading'),
      [greeting, intro],
      { label: t('practiceButton'), url: planUrl },
      footer,
      { items: steps, unsubscribeUrl: ctx.unsubscribePageUrl },
    ),
    headers: {
      'List-Unsubscribe': `<${ctx.unsubscribePostUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * To each remaining member when a household's last owner deleted their account (decision 258):
 * who owns it now (the longest-standing editor), or that only viewers are left and nobody can
 * change it. The subject names nobody: names are chosen by users.
 */
export function householdOwnerGoneEmail(
  to: string,
  what: { departed: string; newOwner: { name: string; isYou: boolean } | null; url: string },
  locale: Locale,
): MailMessage {
  const t = mailMessages(locale);
  const first = t('ownerGoneIntro', { departed: what.departed });
  const lines = !what.newOwner
    ? [first, t('ownerGoneViewers'), t('ownerGoneLeave')]
    : what.newOwner.isYou
      ? [first, t('ownerGoneYou')]
      : [first, t('ownerGoneOther', { name: what.newOwner.name })];
  const subject = !what.newOwner
    ? t('ownerGoneSubjectNobody')
    : what.newOwner.isYou
      ? t('ownerGoneSubjectYou')
      : t('ownerGoneSubjectOther');
  return {
    to,
    subject,
    link: what.url,
    text: `${lines.join('\n\n')}\n\n${t('ownerGoneLinkLabel')}\n${what.url}\n\n— ${APP_NAME}\n`,
    html: layout(
      t,
      locale,
      what.newOwner ? t('ownerGoneHeadingNew') : t('ownerGoneHeadingNobody'),
      lines,
      { label: t('ownerGoneButton'), url: what.url },
      APP_NAME,
    ),
  };
}

/** What happened in a household's emergency (issue 37), as emailed to its other members. */
export type IncidentMailEvent =
  | { kind: 'started'; eventType: string; practice: boolean; actor: string }
  | { kind: 'ended'; eventType: string; practice: boolean; actor: string; drillNote: string | null }
  | {
      kind: 'help';
      eventType: string;
      practice: boolean;
      subject: string;
      reporter: string | null;
      note: string | null;
    };

/**
 * Emergency mode's emails (docs/product.md#emergency-mode): started, ended, and "I need help".
 * A practice says "Practice" in the subject and the body. Subjects name nobody (decision 0260).
 */
export function incidentEmail(to: string, event: IncidentMailEvent, url: string, locale: Locale): MailMessage {
  const t = mailMessages(locale);
  const { practice } = event;
  const eventLabel = eventTypeName(event.eventType, locale);
  const practiceLine = t('incidentPracticeLine');
  let subject: string;
  let heading: string;
  let lines: string[];
  switch (event.kind) {
    case 'started':
      subject = t('incidentStartedSubject', { practice, event: eventLabel });
      heading = t('incidentStartedHeading', { practice, event: eventLabel });
      lines = [
        t('incidentStarted', { actor: named(t, event.actor), practice, event: eventLabel }),
        ...(practice ? [practiceLine] : []),
        t('incidentCheckIn'),
      ];
      break;
    case 'ended':
      subject = t('incidentEndedSubject', { practice, event: eventLabel });
      heading = t('incidentEndedHeading', { practice });
      lines = [
        t('incidentEnded', { actor: named(t, event.actor), practice, event: eventLabel }),
        ...(practice && event.drillNote ? [t('incidentDrill', { note: event.drillNote })] : []),
        t('incidentHistory'),
      ];
      break;
    case 'help':
      subject = t('incidentHelpSubject', { practice });
      heading = t('incidentHelpHeading', { practice });
      lines = [
        t('incidentHelp', {
          subject: named(t, event.subject),
          reporter: event.reporter ? named(t, event.reporter) : null,
        }),
        ...(event.note ? [t('incidentNote', { note: event.note })] : []),
        ...(practice ? [practiceLine] : []),
        t('incidentSee'),
      ];
      break;
  }
  return {
    to,
    subject,
    link: url,
    text: `${lines.join('\n\n')}\n\n${t('incidentLinkLabel')}\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(t, locale, heading, lines, { label: t('incidentButton'), url }, APP_NAME),
  };
}

/** An official warning (issue 38) as emailed to a member: one info's texts, already chosen. */
export interface AlertMailWarning {
  event: string;
  headline: string | null;
  senderName: string | null;
  /** The sender's area, or null: "your area" in the member's language. */
  areaDesc: string | null;
  instruction: string | null;
  description: string | null;
  /** Already formatted in the member's time zone ("Nov 27, 2026, 3:00 PM EST"). */
  from: string | null;
  until: string | null;
}

/** The sender's text in a subject: one line, no controls, at most 120 characters. */
const subjectText = (value: string): string => {
  const flat = value
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= 120 ? flat : `${flat.slice(0, 119).trimEnd()}…`;
};

/**
 * A sender's long text as paragraphs (blank lines split them), its hard wrapping undone and list
 * lines kept (src/shared/alerts/text.ts), as on /alerts.
 */
const paragraphsOf = (value: string | null): string[] =>
  unwrapWarningText(value ?? '')
    .split('\n\n')
    .filter((p) => p.length > 0);

/**
 * Official warnings' emails (docs/product.md#official-warnings): a new warning, an update whose
 * severity or urgency rose, and the all clear when it is cancelled or expires. The instruction
 * comes first (what to do), then the description; every text is the sender's, as plain text
 * (the HTML escapes it). `url` is {publicUrl}/alerts.
 */
export function alertEmail(
  to: string,
  kind: 'alert' | 'update' | 'all_clear',
  warning: AlertMailWarning,
  ended: 'cancel' | 'expired' | null,
  url: string,
  locale: Locale,
): MailMessage {
  const t = mailMessages(locale);
  const title = subjectText(warning.headline || warning.event);
  const event = subjectText(warning.event);
  const sender = warning.senderName?.trim() || null;
  const area = warning.areaDesc || t('alertYourArea');
  let subject: string;
  let heading: string;
  let lines: string[];
  const times = [
    ...(warning.from ? [t('alertStarts', { time: warning.from })] : []),
    ...(warning.until ? [t('alertUntil', { time: warning.until })] : []),
  ].join('\n');
  if (kind === 'all_clear') {
    subject = t('alertAllClear', { event });
    heading = subject;
    lines = [
      ended === 'cancel' ? t('alertCancelled', { title, area, sender }) : t('alertExpired', { title, area }),
      t('alertStayCareful'),
    ];
  } else {
    subject = t('alertSubject', { update: kind === 'update', title });
    heading = title;
    lines = [
      kind === 'update' ? t('alertUpdated') : t('alertNew'),
      ...(sender ? [t('alertIssuedBy', { sender })] : []),
      t('alertArea', { area }),
      ...(times ? [times] : []),
      ...(warning.instruction ? [t('alertWhatToDo'), ...paragraphsOf(warning.instruction)] : []),
      ...(warning.description ? [t('alertWhatIsHappening'), ...paragraphsOf(warning.description)] : []),
    ];
  }
  return {
    to,
    subject,
    link: url,
    text: `${lines.join('\n\n')}\n\n${t('alertLinkLabel')}\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(
      t,
      locale,
      heading,
      lines.flatMap((l) => l.split('\n')),
      { label: t('alertButton'), url },
      t('alertFooter'),
    ),
  };
}

/**
 * An administrator's invitation (decision 284): the single-use link lets this address create an
 * account whatever the server's sign-up policy, for `days` days.
 */
export function adminInvitationEmail(to: string, url: string, days: number, locale: Locale): MailMessage {
  const t = mailMessages(locale);
  const lines = [t('adminInviteIntro'), t('adminInviteLinkDays', { days }), t('adminInviteIgnore')];
  return {
    to,
    subject: t('adminInviteSubject'),
    link: url,
    text: `${lines.join('\n\n')}\n\n${t('adminInviteLinkLabel')}\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(t, locale, t('adminInviteHeading'), lines, { label: t('adminInviteButton'), url }, APP_NAME),
  };
}

/** The admin page's "Send a test email": proves the SMTP settings work end to end. */
export function testEmail(to: string, url: string, locale: Locale): MailMessage {
  const t = mailMessages(locale);
  const lines = [t('testLine')];
  return {
    to,
    subject: t('testSubject'),
    text: `${lines.join('\n\n')}\n\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(t, locale, t('testHeading'), lines, { label: t('testButton'), url }, APP_NAME),
  };
}
