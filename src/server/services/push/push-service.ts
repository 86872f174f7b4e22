import type { Db } from '../../db/client';
import type { Env } from '../../platform/env';
import { resolveVapid, type Vapid } from './vapid';

/** This instance's Web Push: the VAPID key pair, read (or generated) once on first use. */
export class PushService {
  private vapidOnce: Promise<Vapid> | null = null;

  constructor(
    private readonly env: Env,
    private readonly db: Db,
  ) {}

  /** http: push endpoints are accepted only in the test suites (PUSH_ALLOW_HTTP_ENDPOINTS). */
  get allowHttpEndpoints(): boolean {
    return this.env.PUSH_ALLOW_HTTP_ENDPOINTS;
  }

  vapid(): Promise<Vapid> {
    this.vapidOnce ??= resolveVapid(this.env, this.db).catch((err: unknown) => {
      // A database outage at the first use: the next use tries again.
      this.vapidOnce = null;
      throw err;
    });
    return this.vapidOnce;
  }
}
