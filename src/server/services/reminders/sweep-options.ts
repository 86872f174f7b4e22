import type { Logger } from 'pino';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** What a reminder sweep (./sweep.ts) and its practice reminders (./practice.ts) are given. */
export interface SweepOptions {
  now: () => number;
  publicUrl: string;
  tokens: UnsubscribeTokens;
  logger: Logger;
}
