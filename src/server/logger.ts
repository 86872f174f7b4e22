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
