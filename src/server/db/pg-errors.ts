/** PostgreSQL error details through Drizzle's wrapper (driver errors sit in `cause`). */
function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.cause?.code ? e.cause : e;
}

/** A unique violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

/**
 * The error and what it wraps, outermost first: Drizzle puts the driver error in `cause`,
 * Node puts one error per address tried in an AggregateError's `errors`.
 */
export function errorChain(err: unknown): object[] {
  const out: object[] = [];
  const queue: unknown[] = [err];
  while (queue.length > 0 && out.length < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || out.includes(e)) continue;
    out.push(e);
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return out;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The first SQLSTATE (five characters, e.g. "23505") anywhere in the chain. */
export function sqlState(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/** Socket failures of a client that cannot reach the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * Failures of the connect call itself: with a Unix socket (host=/run/postgresql, the embedded
 * database) a stopped PostgreSQL is a missing socket file (ENOENT) or one we may not open (EACCES).
 */
const CONNECT_CODES = new Set(['ENOENT', 'EACCES']);

/** What node-postgres and PGlite say when the connection is gone or cannot be had. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed|Query read timeout)/;

/**
 * The database cannot be reached (not a fault of the request): refused or dropped connections,
 * a missing socket, pool timeouts, a closed PGlite, SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shutdown, crash, starting up) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      if (syscall === 'connect' && CONNECT_CODES.has(code)) return true;
      if (SQLSTATE.test(code) && (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

export type DatabaseInputError = { status: 400 | 409 | 413; message: string };

/**
 * A database error caused by the request's content, as the 4xx it deserves; undefined when the
 * error is something else. Schemas catch these first: this is the net under them.
 */
export function databaseInputError(err: unknown): DatabaseInputError | undefined {
  const code = sqlState(err);
  if (!code) return undefined;
  if (code === '23505') return { status: 409, message: 'This already exists' };
  if (code === '23503') return { status: 409, message: 'Something this refers to does not exist any more' };
  if (code === '23502' || code === '23514' || code === '23P01' || code === '23001' || code === '23000') {
    return { status: 400, message: 'A value is missing or not allowed' };
  }
  // Class 22, data exception: invalid text representation (22P02), a character that cannot be
  // stored (22021, 22P05), value too long (22001), numeric out of range (22003), bad dates...
  if (code.startsWith('22')) return { status: 400, message: 'A value cannot be stored as given' };
  // Class 54, program limit exceeded: too many columns, a value too big to index, nesting.
  if (code.startsWith('54')) return { status: 413, message: 'A value is too large' };
  return undefined;
}

/** Transient conflicts between concurrent transactions: the same request will succeed again. */
export function isTransientConflict(err: unknown): boolean {
  const code = sqlState(err);
  return code === '40001' || code === '40P01' || code === '55P03' || code === '57014';
}
