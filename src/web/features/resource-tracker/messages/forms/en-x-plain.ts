import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The tracker's dialogs in plain family wording: sentence case, no command-centre words. */
export default {
  ...en,
  'batch.description':
    'Batches expire on their own dates. Expired stock stops counting until you remove it. Like plus and minus, the batch joins your unsaved changes: Save changes stores them all at once.',
  'scan.offlineNote':
    'You are offline: it is an unsaved change on the list. Save changes keeps it on this device until the connection is back.',
  'import.importing': 'Importing…',
} satisfies Catalogue<typeof en>;
