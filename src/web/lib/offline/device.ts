/**
 * The offline copies and the device's store as one module, so as one chunk (issue 41, decision
 * 0308): every signed-in page loads both after it has rendered (use-offline-copies.ts reads the
 * queue, then starts the sync), and the queues import the store. Imported separately, persist.ts
 * and store.ts were two files on every signed-in first visit. Code outside lib/offline imports
 * them from here (dynamically, except the queues' own code, which only runs once this is loaded).
 */
export * from './persist';
export * from './store';
