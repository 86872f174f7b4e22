/**
 * How long to wait before attempt `attempt + 1` after attempt `attempt` (from 1) failed:
 * exponential (base, 2 x base, 4 x base ...) up to `maxMs`, with "equal jitter" (a random half
 * of it) so jobs that failed together (an SMTP outage) do not all retry in the same instant.
 */
export function retryDelayMs(
  attempt: number,
  options: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
