import { registerOfflineQueue } from '@web/lib/offline/queues';

/**
 * The features whose changes wait on this device while offline (lib/offline/queues.ts), each with
 * the record of the device's store it keeps them in: its code loads only when that record holds
 * something. Imported by both ways into the app (app/boot.tsx, landing-hydrate.tsx), before any
 * session check can put the kept data back.
 */
registerOfflineQueue('queue', () =>
  import('@web/features/resource-tracker/offline/resource-queue').then((m) => m.resourceQueue),
);
registerOfflineQueue('checkins', () => import('@web/lib/incidents/checkin-queue').then((m) => m.checkinQueue));
