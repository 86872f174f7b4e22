/**
 * /admin in English, word for word as before issue 43 (decision 0355). The two-factor notice is the
 * server's own message (account/messages.ts), referenced, not copied. Figures (days, sizes, counts)
 * and dates come as parameters and are written by the page's formatters.
 */
import { TWO_FACTOR_MESSAGES } from '@shared/account/messages';
import type { Formats } from '@shared/i18n/format';

/** An audit line after its actor: `target` is the account acted on ('' if none), `policy` the sign-up policy's word. */
export interface AuditLine {
  target: string;
  policy: string;
}
const withTarget = (words: string) => (p: AuditLine) => (p.target ? `${words} ${p.target}` : words);

export const en = {
  // The page
  title: 'Administration',
  eyebrow: 'Administrators only',
  lead: 'Who may sign up, the accounts, and how the server is doing. Everything you do here is in the audit log.',
  back: 'Back to Dashboard',
  loading: 'Loading',
  loadingMore: 'Loading…',
  loadFailed: "Failed to Load the Server's Details",
  twoFactorFirst: 'Turn on two-factor sign-in first',
  twoFactorFirstText: TWO_FACTOR_MESSAGES.adminRequired,
  notSaved: 'Not saved',
  notDone: 'Not done',
  tryAgain: 'Please try again.',
  cancel: 'Cancel',
  never: 'Never',
  unknown: 'Unknown',
  /** A size: `n` is the number already written in the page's locale ("12.0", "12,0"). */
  'size.B': (p: { n: string }) => `${p.n} B`,
  'size.KB': (p: { n: string }) => `${p.n} KB`,
  'size.MB': (p: { n: string }) => `${p.n} MB`,
  'size.GB': (p: { n: string }) => `${p.n} GB`,

  // Anyone but an administrator: the app's usual 404
  'notFound.eyebrow': '404 // GRID SQUARE UNKNOWN',
  'notFound.title': 'Oops! Page not found',
  'notFound.before': 'Nothing is stationed at ',
  'notFound.after': '.',
  'notFound.home': 'Return to Home',

  // This server
  'server.title': 'This server',
  'server.status': 'Server status',
  'server.version': 'Version',
  'server.database': 'Database',
  'server.embedded': (p: { size: string }) => `Embedded PostgreSQL, ${p.size}`,
  'server.external': (p: { size: string }) => `External PostgreSQL (DATABASE_URL), ${p.size}`,
  'server.uploads': 'Uploads',
  'server.uploadsS3': 'In the S3 bucket (size not measured)',
  'server.uploadsLocal': (p: { size: string }) => `${p.size} on this server`,
  'server.jobs': 'Job queue',
  'server.jobCounts': (p: { pending: number; failed: number }, f: Formats) =>
    `${f.number(p.pending, 0)} waiting, ${f.number(p.failed, 0)} failed`,
  'server.lastReminder': 'Last expiry reminder',
  'server.noReminder': 'None sent yet',
  'server.mail': 'Mail',
  'server.mailOn': 'Configured (SMTP_URL)',
  'server.mailOff': 'Off: set SMTP_URL to send email. Links go to the server log; confirm accounts here instead.',
  'server.testEmail': 'Send a test email',
  'server.testEmailSent': 'Test email sent',
  'server.testEmailSentText': 'Check your inbox in a minute.',
  'server.testEmailFailed': 'Test email not sent',

  // Who may sign up
  'signup.title': 'Who may sign up',
  'signup.policy': 'Sign-up policy',
  'policy.open': 'Open',
  'policy.invite': 'By invitation',
  'policy.closed': 'Closed',
  'policyText.open': 'Anyone who finds this server can create an account.',
  'policyText.invite': "Only through a household owner's or an administrator's invitation link.",
  'policyText.closed': "Only through an administrator's invitation link.",
  /** `policy` is the SIGNUPS variable's value (open, invite, closed), as written in the server's settings. */
  'signup.fromEnv': (p: { policy: string }) => `This is the server's default (SIGNUPS=${p.policy}).`,
  'signup.chosen': (p: { policy: string }) => `Chosen here; the server's default is SIGNUPS=${p.policy}. `,
  'signup.useDefault': 'Use the default',
  'signup.saved': 'Sign-up policy saved',

  // Administrators' sign-in
  'twoFactor.title': "Administrators' sign-in",
  'twoFactor.status': 'Two-factor',
  'twoFactor.require': 'Require two-factor sign-in for administrators',
  'twoFactor.requireText':
    'An administrator without it is sent to turn it on before this page opens for them. Turn on your own first.',
  'twoFactor.required': 'Two-factor sign-in required for administrators',
  'twoFactor.notRequired': 'No longer required',

  // Accounts
  'users.title': 'Accounts',
  'users.search': 'Search accounts',
  'users.searchHint': 'By email address or name.',
  'users.loadFailed': (p: { message: string }) => `The accounts could not be loaded: ${p.message}`,
  'users.none': 'No account matches.',
  'users.confirmed': 'Confirmed',
  'users.notConfirmed': 'Not confirmed',
  'users.admin': 'Administrator',
  'users.disabled': 'Disabled',
  'users.name': 'Name: ',
  'users.noName': 'None given',
  'users.created': 'Created: ',
  'users.lastSignIn': 'Last sign-in: ',
  'users.household': 'Household: ',
  'users.noHousehold': 'None',
  /** A household has no name: its first owner's stands for it, with this account's role in it. */
  'users.householdOf': (p: { owner: string; role: string }) => `${p.owner}'s household (${p.role})`,
  'users.role.owner': 'owner',
  'users.role.editor': 'editor',
  'users.role.viewer': 'viewer',
  'users.twoFactor': 'Two-factor sign-in: ',
  'users.on': 'On',
  'users.off': 'Off',
  'users.more': 'Show more accounts',

  // Invite by email
  'invite.email': 'Invite by email',
  'invite.send': 'Send invitation',
  'invite.failed': 'Invitation not sent',
  'invite.sent': 'Invitation sent',
  'invite.sentText': (p: { email: string; days: number }, f: Formats) =>
    `${p.email} can create an account through the emailed link for ${f.plural(p.days, { one: '# day', other: '# days' })}.`,
  'invite.mailOff': 'Mail is off: the invitation link is in the server log.',

  // What an administrator can do to an account
  'action.confirmEmail': 'Confirm email',
  'action.sendReset': 'Send password reset',
  'action.enable': 'Enable',
  'action.disable': 'Disable',
  'action.disableTitle': (p: { email: string }) => `Disable ${p.email}?`,
  'action.disableText':
    'They are signed out everywhere at once, and cannot sign in until you enable the account again. Nothing is deleted.',
  'action.disableConfirm': 'Disable account',
  'action.delete': 'Delete',
  'action.deleteTitle': (p: { email: string }) => `Delete ${p.email}?`,
  'action.deleteText':
    'The account and everything it owns are deleted for good, as when they delete it themselves. Their household keeps an owner where it can.',
  'action.deleteConfirm': 'Delete account',
  'done.verify': 'Email address confirmed',
  'done.disable': 'Account disabled',
  'done.enable': 'Account enabled',
  'done.password-reset': 'Password reset email sent',
  'done.delete': 'Account deleted',

  // The audit log: each action's words after its actor, by the action's key
  'audit.title': 'Audit log',
  'audit.loadFailed': (p: { message: string }) => `The audit log could not be loaded: ${p.message}`,
  'audit.none': 'No administrator has done anything yet.',
  'audit.more': 'Show older entries',
  'audit.commandLine': 'command line',
  'auditAction.grant': withTarget('made an administrator'),
  'auditAction.revoke': withTarget('no longer an administrator'),
  'auditAction.verify': withTarget('confirmed the email address of'),
  'auditAction.disable': withTarget('disabled'),
  'auditAction.enable': withTarget('enabled'),
  'auditAction.delete': withTarget('deleted'),
  'auditAction.password_reset': withTarget('sent a password reset to'),
  'auditAction.reset_link': withTarget('made a password reset link for'),
  'auditAction.invite': withTarget('invited'),
  'auditAction.signup_policy': (p: AuditLine) =>
    `changed the sign-up policy${p.target ? ` ${p.target}` : ''}${p.policy ? ` to ${p.policy}` : ''}`,
  'auditAction.test_email': (_: AuditLine) => 'sent a test email',
  'auditAction.admin_two_factor': withTarget('changed whether administrators need two-factor sign-in'),
  'auditAction.two_factor_off': withTarget('turned off two-factor sign-in of'),
  /** The policy a sign-up policy line set: the stored value, or `default` (back to SIGNUPS). */
  'auditPolicy.open': 'open',
  'auditPolicy.invite': 'invite',
  'auditPolicy.closed': 'closed',
  'auditPolicy.default': 'default',
};
