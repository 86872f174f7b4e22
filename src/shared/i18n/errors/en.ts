/**
 * The messages the server sends and the shared schemas' own messages, keyed by a stable code
 * (decision 0353). `en` is today's English word for word, built from the constants where the code
 * has them, so a text is never written twice. Only zod-free modules are imported: a German page
 * loads this catalogue in its lazy chunk, and zod must not ride along.
 *
 * The `zod.*` entries are the checks our schemas make without a message of their own (decision
 * 0354). An English reader keeps zod's own words ("Too small: expected string to have >=1
 * characters"): nothing is translated for `en`. These entries are the plain wording `en-x-plain`
 * shows, and the type the translations follow.
 */
import { ACCOUNT_MESSAGES, PASSKEY_MESSAGES, TWO_FACTOR_MESSAGES } from '../../account/messages';
import { ALERT_SETTINGS_MESSAGES } from '../../alerts/settings-rules';
import { MESSAGES as AUTH_MESSAGES } from '../../auth/rules';
import { SIGNUP_MESSAGES } from '../../auth/signup-policy';
import { LIMIT_MESSAGES } from '../../constants/limits';
import { PLACE_MESSAGES } from '../../households/place-limits';
import { HOUSEHOLD_MESSAGES } from '../../households/roles';
import { PROFILE_MESSAGES } from '../../profile/messages';
import { TEXT_MESSAGES } from '../../storable-text';
import { EXPIRY_MESSAGES } from '../../supplies/expiry';
import { REMINDER_MESSAGES } from '../../supplies/reminder-messages';
import { VISIBILITY_MESSAGES } from '../../visibility/labels';
import type { Formats } from '../format';
import { communityEn } from './features/community.en';
import { drillsEn } from './features/drills.en';
import { familyPlanEn } from './features/family-plan.en';
import { incidentsEn } from './features/incidents.en';
import { kitsEn } from './features/kits.en';
import { plansEn } from './features/plans.en';
import { readinessEn } from './features/readiness.en';
import { suppliesEn } from './features/supplies.en';

/** How long to wait, as the server counts it (rate-limit.ts `waitText`). */
export type Wait = { amount: number; unit: 'second' | 'minute' | 'hour' };
const waitEn = (w: Wait) => `${w.amount} ${w.unit}${w.amount === 1 ? '' : 's'}`;

