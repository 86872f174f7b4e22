import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default {
  ...en,
  backToDashboard: 'Back to dashboard',
  eyebrow: 'Your account',
  title: 'Profile settings',
  tryAgain: 'Try again',
  basicInfo: 'Basic info',
  basicInfoDescription: 'How your family knows you: your name and your @username.',
  firstName: 'First name',
  lastName: 'Last name',
  privacy: 'Privacy settings',
  publicProfile: 'Public profile',
  publicProfileHint: 'Let other people see your name, @username and picture. Off: your profile stays private.',
  showScore: 'Show preparedness score',
  saveChanges: 'Save changes',
  yourData: 'Your data',
  exportData: 'Export my data',
  dangerZone: 'Danger zone',
  pictureTitle: 'Profile picture',
  uploadError: 'Upload error',
  uploadPicture: 'Upload picture',
  removePicture: 'Remove picture',
  expiryTitle: 'Expiry reminders',
  calendarTitle: 'Calendar feed',
  deleteAccount: 'Delete account',
} satisfies Catalogue<typeof en>;
