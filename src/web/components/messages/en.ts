import type { Formats } from '@shared/i18n/format';
import { ANONYMOUS_AUTHOR } from '@shared/profile/author';
import { VISIBILITY_HINT, VISIBILITY_LABEL } from '@shared/visibility/labels';

/**
 * The texts of the app's shared components (src/web/components): every page may show them, so
 * their catalogue is loaded with the first page (decision 0332). Kept small on purpose.
 */
export const en = {
  call: (p: { who: string; number: string }) => `Call ${p.who}: ${p.number}`,
  openInMaps: (p: { address: string }) => `${p.address} (open in a maps app)`,
  onOpenStreetMap: (p: { address: string }) => `${p.address} on OpenStreetMap`,
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
  discardTitle: 'Discard unsaved changes?',
  stay: 'Stay',
  leave: 'Leave',
  cancel: 'Cancel',
  /** A dialog's close button (the ×), for screen readers. */
  close: 'Close',
  tryAgain: 'Try Again',
  edit: 'Edit',
  duplicate: 'Duplicate',
  duplicating: 'Duplicating...',
  acquire: 'Acquire',
  acquiring: 'Acquiring...',
  acquired: 'Acquired',
  delete: 'Delete',
  deleting: 'Deleting...',
  'visibility.private': VISIBILITY_LABEL.private,
  'visibility.household': VISIBILITY_LABEL.household,
  'visibility.public': VISIBILITY_LABEL.public,
  'visibilityHint.private': VISIBILITY_HINT.private,
  'visibilityHint.household': VISIBILITY_HINT.household,
  'visibilityHint.public': VISIBILITY_HINT.public,
  'visibilityNow.private': 'Private: only its creator can see it',
  'visibilityNow.household': 'Shared with your household',
  'visibilityNow.public': 'Public: everyone can see it',
  creatorOnly: 'Only its creator can change who sees it.',
  search: 'Search',
  copyLink: 'Copy link',
  share: 'Share',
  linkCopied: 'Link copied',
  linkCopiedDetail: 'Anyone with the link can open it, signed in or not.',
  copyFailed: 'Copy failed',
  shareFailed: 'Share failed',
  shareFailedDetail: 'Use Copy link instead.',
  by: 'By',
  anonymousAuthor: ANONYMOUS_AUTHOR,
  showing: (p: { shown: number; total: number; noun: string }, f: Formats) =>
    `Showing ${f.number(p.shown, 0)} of ${f.number(p.total, 0)} ${p.noun}`,
  loadMore: (p: { noun: string }) => `Load more ${p.noun}`,
  loading: 'Loading…',
  loadMoreOffline: 'Not available offline. Reconnect to load more.',
  'stat.0': 'Active Preppers',
  'stat.1': 'Survival Plans',
  'stat.2': 'Emergency Kits',
  'stat.3': 'Preparedness Score',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** The note on forms with required fields: the words before and after the '*', and the '*' as read aloud. */
  requiredBefore: 'Fields marked',
  requiredAsterisk: 'with an asterisk',
  requiredAfter: 'are required.',
};