export const en = {
  // The one error handler and the app's own answers (src/server/http, src/server/app.ts).
  'http.notFound': 'Not found',
  'http.unauthorized': 'Authentication required',
  'http.requestFailed': 'Request failed',
  'http.tooLarge': 'Request body is too large',
  'http.notJson': 'Request body is not valid JSON',
  'http.databaseDown': 'The database is not answering. Please try again shortly.',
  'http.busy': 'The server is busy. Please try again.',
  'http.internal': 'Something went wrong on our side. Please try again.',
  'http.crossSite': 'Cross-site request refused',
  'http.invalidInput': 'Invalid input',
  'http.noRoute': (p: { method: string; path: string }) => `No API route for ${p.method} ${p.path}`,
  'http.alreadyExists': 'This already exists',
  'http.referenceGone': 'Something this refers to does not exist any more',
  'http.valueNotAllowed': 'A value is missing or not allowed',
  'http.valueNotStorable': 'A value cannot be stored as given',
  'http.valueTooLarge': 'A value is too large',
  'http.cursor': LIMIT_MESSAGES.cursor,
  'http.cursorReload': 'This list position is not valid: reload the list.',
  'http.cursorInvalid': 'Invalid cursor',
  'http.liveUpdatesDown': 'Live updates are unavailable right now.',
  'http.streamsPerAccount': (p: { count: number }) => `At most ${p.count} live update streams per account are allowed.`,
  'http.streamsPerAddress': (p: { count: number }) => `At most ${p.count} live update streams per address are allowed.`,
  /** A refusal with a wait: "<reason> Please try again in 3 minutes." (the reason is translated on its own). */
  'http.tryAgainIn': (p: { reason: string; wait: Wait }) => `${p.reason} Please try again in ${waitEn(p.wait)}.`,
  'http.tooManyAttempts': 'Too many attempts.',
  'http.tooManyUploads': 'Too many image uploads.',

  // Sign-up, sign-in and the account forms (src/shared/auth/rules.ts, account routes).
  'auth.email': AUTH_MESSAGES.email,
  'auth.firstName': AUTH_MESSAGES.firstName,
  'auth.usernameMin': AUTH_MESSAGES.usernameMin,
  'auth.usernameChars': AUTH_MESSAGES.usernameChars,
  'auth.usernameMax': AUTH_MESSAGES.usernameMax,
  'auth.age': AUTH_MESSAGES.age,
  'auth.dateOfBirth': AUTH_MESSAGES.dateOfBirth,
  'auth.passwordMin': AUTH_MESSAGES.passwordMin,
  'auth.passwordRules': AUTH_MESSAGES.passwordRules,
  'auth.passwordMax': AUTH_MESSAGES.passwordMax,
  'auth.confirmPassword': AUTH_MESSAGES.confirmPassword,
  'auth.signInPasswordMin': AUTH_MESSAGES.signInPasswordMin,
  'auth.nameMax': AUTH_MESSAGES.nameMax,
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.accountExists': 'An account with this email already exists. Please sign in instead.',
  'auth.invalidToken': 'This reset link is invalid or has expired.',
  'auth.alreadyVerified': 'Your email address is already confirmed.',
  'auth.googleOff': 'Google sign-in is not configured on this server.',
  'auth.oidcOff': 'OpenID Connect sign-in is not configured on this server.',
  'auth.passwordsOff': (p: { providers: string[] }) =>
    `This server signs people in with ${p.providers.join(' or ')} only: passwords are turned off. Use the "Sign in with ${p.providers[0] ?? ''}" button.`,
  'signup.closed': SIGNUP_MESSAGES.closed,
  'signup.invite': SIGNUP_MESSAGES.invite,
  'signup.disabled': SIGNUP_MESSAGES.disabled,
  'signup.verifyEmail': SIGNUP_MESSAGES.verifyEmail,

  'account.currentPasswordRequired': ACCOUNT_MESSAGES.currentPasswordRequired,
  'account.wrongPassword': ACCOUNT_MESSAGES.wrongPassword,
  'account.samePassword': ACCOUNT_MESSAGES.samePassword,
  'account.sameEmail': ACCOUNT_MESSAGES.sameEmail,
  'account.emailTaken': ACCOUNT_MESSAGES.emailTaken,
  'account.noPassword': ACCOUNT_MESSAGES.noPassword,
  'account.thisSession': ACCOUNT_MESSAGES.thisSession,
  'account.noSuchSession': 'No such session',
  'account.locale': 'Choose one of the languages offered.',

  'twoFactor.codeRequired': TWO_FACTOR_MESSAGES.codeRequired,
  'twoFactor.codeFormat': TWO_FACTOR_MESSAGES.codeFormat,
  'twoFactor.recoveryRequired': TWO_FACTOR_MESSAGES.recoveryRequired,
  'twoFactor.wrongCode': TWO_FACTOR_MESSAGES.wrongCode,
  'twoFactor.wrongRecoveryCode': TWO_FACTOR_MESSAGES.wrongRecoveryCode,
  'twoFactor.expired': TWO_FACTOR_MESSAGES.expired,
  'twoFactor.locked': TWO_FACTOR_MESSAGES.locked,
  'twoFactor.alreadyOn': TWO_FACTOR_MESSAGES.alreadyOn,
  'twoFactor.notOn': TWO_FACTOR_MESSAGES.notOn,
  'twoFactor.notStarted': TWO_FACTOR_MESSAGES.notStarted,
  'twoFactor.adminRequired': TWO_FACTOR_MESSAGES.adminRequired,
  'twoFactor.adminRequiresOwn': TWO_FACTOR_MESSAGES.adminRequiresOwn,

  'passkey.nameRequired': PASSKEY_MESSAGES.nameRequired,
  'passkey.nameMax': PASSKEY_MESSAGES.nameMax,
  'passkey.notFresh': PASSKEY_MESSAGES.notFresh,
  'passkey.setupExpired': PASSKEY_MESSAGES.setupExpired,
  'passkey.notSaved': PASSKEY_MESSAGES.notSaved,
  'passkey.notFound': PASSKEY_MESSAGES.notFound,
  'passkey.signInFailed': PASSKEY_MESSAGES.signInFailed,
  'passkey.notVerified': PASSKEY_MESSAGES.notVerified,
  'passkey.otherAccount': PASSKEY_MESSAGES.otherAccount,
  'passkey.cancelled': PASSKEY_MESSAGES.cancelled,
  'passkey.unsupported': PASSKEY_MESSAGES.unsupported,
  'passkey.wrongAddress': PASSKEY_MESSAGES.wrongAddress,

  'profile.usernameTaken': PROFILE_MESSAGES.usernameTaken,
  'profile.deleteUsernameMismatch': PROFILE_MESSAGES.deleteUsernameMismatch,
  'profile.deleteNeedsFreshSignIn': (p: { provider: string }) =>
    PROFILE_MESSAGES.deleteNeedsFreshSignIn.replace('Google', p.provider),
  'profile.missing': 'No profile yet: complete your profile.',
  'profile.exists': 'Your profile already exists.',

  'reminders.choice': REMINDER_MESSAGES.reminders,
  'reminders.badLink': REMINDER_MESSAGES.badLink,
  'reminders.verifyFirst': REMINDER_MESSAGES.verifyFirst,
  'reminders.saved': REMINDER_MESSAGES.saved,
  'reminders.saveFailed': REMINDER_MESSAGES.saveFailed,
  'reminders.unsubscribed': REMINDER_MESSAGES.unsubscribed,
  'expiry.date': EXPIRY_MESSAGES.date,
  'expiry.window': EXPIRY_MESSAGES.window,

  'alerts.severity': ALERT_SETTINGS_MESSAGES.severity,
  'alerts.minute': ALERT_SETTINGS_MESSAGES.minute,
  'alerts.bothTimes': ALERT_SETTINGS_MESSAGES.bothTimes,
  'alerts.sameTimes': ALERT_SETTINGS_MESSAGES.sameTimes,
  'alerts.timeZone': ALERT_SETTINGS_MESSAGES.timeZone,
  'alerts.dateTime': 'Not a date and time with an offset',
  'alerts.saved': ALERT_SETTINGS_MESSAGES.saved,
  'alerts.saveFailed': ALERT_SETTINGS_MESSAGES.saveFailed,

  'household.notFound': 'Household not found',
  'household.email': HOUSEHOLD_MESSAGES.email,
  'household.role': HOUSEHOLD_MESSAGES.role,
  'household.inviteRole': HOUSEHOLD_MESSAGES.inviteRole,
  'household.viewerCannotEdit': HOUSEHOLD_MESSAGES.viewerCannotEdit,
  'household.ownerOnly': HOUSEHOLD_MESSAGES.ownerOnly,
  'household.lastOwner': HOUSEHOLD_MESSAGES.lastOwner,
  'household.alreadyMember': HOUSEHOLD_MESSAGES.alreadyMember,
  'household.alreadyInvited': HOUSEHOLD_MESSAGES.alreadyInvited,
  'household.tooManyMembers': HOUSEHOLD_MESSAGES.tooManyMembers,
  'household.tooManyInvitations': HOUSEHOLD_MESSAGES.tooManyInvitations,
  'household.accountInvitationsPerDay': HOUSEHOLD_MESSAGES.accountInvitationsPerDay,
  'household.householdInvitationsPerDay': HOUSEHOLD_MESSAGES.householdInvitationsPerDay,
  'household.invitationInvalid': HOUSEHOLD_MESSAGES.invitationInvalid,
  'household.invitationWrongAccount': HOUSEHOLD_MESSAGES.invitationWrongAccount,
  'household.joinChoice': HOUSEHOLD_MESSAGES.joinChoice,
  'household.suppliesStay': HOUSEHOLD_MESSAGES.suppliesStay,
  'household.verifyEmailFirst': HOUSEHOLD_MESSAGES.verifyEmailFirst,
  'household.noOneCanEdit': HOUSEHOLD_MESSAGES.noOneCanEdit,
  'household.removeSelf': HOUSEHOLD_MESSAGES.removeSelf,
  'household.alone': HOUSEHOLD_MESSAGES.alone,
  'household.invitationNotFound': 'Invitation not found',
  'household.memberNotFound': 'Member not found',

  'places.name': PLACE_MESSAGES.name,
  'places.country': PLACE_MESSAGES.country,
  'places.latitude': PLACE_MESSAGES.latitude,
  'places.longitude': PLACE_MESSAGES.longitude,
  'places.ars': PLACE_MESSAGES.ars,
  'places.arsOnlyGermany': PLACE_MESSAGES.arsOnlyGermany,
  'places.tooMany': PLACE_MESSAGES.tooMany,
  'places.notFound': PLACE_MESSAGES.notFound,

  // src/shared/push/schemas.ts loads zod, so its texts are written here; the unit test holds them equal.
  'push.endpoint': 'Not a push subscription address',
  'push.endpointHttps': 'A push subscription address must start with https:',
  'push.endpointLocal': 'A push subscription address must be a push service on the internet',
  'push.endpointLength': 'A push subscription address is at most 1024 characters',
  'push.p256dh': "Not the browser's push key (65 bytes, base64url)",
  'push.auth': "Not the browser's push secret (16 bytes, base64url)",
  'push.devices': 'Notifications are on for 20 devices already. Remove one to add this one.',
  'push.notFound': 'This device is not in your list.',

  'text.unstorable': TEXT_MESSAGES.unstorable,
  'text.uuid': TEXT_MESSAGES.uuid,
  'visibility.choice': VISIBILITY_MESSAGES.choice,
  'visibility.disagree': VISIBILITY_MESSAGES.disagree,
  'visibility.creatorOnly': VISIBILITY_MESSAGES.creatorOnly,

  'limits.kits': LIMIT_MESSAGES.kits,
  'limits.plans': LIMIT_MESSAGES.plans,
  'limits.kitItems': LIMIT_MESSAGES.kitItems,
  'limits.copyItems': LIMIT_MESSAGES.copyItems,
  'limits.supplies': LIMIT_MESSAGES.supplies,

  'items.kitNotFound': 'Kit not found',
  'items.itemNotFound': 'Item not found',
  'items.notYourKit': 'You do not have permission to edit this kit',
  'items.ownKit': 'You cannot acquire your own kit',
  'items.planNotFound': 'Plan not found',
  'items.notYourPlan': 'Access Denied: You can only edit your own plans',
  'items.ownPlan': 'You cannot acquire your own plan',
  'items.alreadyAcquired': 'Already acquired',
  'items.nothingToUpdate': 'Nothing to update',
  'items.resourceNotFound': 'Resource not found',
  'items.batchNotFound': 'Batch not found',
  'items.fileNotFound': 'File not found',
  'items.feedNotFound': 'Calendar feed not found',
  'items.incidentNotFound': 'Incident not found',
  'items.checkinNotFound': 'Check-in not found',

  'images.tooLarge': 'Image must be 5 MB or smaller',
  'images.missing': 'Choose an image to upload',
  'images.unsupported': 'The file must be a JPEG, PNG, WebP or GIF image',
  'images.unreadable': 'The image could not be read; the file may be damaged',
  'images.tooManyPixels': 'The image is too large (at most 40 megapixels)',
  'images.busy': 'The server is busy with other uploads. Please try again in a few seconds.',

  'admin.noSuchAccount': 'No such account',
  'admin.noAccountWithEmail': 'No account has this email address.',
  'admin.inviteExists': 'An account with this email already exists.',
  'admin.passwordResetOff':
    'Passwords are turned off on this server (OIDC_ONLY=1): people sign in with the sign-in provider, so there is no password to reset.',
  'admin.disableSelf': 'You cannot disable your own account.',
  'admin.deleteSelf': 'Delete your own account from your profile settings.',
  'admin.mailOff': 'Mail is off on this server: set SMTP_URL to send email.',
  'admin.signupPolicy': 'Choose open, invite or closed',

  // zod's own checks (decision 0354): plain words, for en-x-plain and as the translations' type.
  'zod.required': 'Fill this in',
  'zod.type': (p: { expected: string }) =>
    p.expected === 'number' || p.expected === 'int' ? 'Enter a number' : 'This value is not the right kind',
  'zod.textMin': (p: { minimum: number }, f: Formats) =>
    p.minimum <= 1
      ? 'Fill this in'
      : f.plural(p.minimum, { one: 'Enter at least # character', other: 'Enter at least # characters' }),
  'zod.textMax': (p: { maximum: number }, f: Formats) =>
    f.plural(p.maximum, { one: 'Enter at most # character', other: 'Enter at most # characters' }),
  'zod.textExact': (p: { length: number }, f: Formats) =>
    f.plural(p.length, { one: 'Enter exactly # character', other: 'Enter exactly # characters' }),
  'zod.numberMin': (p: { minimum: number; inclusive: boolean }, f: Formats) =>
    p.inclusive ? `Enter ${f.number(p.minimum, 6)} or more` : `Enter more than ${f.number(p.minimum, 6)}`,
  'zod.numberMax': (p: { maximum: number; inclusive: boolean }, f: Formats) =>
    p.inclusive ? `Enter ${f.number(p.maximum, 6)} or less` : `Enter less than ${f.number(p.maximum, 6)}`,
  'zod.listMin': (p: { minimum: number }, f: Formats) =>
    f.plural(p.minimum, { one: 'Add at least # entry', other: 'Add at least # entries' }),
  'zod.listMax': (p: { maximum: number }, f: Formats) =>
    f.plural(p.maximum, { one: 'At most # entry', other: 'At most # entries' }),
  'zod.int': 'Enter a whole number',
  'zod.email': 'Enter an email address like name@example.com',
  'zod.url': 'Enter a web address starting with https://',
  'zod.uuid': 'Not a valid id',
  'zod.dateTime': 'Not a date and time',
  'zod.date': 'Enter a date as YYYY-MM-DD',
  'zod.time': 'Enter a time as HH:MM',
  'zod.format': 'This is not in the expected form',
  'zod.choice': 'Choose one of the options offered',
  'zod.unknownFields': (p: { keys: string }) => `Fields this form does not have: ${p.keys}`,
  'zod.invalid': 'This value is not valid',
  // Each feature's own messages (features/*.en.ts).
  ...plansEn,
  ...drillsEn,
  ...familyPlanEn,
  ...readinessEn,
  ...suppliesEn,
  ...kitsEn,
  ...communityEn,
  ...incidentsEn,
};
