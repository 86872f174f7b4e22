/** Thrown by Semaphore.run when its waiting line is full: the caller answers "busy" at once. */
export class QueueFullError extends Error {
  constructor() {
    super('The queue is full');
    this.name = 'QueueFullError';
  }
}

export interface SemaphoreOptions {
  /** At most this many jobs run at once. */
  concurrency: number;
  /** At most this total weight runs at once; a job heavier than this runs alone. Default: no bound. */
  capacity?: number;
  /** At most this many jobs wait for their turn; one more is refused with QueueFullError. */
  maxWaiting: number;
}

interface Waiter {
  weight: number;
  start: () => void;
}

/**
 * A bounded, first-come first-served line in front of expensive work (image decoding): at most
 * `concurrency` jobs and `capacity` weight at once, at most `maxWaiting` waiting. Strict FIFO: a
 * heavy job at the head is not overtaken by lighter ones behind it, so it cannot starve.
 */
export class Semaphore {
  private readonly concurrency: number;
  private readonly capacity: number;
  private readonly maxWaiting: number;
  private runningCount = 0;
  private load = 0;
  private readonly line: Waiter[] = [];

  constructor(options: SemaphoreOptions) {
    if (!(options.concurrency >= 1)) throw new Error('Semaphore: concurrency must be at least 1');
    if (!(options.maxWaiting >= 0)) throw new Error('Semaphore: maxWaiting must be 0 or more');
    this.concurrency = options.concurrency;
    this.capacity = options.capacity ?? Number.POSITIVE_INFINITY;
    this.maxWaiting = options.maxWaiting;
  }

  /** Jobs running now. */
  get running(): number {
    return this.runningCount;
  }
  /** Jobs waiting for their turn. */
  get waiting(): number {
    return this.line.length;
  }
  /** True when a job that cannot start at once would be refused. */
  get full(): boolean {
    return this.line.length >= this.maxWaiting;
  }

  /**
   * Runs `fn` when its turn comes and returns its result. Throws QueueFullError without waiting
   * when the line is full, and the signal's reason when it aborts while waiting (the job never
   * starts, and its place goes to the next).
   */
  async run<T>(fn: () => Promise<T>, options: { weight?: number; signal?: AbortSignal } = {}): Promise<T> {
    const weight = Math.min(Math.max(options.weight ?? 1, 0), this.capacity);
    const { signal } = options;
    signal?.throwIfAborted();
    if (this.line.length === 0 && this.fits(weight)) {
      this.take(weight);
    } else {
      if (this.full) throw new QueueFullError();
      await this.wait(weight, signal);
    }
    try {
      return await fn();
    } finally {
      this.runningCount -= 1;
      this.load -= weight;
      this.startWaiting();
    }
  }

  private fits(weight: number): boolean {
    return this.runningCount < this.concurrency && this.load + weight <= this.capacity;
  }

  private take(weight: number) {
    this.runningCount += 1;
    this.load += weight;
  }

  private wait(weight: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.line.indexOf(waiter);
        if (at >= 0) this.line.splice(at, 1);
        // The head may have been the one blocking lighter jobs behind it.
        this.startWaiting();
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        weight,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.line.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private startWaiting() {
    while (this.line.length > 0 && this.fits(this.line[0]!.weight)) {
      const next = this.line.shift()!;
      this.take(next.weight);
      next.start();
    }
  }
}
