/** The emails Holdfast sends, in plain text and HTML, in the product's voice. */
import { html } from 'hono/html';
import { unwrapWarningText } from '@shared/alerts/text';
import { APP_NAME } from '@shared/constants/app';
import { MONTH_NAMES } from '@shared/month-names';
import { cleanName } from '@shared/names';
import type { MailMessage } from './mailer';

/**
 * A person's name in an email: one line, no control, bidi or zero-width characters (decision
 * 0260), whatever the row holds. Names never go in a subject, where a stranger's chosen text
 * would be the first thing read.
 */
const named = (name: string) => cleanName(name) || 'Operative';

/**
 * Hono's `html` tag escapes every interpolated value (& < > " '); nested `html` pieces (the
 * paragraphs) are kept as they are. Nothing here is asynchronous, so the result is a string.
 */
function layout(
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
        <a href="${extra.unsubscribeUrl}" style="color:#8f8b74">Unsubscribe from expiry reminders</a>
      </p>`
    : '';
  return html`<!doctype html>
    <html>
      <body style="margin:0;background:#1b1f14;color:#e9e5cf;font-family:Arial,Helvetica,sans-serif">
        <div style="max-width:560px;margin:0 auto;padding:32px 24px">
          <p style="font-family:Consolas,monospace;letter-spacing:3px;color:#f2a93b;font-size:12px;margin:0 0 8px">
            ${APP_NAME.toUpperCase()} // SECURE TRANSMISSION
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
            If the button does not work, paste this link into your browser:<br /><span style="word-break:break-all"
              >${button.url}</span
            >
          </p>
          <p style="margin:24px 0 0;font-size:12px;color:#8f8b74">${footer}</p>
          ${unsubscribe}
        </div>
      </body>
    </html>`.toString();
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const greeting = `Operative ${named(name)},`;
  const lines = [
    greeting,
    `You asked to join the ${APP_NAME} squad. Confirm this email address to activate your command center. The link works for 24 hours.`,
    'If you did not sign up, ignore this message and no account will be activated.',
  ];
  return {
    to,
    subject: `Confirm your email for ${APP_NAME}`,
    link: url,
    text: `${lines.join('\n\n')}\n\nConfirm your email:\n${url}\n\n— ${APP_NAME}: hold fast when it counts.\n`,
    html: layout(
      'Confirm your email',
      lines,
      { label: 'CONFIRM EMAIL', url },
      `${APP_NAME}: hold fast when it counts.`,
    ),
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Operative ${named(name)},`,
    `Someone (hopefully you) asked to reset the password of your ${APP_NAME} account. The link works for one hour and once only. Resetting signs out every device.`,
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${APP_NAME} password`,
    link: url,
    text: `${lines.join('\n\n')}\n\nChoose a new password:\n${url}\n\n— ${APP_NAME}\n`,
    html: layout('Reset your password', lines, { label: 'CHOOSE A NEW PASSWORD', url }, APP_NAME),
  };
}

/**
 * To the NEW address when a user asks to change their email (decision 0285): the email changes
 * only when this link is followed. The address is the user's own typing: it goes in the body
 * as text, never in the subject.
 */
export function emailChangeConfirmationEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Operative ${named(name)},`,
    `You asked to use this address for your ${APP_NAME} account. Confirm it to make the change: until then, your account keeps its old address. The link works for 24 hours.`,
    'If you did not ask for this, ignore this message and nothing changes.',
  ];
  return {
    to,
    subject: `Confirm your new email for ${APP_NAME}`,
    link: url,
    text: `${lines.join('\n\n')}\n\nConfirm your new email:\n${url}\n\n— ${APP_NAME}\n`,
    html: layout('Confirm your new email', lines, { label: 'CONFIRM NEW EMAIL', url }, APP_NAME),
  };
}

/**
 * To the OLD address at the same time: the account's email is about to change. Whoever holds
 * the session can ask, so the owner hears of it where they still read their mail.
 */
