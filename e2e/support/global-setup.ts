import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { removeDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Build the app once, start the real server for the whole run, stop it gracefully at the end. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test; a build under it would ship React's development bundle.
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const server = await startServer();
  project.provide('baseURL', server.url);

  return async () => {
    const code = await server.stop();
    await removeDataDir(server.dataDir);
    if (code !== 0) {
      throw new Error(`The server did not shut down cleanly on SIGTERM (exit ${code}):\n${server.output()}`);
    }
  };
}
