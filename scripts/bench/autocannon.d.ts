/**
 * Minimal types for the parts of autocannon 9 the bench uses (the package ships none and
 * @types/autocannon is not installed). See node_modules/autocannon/README.md.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    sent?: number;
    p0_001: number;
    p0_01: number;
    p0_1: number;
    p1: number;
    p2_5: number;
    p10: number;
    p25: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    p99_99: number;
    p99_999: number;
  }

  export interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    connections: number;
    pipelining: number;
    start: Date;
    finish: Date;
    statusCodeStats: Record<string, { count: number }>;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    title?: string;
    bailout?: number;
    expectBody?: string;
    /** Leave non-2xx responses out of the latency and throughput statistics. */
    excludeErrorStats?: boolean;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  interface Autocannon {
    (options: Options): Instance & PromiseLike<Result>;
    (options: Options, callback: (err: Error | null, result: Result) => void): Instance;
  }

  const autocannon: Autocannon;
  export default autocannon;
}
