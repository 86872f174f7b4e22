// `npm start`: build if the built files are not current (scripts/build-stamp.mjs), then run the
// compiled server (dist/server/main.js) with its node flags and environment
// (scripts/server-command.mjs). Plain Node: no tsx, no shell syntax, so it runs the same on
// Windows. `npm run serve` (--no-build) runs what is built, current or not.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildState, ROOT } from './build-stamp.mjs';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from './server-command.mjs';

const noBuild = process.argv.includes('--no-build');

/** `npm run build`, through the npm that runs this script when there is one. */
function runBuild() {
  const npmCli = process.env.npm_execpath;
  const [command, args] =
    npmCli?.endsWith('.js') || npmCli?.endsWith('.cjs')
      ? [process.execPath, [npmCli, 'run', 'build']]
      : ['npm', ['run', 'build']];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      shell: command === 'npm' && process.platform === 'win32',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!noBuild) {
  const state = await buildState(ROOT);
  if (!state.current) {
    process.stderr.write(`Building first (${state.reason})...\n`);
    const code = await runBuild();
    if (code !== 0) process.exit(code);
  }
}
const entry = path.join(ROOT, SERVER_ENTRY);
if (!existsSync(entry)) {
  process.stderr.write(`${SERVER_ENTRY} is missing: run "npm run build" (or "npm start", which builds when needed).\n`);
  process.exit(1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
  cwd: ROOT,
  env: { ...process.env, ...SERVER_ENV },
  stdio: 'inherit',
});
// Ctrl-C reaches the server from the terminal too; a second SIGINT or SIGTERM is harmless there.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
// `npm start` runs this under a shell; on SIGTERM npm signals the shell, which may exit without
// passing the signal on. A launcher whose parent is gone stops the server the same way.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
}, 500).unref();
server.once('error', (err) => {
  process.stderr.write(`Could not start the server: ${err.message}\n`);
  process.exit(1);
});
server.once('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
