export { freePort, removeDataDir, startServer, type RunningServer } from '../../src/server/test/server-process';
