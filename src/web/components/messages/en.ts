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
  tryAgain: 'Try Again',
};
