/**
 * The emails in plain family wording (issue 43, decision 0333): the same emails without the
 * military voice ("Operative", "squad", "command center", "secure transmission") or capitals
 * shouting from the buttons. Only the texts that change are here.
 */
import { APP_NAME } from '@shared/constants/app';
import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default {
  ...en,
  nobody: 'Someone',
  greeting: (p) => (p.name ? `Hi ${p.name},` : 'Hi,'),
  masthead: APP_NAME,
  verifyIntro: `Thanks for signing up for ${APP_NAME}. Confirm this email address to start using your account. The link works for 24 hours.`,
  verifyButton: 'Confirm email',
  resetButton: 'Choose a new password',
  changeButton: 'Confirm new email',
  noticeButton: 'Open profile settings',
  inviteButton: 'Join the household',
  readinessButton: 'Check how ready you are',
  practiceButton: 'Open the family plan',
  ownerGoneButton: 'Open your household',
  incidentButton: 'Open the emergency screen',
  alertButton: 'Open the warnings',
  adminInviteButton: 'Create your account',
  testButton: `Open ${APP_NAME}`,
} satisfies Catalogue<typeof en>;
