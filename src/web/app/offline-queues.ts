import { registerOfflineQueue } from '@web/lib/offline/queues';

/**
 * The features whose changes wait on this device while offline (lib/offline/queues.ts). Imported
 * by both ways into the app (app/boot.tsx, landing-hydrate.tsx), before any session check can put
 * the kept data back.
 */
registerOfflineQueue(() =>
  import('@web/features/resource-tracker/offline/resource-queue').then((m) => m.resourceQueue),
);
registerOfflineQueue(() => import('@web/lib/incidents/checkin-queue').then((m) => m.checkinQueue));