export function emailChangeNoticeEmail(to: string, name: string, newEmail: string, settingsUrl: string): MailMessage {
  const lines = [
    `Operative ${named(name)},`,
    `Your ${APP_NAME} email is changing to ${newEmail}. The change happens when the link we sent to that address is followed.`,
    `If this wasn't you, someone may know your password: sign in, change your password (it signs out every other device) and check your sessions on your profile settings. If you cannot sign in, reset your password from the sign-in page.`,
  ];
  return {
    to,
    subject: `Your ${APP_NAME} email is changing`,
    link: settingsUrl,
    text: `${lines.join('\n\n')}\n\nYour profile settings:\n${settingsUrl}\n\n— ${APP_NAME}\n`,
    html: layout('Your email is changing', lines, { label: 'OPEN PROFILE SETTINGS', url: settingsUrl }, APP_NAME),
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
): MailMessage {
  const lines = [
    `${named(inviter)} invited you to their household on ${APP_NAME} as ${role === 'editor' ? 'an editor' : 'a viewer'}.`,
    role === 'editor'
      ? 'Members of a household share one set of supplies, one readiness figure and one family emergency plan. As an editor you can change them.'
      : 'Members of a household share one set of supplies, one readiness figure and one family emergency plan. As a viewer you can see them.',
    `The link works for ${days} days and once only. No account yet? Create one with this email address through the link.`,
    'If you do not know this person, ignore this message.',
  ];
  return {
    to,
    subject: `You're invited to a household on ${APP_NAME}`,
    link: url,
    text: `${lines.join('\n\n')}\n\nJoin the household:\n${url}\n\n— ${APP_NAME}\n`,
    html: layout('Join a household', lines, { label: 'JOIN THE HOUSEHOLD', url }, APP_NAME),
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

/** 2026-03-12 -> "12 March 2026" (no locale data needed, the same on every server). */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

function itemLine(item: ReminderItem, today: string, expired: boolean): string {
  const what =
    item.kind === 'batch' ? `${item.name}: ${item.quantity} ${item.unit}` : `${item.name} (kit: ${item.kitName})`;
  if (expired) return `${what}, expired on ${longDate(item.expiresOn)}`;
  return `${what}, expires ${item.expiresOn === today ? 'today' : `on ${longDate(item.expiresOn)}`}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface ReminderContext {
  to: string;
  name: string;
  /** YYYY-MM-DD, the server's today (UTC). */
  today: string;
  publicUrl: string;
  /** The SPA page (/unsubscribe/TOKEN) and the RFC 8058 one-click API endpoint. */
  unsubscribePageUrl: string;
  unsubscribePostUrl: string;
}

function reminderMessage(
  ctx: ReminderContext,
  subject: string,
  heading: string,
  sections: { intro: string; lines: string[] }[],
  items: ReminderItem[],
): MailMessage {
  const readinessUrl = `${ctx.publicUrl}/readiness`;
  const links = items.some((i) => i.kind === 'batch')
    ? [{ label: 'Open your supplies', url: `${ctx.publicUrl}/resource-tracker` }]
    : [];
  const kitIds = [...new Set(items.filter((i) => i.kitId).map((i) => i.kitId!))];
  for (const kitId of kitIds) {
    const kitName = items.find((i) => i.kitId === kitId)!.kitName!;
    links.push({ label: `Open the kit ${kitName}`, url: `${ctx.publicUrl}/kits/${kitId}` });
  }
  const greeting = `Operative ${named(ctx.name)},`;
  const footer = `You get these because expiry reminders are on in your ${APP_NAME} profile settings.`;
  const textSections = sections.map((s) => `${s.intro}\n${s.lines.map((l) => `- ${l}`).join('\n')}`);
  const text = [
    greeting,
    ...textSections,
    links.map((l) => `${l.label}: ${l.url}`).join('\n'),
    `Your readiness: ${readinessUrl}`,
    `${footer}\nUnsubscribe: ${ctx.unsubscribePageUrl}`,
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
    html: layout(heading, paragraphs, { label: 'CHECK YOUR READINESS', url: readinessUrl }, footer, {
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
  const subject =
    items.length === 1
      ? `${APP_NAME}: ${items[0]!.name} expires ${items[0]!.expiresOn === ctx.today ? 'today' : `on ${longDate(items[0]!.expiresOn).replace(/ \d+$/, '')}`}`
      : `${APP_NAME}: ${plural(items.length, 'supply expires', 'supplies expire')} within ${soonDays} days`;
  return reminderMessage(
    ctx,
    subject,
    'Use or replace these soon',
    [
      {
        intro: `Expiring within ${soonDays} days:`,
        lines: items.map((i) => itemLine(i, ctx.today, false)),
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
  const parts = [
    ...(expiredItems.length ? [`${plural(expiredItems.length, 'supply', 'supplies')} expired`] : []),
    ...(windowItems.length ? [`${plural(windowItems.length, 'supply expires', 'supplies expire')} soon`] : []),
  ];
  const sections = [
    ...(expiredItems.length
      ? [{ intro: 'Expired:', lines: expiredItems.map((i) => itemLine(i, ctx.today, true)) }]
      : []),
    ...(windowItems.length
      ? [{ intro: `Expiring within ${windowDays} days:`, lines: windowItems.map((i) => itemLine(i, ctx.today, false)) }]
      : []),
  ];
  return reminderMessage(ctx, `${APP_NAME}: ${parts.join(', ')}`, 'Your weekly expiry check', sections, [
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
  const subject = `${APP_NAME}: time to practise your family emergency plan`;
  const last = lastPracticedOn
    ? `You last practised it on ${longDate(lastPracticedOn)}.`
    : 'You have not recorded a drill yet.';
  const steps = [
    'Everyone texts the out-of-town contact.',
    'Walk to the meeting places, the nearest one first.',
    'Check that each wallet card and the copy on the fridge are still right.',
  ];
  const greeting = `Operative ${named(ctx.name)},`;
  const footer = `You get these because expiry reminders are on in your ${APP_NAME} profile settings.`;
  const text = [
    greeting,
    `Practise your family emergency plan twice a year. ${last}`,
    steps.map((s) => `- ${s}`).join('\n'),
    `Then record the drill: ${drillsUrl}`,
    `Your family plan: ${planUrl}`,
    `${footer}\nUnsubscribe: ${ctx.unsubscribePageUrl}`,
  ].join('\n\n');
  return {
    to: ctx.to,
    subject,
    link: planUrl,
    text: `${text}\n`,
    html: layout(
      'Practise your family plan',
      [greeting, `Practise your family emergency plan twice a year. ${last}`],
      { label: 'OPEN THE FAMILY PLAN', url: planUrl },
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
): MailMessage {
  const first = `${what.departed}, the last owner of your ${APP_NAME} household, deleted their account.`;
  const lines = !what.newOwner
    ? [
        first,
        "Only viewers are left, so no one can change the household's supplies, readiness or family plan any more. Everything stays as it is and you can still see it.",
        'To keep supplies you can change, leave the household on its page: you get a household of your own.',
      ]
    : what.newOwner.isYou
      ? [
          first,
          'You were its longest-standing editor, so you are now its owner: you manage its members, their roles and invitations.',
        ]
      : [
          first,
          `${what.newOwner.name}, its longest-standing editor, is now its owner and manages its members, their roles and invitations.`,
        ];
  const subject = !what.newOwner
    ? `No one can change your ${APP_NAME} household now`
    : what.newOwner.isYou
      ? `You are now the owner of your ${APP_NAME} household`
      : `Your ${APP_NAME} household has a new owner`;
  return {
    to,
    subject,
    link: what.url,
    text: `${lines.join('\n\n')}\n\nYour household:\n${what.url}\n\n— ${APP_NAME}\n`,
    html: layout(
      what.newOwner ? 'A new owner' : 'No one can change it now',
      lines,
      { label: 'OPEN YOUR HOUSEHOLD', url: what.url },
      APP_NAME,
    ),
  };
}

/** What happened in a household's emergency (issue 37), as emailed to its other members. */
export type IncidentMailEvent =
  | { kind: 'started'; eventLabel: string; practice: boolean; actor: string }
  | { kind: 'ended'; eventLabel: string; practice: boolean; actor: string; drillNote: string | null }
  | {
      kind: 'help';
      eventLabel: string;
      practice: boolean;
      subject: string;
      reporter: string | null;
      note: string | null;
    };

/**
 * Emergency mode's emails (docs/product.md#emergency-mode): started, ended, and "I need help".
 * A practice says "Practice" in the subject and the body. Subjects name nobody (decision 0260).
 */
export function incidentEmail(to: string, event: IncidentMailEvent, url: string): MailMessage {
  const practiceLine = 'Practice: this is a drill, nothing is happening. Check in as you would for real.';
  const practiceTag = event.practice ? 'Practice: ' : '';
  let subject: string;
  let heading: string;
  let lines: string[];
  switch (event.kind) {
    case 'started':
      subject = `${practiceTag}emergency mode started in your ${APP_NAME} household (${event.eventLabel})`;
      heading = event.practice ? `Practice: ${event.eventLabel}` : `Emergency: ${event.eventLabel}`;
      lines = [
        `${named(event.actor)} started ${event.practice ? 'a practice of ' : ''}emergency mode for your household: ${event.eventLabel}.`,
        ...(event.practice ? [practiceLine] : []),
        'Open the emergency screen to check in ("I\'m safe" or "I need help") and to see who is safe.',
      ];
      break;
    case 'ended':
      subject = `${practiceTag}emergency mode ended in your ${APP_NAME} household (${event.eventLabel})`;
      heading = event.practice ? 'Practice ended' : 'Emergency mode ended';
      lines = [
        `${named(event.actor)} ended ${event.practice ? 'the practice of ' : ''}emergency mode (${event.eventLabel}).`,
        ...(event.practice && event.drillNote ? [`It is recorded as a drill. ${event.drillNote}.`] : []),
        "The check-ins stay on the emergency screen as the household's history.",
      ];
      break;
    case 'help':
      subject = `${practiceTag}someone in your ${APP_NAME} household needs help`;
      heading = event.practice ? 'Practice: help needed' : 'Help needed';
      lines = [
        `${named(event.subject)} needs help${event.reporter ? ` (sent by ${named(event.reporter)})` : ''}.`,
        ...(event.note ? [`Note: ${event.note}`] : []),
        ...(event.practice ? [practiceLine] : []),
        'Open the emergency screen to see where they are, if they shared it, and to check in.',
      ];
      break;
  }
  return {
    to,
    subject: subject.charAt(0).toUpperCase() + subject.slice(1),
    link: url,
    text: `${lines.join('\n\n')}\n\nThe emergency screen:\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(heading, lines, { label: 'OPEN THE EMERGENCY SCREEN', url }, APP_NAME),
  };
}

/** An official warning (issue 38) as emailed to a member: one info's texts, already chosen. */
export interface AlertMailWarning {
  event: string;
  headline: string | null;
  senderName: string | null;
  areaDesc: string;
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
): MailMessage {
  const title = subjectText(warning.headline || warning.event);
  const event = subjectText(warning.event);
  const sender = warning.senderName?.trim() || null;
  let subject: string;
  let heading: string;
  let lines: string[];
  const times = [
    ...(warning.from ? [`Starts: ${warning.from}`] : []),
    ...(warning.until ? [`Until: ${warning.until}`] : []),
  ].join('\n');
  if (kind === 'all_clear') {
    subject = `All clear: ${event}`;
    heading = `All clear: ${event}`;
    lines = [
      ended === 'cancel'
        ? `The official warning "${title}" for ${warning.areaDesc} was cancelled${sender ? ` by ${sender}` : ''}.`
        : `The official warning "${title}" for ${warning.areaDesc} has expired.`,
      'Follow what local authorities say: they may still ask you to stay careful.',
    ];
  } else {
    subject = `${kind === 'update' ? 'Warning updated' : 'Warning'}: ${title}`;
    heading = title;
    lines = [
      `${kind === 'update' ? 'An official warning for a place your household watches is now more serious.' : 'An official warning covers a place your household watches.'}`,
      ...(sender ? [`Issued by: ${sender}`] : []),
      `Area: ${warning.areaDesc}`,
      ...(times ? [times] : []),
      ...(warning.instruction ? ['What to do:', ...paragraphsOf(warning.instruction)] : []),
      ...(warning.description ? ['What is happening:', ...paragraphsOf(warning.description)] : []),
    ];
  }
  return {
    to,
    subject,
    link: url,
    text: `${lines.join('\n\n')}\n\nYour household's warnings:\n${url}\n\n— ${APP_NAME}\n`,
    html: layout(
      heading,
      lines.flatMap((l) => l.split('\n')),
      { label: 'OPEN THE WARNINGS', url },
      `${APP_NAME} passes on official warnings as their senders wrote them.`,
    ),
  };
}

/**
 * An administrator's invitation (decision 284): the single-use link lets this address create an
 * account whatever the server's sign-up policy, for `days` days.
 */
export function adminInvitationEmail(to: string, url: string, days: number): MailMessage {
  const lines = [
    `You are invited to create an account on this ${APP_NAME} server, where families keep their emergency plans and supplies.`,
    `The link works for ${days} days and once only. Create your account with this email address.`,
    'If you did not expect this, ignore this message.',
  ];
  return {
    to,
    subject: `You're invited to ${APP_NAME}`,
    link: url,
    text: `${lines.join('\n\n')}\n\nCreate your account:\n${url}\n\n— ${APP_NAME}\n`,
    html: layout('You are invited', lines, { label: 'CREATE YOUR ACCOUNT', url }, APP_NAME),
  };
}

/** The admin page's "Send a test email": proves the SMTP settings work end to end. */
export function testEmail(to: string, url: string): MailMessage {
  const lines = [`This is a test email from your ${APP_NAME} server. If you can read it, mail works.`];
  return {
    to,
    subject: `${APP_NAME} test email`,
    text: `${lines.join('\n\n')}\n\n${url}\n\n— ${APP_NAME}\n`,
    html: layout('Mail works', lines, { label: 'OPEN HOLDFAST', url }, APP_NAME),
  };
}
