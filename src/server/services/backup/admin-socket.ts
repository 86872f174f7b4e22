/**
 * DATA_DIR/admin.sock: a Unix socket (mode 0600, so only the same OS user can connect) that marks
 * DATA_DIR as taken by one process, so two servers, a server and a restore, or a restore and a
 * backup that starts the embedded PostgreSQL itself never use the data folder together. Whoever
 * holds it answers 503 naming what it does; a socket nobody answers on is left from a killed
 * process and is taken over (decision 138).
 */
import { chmod, lstat, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const ADMIN_SOCKET_FILE = 'admin.sock';
/** Linux allows 107 bytes in a socket path. */
const MAX_SOCKET_PATH = 100;

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

/** The socket's path, relative to the working directory when the absolute one is too long. */
export function adminSocketPath(dataDir: string): string {
  const absolute = path.join(path.resolve(dataDir), ADMIN_SOCKET_FILE);
  if (absolute.length <= MAX_SOCKET_PATH) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (relative.length <= MAX_SOCKET_PATH) return relative;
  throw new DataDirBusyError(
    `DATA_DIR path is too long for its admin socket (${absolute.length} characters, at most ${MAX_SOCKET_PATH - 11})`,
  );
}

/**
 * 'live': a process listens (a server, or a backup or restore in progress); 'stale': the file is
 * left from a process that died (the kernel refuses the connection); 'absent': no file. Anything
 * else (no permission, not a socket) means we cannot tell, and throws.
 */
export function probeAdminSocket(socketPath: string): Promise<'live' | 'stale' | 'absent'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve('live');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') resolve('absent');
      else if (err.code === 'ECONNREFUSED') resolve('stale');
      else
        reject(
          new DataDirBusyError(
            `Cannot tell whether a Holdfast process uses ${socketPath} (${err.code ?? err.message})`,
          ),
        );
    });
  });
}

export type AdminHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface AdminSocket {
  path: string;
  /** Serve requests with `handler` (until then every request answers 503 with `busyWith`). */
  handle(handler: AdminHandler): void;
  close(): Promise<void>;
}

/**
 * Take DATA_DIR for this process. Refuses (DataDirBusyError) when another process answers on its
 * socket; removes a stale socket. `busyWith` names what this process does ("server", "restore").
 */
export async function claimDataDir(dataDir: string, busyWith: string): Promise<AdminSocket> {
  const socketPath = adminSocketPath(dataDir);
  // The first start of a new install: DATA_DIR does not exist yet.
  await mkdir(path.dirname(path.resolve(socketPath)), { recursive: true });
  const busy = () =>
    new DataDirBusyError(
      `Another Holdfast process is using ${path.resolve(dataDir)} (it answers on ${ADMIN_SOCKET_FILE}); stop it first`,
    );
  const state = await probeAdminSocket(socketPath);
  if (state === 'live') throw busy();
  if (state === 'stale') {
    // Only a socket is ours to remove; anything else by that name means we cannot tell.
    if (!(await lstat(socketPath)).isSocket())
      throw new DataDirBusyError(`${socketPath} exists and is not a socket: remove it if no Holdfast process runs`);
    await rm(socketPath, { force: true });
  }

  let handler: AdminHandler | null = null;
  const server = http.createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'busy', message: `A ${busyWith} is using this DATA_DIR` } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? busy() : err));
    server.listen({ path: socketPath, readableAll: false, writableAll: false }, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    path: socketPath,
    handle: (h) => {
      handler = h;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}
