/**
 * Background jobs: a row in `jobs`, written in the transaction that causes it, run by the worker
 * (worker.ts) of whichever instance claims it first. A handler is registered per kind.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

/** Inserting into `jobs` notifies this channel (migration 0004), delivered at commit. */
export const JOBS_CHANNEL = 'holdfast_jobs';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type JobPayload = Record<string, unknown>;

export interface NewJob {
  kind: string;
  payload: JobPayload;
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default: the table's, 10). */
  maxAttempts?: number;
}

/**
 * Add a job. Pass the open transaction of the work that causes it, so both commit or neither.
 * Workers on every instance wake when it commits.
 */
export async function enqueueJob(db: Db | Tx, job: NewJob): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Add several jobs in one statement (in the causing transaction, like enqueueJob). */
export async function enqueueJobs(db: Db | Tx, list: NewJob[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        ...(job.runAt ? { runAt: job.runAt } : {}),
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

export interface JobContext {
  id: string;
  kind: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  logger: Logger;
}

export interface JobHandler {
  /** Do the work; throw to retry later (PermanentJobError: fail now, no retry). */
  run(payload: JobPayload, job: JobContext): Promise<void>;
  /** What of the payload to keep once the job ended, done or failed (default: all of it). */
  redact?(payload: JobPayload): JobPayload;
  /** Fields that identify the job in log lines; never secrets (default: none). */
  describe?(payload: JobPayload): Record<string, unknown>;
}

/** A failure that retrying cannot fix: the job is marked failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
