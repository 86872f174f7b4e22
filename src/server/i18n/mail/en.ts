/**
 * The emails' texts in English (issue 43, decision 0333): today's texts word for word. Dates are
 * written as they always were ("12 March 2026", the same on every server); the other locales
 * write them through Intl (formatsFor).
 */
import { APP_NAME } from '@shared/constants/app';
import type { Formats } from '@shared/i18n/format';
import { MONTH_NAMES } from '@shared/month-names';

/** 2026-03-12 -> "12 March 2026" (no locale data needed, the same on every server). */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

export const en = {
  // --- Every email ---
  /** A person's name in a sentence when the row holds none that can be shown. */
  nobody: 'Operative',
  /** The first line; `name` null when the row holds none that can be shown. */
  greeting: (p: { name: string | null }) => `Operative ${p.name ?? 'Operative'},`,
  masthead: `${APP_NAME.toUpperCase()} // SECURE TRANSMISSION`,
  buttonFallback: 'If the button does not work, paste this link into your browser:',
  tagline: `${APP_NAME}: hold fast when it counts.`,

  // --- Verification (sign-up) ---
  verifySubject: `Confirm your email for ${APP_NAME}`,
  verifyIntro: `You asked to join the ${APP_NAME} squad. Confirm this email address to activate your command center. The link works for 24 hours.`,
  verifyIgnore: 'If you did not sign up, ignore this message and no account will be activated.',
  verifyLinkLabel: 'Confirm your email:',
  verifyHeading: 'Confirm your email',
  verifyButton: 'CONFIRM EMAIL',

  // --- Password reset ---
  resetSubject: `Reset your ${APP_NAME} password`,
  resetIntro: `Someone (hopefully you) asked to reset the password of your ${APP_NAME} account. The link works for one hour and once only. Resetting signs out every device.`,
  resetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  resetLinkLabel: 'Choose a new password:',
  resetHeading: 'Reset your password',
  resetButton: 'CHOOSE A NEW PASSWORD',

  // --- Email change: to the new address, and the notice to the old one ---
  changeSubject: `Confirm your new email for ${APP_NAME}`,
  changeIntro: `You asked to use this address for your ${APP_NAME} account. Confirm it to make the change: until then, your account keeps its old address. The link works for 24 hours.`,
  changeIgnore: 'If you did not ask for this, ignore this message and nothing changes.',
  changeLinkLabel: 'Confirm your new email:',
  changeHeading: 'Confirm your new email',
  changeButton: 'CONFIRM NEW EMAIL',
  noticeSubject: `Your ${APP_NAME} email is changing`,
  noticeIntro: (p: { newEmail: string }) =>
    `Your ${APP_NAME} email is changing to ${p.newEmail}. The change happens when the link we sent to that address is followed.`,
  noticeWarning: `If this wasn't you, someone may know your password: sign in, change your password (it signs out every other device) and check your sessions on your profile settings. If you cannot sign in, reset your password from the sign-in page.`,
  noticeLinkLabel: 'Your profile settings:',
  noticeHeading: 'Your email is changing',
  noticeButton: 'OPEN PROFILE SETTINGS',

  // --- Household invitation ---
  inviteIntro: (p: { inviter: string; editor: boolean }) =>
    `${p.inviter} invited you to their household on ${APP_NAME} as ${p.editor ? 'an editor' : 'a viewer'}.`,
  inviteEditor:
    'Members of a household share one set of supplies, one readiness figure and one family emergency plan. As an editor you can change them.',
  inviteViewer:
    'Members of a household share one set of supplies, one readiness figure and one family emergency plan. As a viewer you can see them.',
  inviteLinkDays: (p: { days: number }) =>
    `The link works for ${p.days} days and once only. No account yet? Create one with this email address through the link.`,
  inviteIgnore: 'If you do not know this person, ignore this message.',
  inviteSubject: `You're invited to a household on ${APP_NAME}`,
  inviteLinkLabel: 'Join the household:',
  inviteHeading: 'Join a household',
  inviteButton: 'JOIN THE HOUSEHOLD',

  // --- Expiry reminders (the short notice and the weekly digest) ---
  batchItem: (p: { name: string; quantity: number | null; unit: string | null }) =>
    `${p.name}: ${p.quantity} ${p.unit}`,
  kitItem: (p: { name: string; kitName: string | null }) => `${p.name} (kit: ${p.kitName})`,
  expiredOn: (p: { what: string; day: string }) => `${p.what}, expired on ${longDate(p.day)}`,
  expiresToday: (p: { what: string }) => `${p.what}, expires today`,
  expiresOn: (p: { what: string; day: string }) => `${p.what}, expires on ${longDate(p.day)}`,
  openSupplies: 'Open your supplies',
  openKit: (p: { kitName: string }) => `Open the kit ${p.kitName}`,
  yourReadiness: 'Your readiness',
  remindersFooter: `You get these because expiry reminders are on in your ${APP_NAME} profile settings.`,
  unsubscribe: 'Unsubscribe',
  unsubscribeLink: 'Unsubscribe from expiry reminders',
  readinessButton: 'CHECK YOUR READINESS',
  soonSubjectToday: (p: { name: string }) => `${APP_NAME}: ${p.name} expires today`,
  /** The day without its year: "on 12 March". */
  soonSubjectOn: (p: { name: string; day: string }) =>
    `${APP_NAME}: ${p.name} expires on ${longDate(p.day).replace(/ \d+$/, '')}`,
  soonSubjectMany: (p: { count: number; days: number }, f: Formats) =>
    `${APP_NAME}: ${f.plural(p.count, { one: '# supply expires', other: '# supplies expire' })} within ${p.days} days`,
  soonHeading: 'Use or replace these soon',
  expiringWithin: (p: { days: number }) => `Expiring within ${p.days} days:`,
  digestExpired: (p: { count: number }, f: Formats) =>
    f.plural(p.count, { one: '# supply', other: '# supplies' }) + ' expired',
  digestSoon: (p: { count: number }, f: Formats) =>
    `${f.plural(p.count, { one: '# supply expires', other: '# supplies expire' })} soon`,
  digestSubject: (p: { parts: string[] }) => `${APP_NAME}: ${p.parts.join(', ')}`,
  digestExpiredIntro: 'Expired:',
  digestHeading: 'Your weekly expiry check',

  // --- Practice-plan reminder ---
  practiceSubject: `${APP_NAME}: time to practise your family emergency plan`,
  practiceLast: (p: { day: string }) => `You last practised it on ${longDate(p.day)}.`,
  practiceNever: 'You have not recorded a drill yet.',
  practiceStepText: 'Everyone texts the out-of-town contact.',
  practiceStepWalk: 'Walk to the meeting places, the nearest one first.',
  practiceStepCards: 'Check that each wallet card and the copy on the fridge are still right.',
  practiceIntro: (p: { last: string }) => `Practise your family emergency plan twice a year. ${p.last}`,
  practiceRecord: 'Then record the drill',
  practicePlan: 'Your family plan',
  practiceHeading: 'Practise your family plan',
  practiceButton: 'OPEN THE FAMILY PLAN',

  // --- The last owner deleted their account ---
  ownerGoneIntro: (p: { departed: string }) =>
    `${p.departed}, the last owner of your ${APP_NAME} household, deleted their account.`,
  ownerGoneViewers:
    "Only viewers are left, so no one can change the household's supplies, readiness or family plan any more. Everything stays as it is and you can still see it.",
  ownerGoneLeave: 'To keep supplies you can change, leave the household on its page: you get a household of your own.',
  ownerGoneYou:
    'You were its longest-standing editor, so you are now its owner: you manage its members, their roles and invitations.',
  ownerGoneOther: (p: { name: string }) =>
    `${p.name}, its longest-standing editor, is now its owner and manages its members, their roles and invitations.`,
  ownerGoneSubjectNobody: `No one can change your ${APP_NAME} household now`,
  ownerGoneSubjectYou: `You are now the owner of your ${APP_NAME} household`,
  ownerGoneSubjectOther: `Your ${APP_NAME} household has a new owner`,
  ownerGoneLinkLabel: 'Your household:',
  ownerGoneHeadingNew: 'A new owner',
  ownerGoneHeadingNobody: 'No one can change it now',
  ownerGoneButton: 'OPEN YOUR HOUSEHOLD',

  // --- Emergency mode ---
  incidentPracticeLine: 'Practice: this is a drill, nothing is happening. Check in as you would for real.',
  incidentStartedSubject: (p: { practice: boolean; event: string }) =>
    `${p.practice ? 'Practice: emergency' : 'Emergency'} mode started in your ${APP_NAME} household (${p.event})`,
  incidentStartedHeading: (p: { practice: boolean; event: string }) =>
    p.practice ? `Practice: ${p.event}` : `Emergency: ${p.event}`,
  incidentStarted: (p: { actor: string; practice: boolean; event: string }) =>
    `${p.actor} started ${p.practice ? 'a practice of ' : ''}emergency mode for your household: ${p.event}.`,
  incidentCheckIn: 'Open the emergency screen to check in ("I\'m safe" or "I need help") and to see who is safe.',
  incidentEndedSubject: (p: { practice: boolean; event: string }) =>
    `${p.practice ? 'Practice: emergency' : 'Emergency'} mode ended in your ${APP_NAME} household (${p.event})`,
  incidentEndedHeading: (p: { practice: boolean }) => (p.practice ? 'Practice ended' : 'Emergency mode ended'),
  incidentEnded: (p: { actor: string; practice: boolean; event: string }) =>
    `${p.actor} ended ${p.practice ? 'the practice of ' : ''}emergency mode (${p.event}).`,
  incidentDrill: (p: { note: string }) => `It is recorded as a drill. ${p.note}.`,
  incidentHistory: "The check-ins stay on the emergency screen as the household's history.",
  incidentHelpSubject: (p: { practice: boolean }) =>
    `${p.practice ? 'Practice: someone' : 'Someone'} in your ${APP_NAME} household needs help`,
  incidentHelpHeading: (p: { practice: boolean }) => (p.practice ? 'Practice: help needed' : 'Help needed'),
  incidentHelp: (p: { subject: string; reporter: string | null }) =>
    `${p.subject} needs help${p.reporter ? ` (sent by ${p.reporter})` : ''}.`,
  incidentNote: (p: { note: string }) => `Note: ${p.note}`,
  incidentSee: 'Open the emergency screen to see where they are, if they shared it, and to check in.',
  incidentLinkLabel: 'The emergency screen:',
  incidentButton: 'OPEN THE EMERGENCY SCREEN',

  // --- Official warnings ---
  alertYourArea: 'your area',
  alertStarts: (p: { time: string }) => `Starts: ${p.time}`,
  alertUntil: (p: { time: string }) => `Until: ${p.time}`,
  alertAllClear: (p: { event: string }) => `All clear: ${p.event}`,
  alertCancelled: (p: { title: string; area: string; sender: string | null }) =>
    `The official warning "${p.title}" for ${p.area} was cancelled${p.sender ? ` by ${p.sender}` : ''}.`,
  alertExpired: (p: { title: string; area: string }) => `The official warning "${p.title}" for ${p.area} has expired.`,
  alertStayCareful: 'Follow what local authorities say: they may still ask you to stay careful.',
  alertSubject: (p: { update: boolean; title: string }) => `${p.update ? 'Warning updated' : 'Warning'}: ${p.title}`,
  alertUpdated: 'An official warning for a place your household watches is now more serious.',
  alertNew: 'An official warning covers a place your household watches.',
  alertIssuedBy: (p: { sender: string }) => `Issued by: ${p.sender}`,
  alertArea: (p: { area: string }) => `Area: ${p.area}`,
  alertWhatToDo: 'What to do:',
  alertWhatIsHappening: 'What is happening:',
  alertLinkLabel: "Your household's warnings:",
  alertButton: 'OPEN THE WARNINGS',
  alertFooter: `${APP_NAME} passes on official warnings as their senders wrote them.`,

  // --- Administration ---
  adminInviteIntro: `You are invited to create an account on this ${APP_NAME} server, where families keep their emergency plans and supplies.`,
  adminInviteLinkDays: (p: { days: number }) =>
    `The link works for ${p.days} days and once only. Create your account with this email address.`,
  adminInviteIgnore: 'If you did not expect this, ignore this message.',
  adminInviteSubject: `You're invited to ${APP_NAME}`,
  adminInviteLinkLabel: 'Create your account:',
  adminInviteHeading: 'You are invited',
  adminInviteButton: 'CREATE YOUR ACCOUNT',
  testLine: `This is a test email from your ${APP_NAME} server. If you can read it, mail works.`,
  testSubject: `${APP_NAME} test email`,
  testHeading: 'Mail works',
  testButton: 'OPEN HOLDFAST',
};
