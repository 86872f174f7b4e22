// How the compiled server is started, shared by `npm start` (scripts/start.mjs), the bench and
// the tests that start it as `npm start` does.

/** The compiled server (scripts/build-server.mjs), relative to the repository root. */
export const SERVER_ENTRY = 'dist/server/main.js';

/** Node flags: a 32 MB young generation (fewer scavenges under load; set since the tracker-save work). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/**
 * Environment the server is started with. glibc reads MALLOC_MMAP_THRESHOLD_ once, as the process
 * starts, so it is set by the parent for the child (decision 103); musl and macOS ignore it.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
