import { pino, type Logger } from 'pino';

/**
 * One JSON line per event. Secrets never reach the log: request logging records the
 * method, the path without its query string, status and duration, never headers or bodies,
 * and these paths are redacted should an object carry them.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: serializeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'cookie',
          '*.cookie',
          'headers.cookie',
          'headers.authorization',
          'req.headers.cookie',
          'req.headers.authorization',
          'secret',
          '*.secret',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** Driver error fields that name what failed without carrying the row's values. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'syscall', 'errno'] as const;

/**
 * How `{ err }` is logged: type, message, code and stack of the error and its causes, but never
 * what a query carried. A Drizzle query error's message holds the SQL and its parameters (user
 * content), so only the driver error beneath it is described; PostgreSQL's `detail` (it quotes
 * the conflicting values) and `where` are left out.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { message: String(err).slice(0, 200) };
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name ?? 'Error';
  const isQueryError = 'query' in e && 'params' in e;
  const message = isQueryError ? 'Failed query (SQL and parameters not logged)' : String(e.message ?? '').slice(0, 300);
  const out: Record<string, unknown> = { type, message };
  for (const key of SAFE_FIELDS) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  // The first stack line repeats the message: rebuild it from the safe one.
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
