/**
 * A TCP proxy in front of the test PostgreSQL that a test can cut and restore: the app's
 * database "goes away" (connections dropped, new ones refused) without touching the shared
 * server other tests use. With `socketDir` it listens on a Unix socket in that folder instead
 * (`.s.PGSQL.5432`, as PostgreSQL names it: connect with `?host=<socketDir>`); cut, the socket
 * file is gone, as when a local PostgreSQL stops.
 */
import net from 'node:net';
import path from 'node:path';

export interface TcpProxy {
  /** The TCP port (0 with `socketDir`). */
  port: number;
  /** Drop every open connection and refuse new ones (ECONNREFUSED; ENOENT on a Unix socket). */
  cut(): Promise<void>;
  /** Accept connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(
  targetHost: string,
  targetPort: number,
  options: { socketDir?: string } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const socketPath = options.socketDir ? path.join(options.socketDir, '.s.PGSQL.5432') : null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      const listening = () => {
        server.off('error', reject);
        resolve(socketPath ? 0 : (server.address() as net.AddressInfo).port);
      };
      if (socketPath) server.listen(socketPath, listening);
      else server.listen(port, '127.0.0.1', listening);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
