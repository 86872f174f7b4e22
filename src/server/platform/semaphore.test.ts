import { describe, expect, it } from 'vitest';
import { QueueFullError, Semaphore } from './semaphore';

/** A job that runs until released, recording when it started. */
function job(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    fn: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most `concurrency` jobs at once, the others in arrival order', async () => {
    const log: string[] = [];
    const s = new Semaphore({ concurrency: 2, maxWaiting: 8 });
    const jobs = ['a', 'b', 'c', 'd'].map((n) => job(log, n));
    const results = jobs.map((j) => s.run(j.fn));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect([s.running, s.waiting]).toEqual([2, 2]);

    jobs[1]!.release();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    jobs[0]!.release();
    jobs[2]!.release();
    jobs[3]!.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([s.running, s.waiting]).toEqual([0, 0]);
  });

  it('refuses at once with QueueFullError when maxWaiting jobs already wait, and takes jobs again once there is room', async () => {
    const log: string[] = [];
    const s = new Semaphore({ concurrency: 1, maxWaiting: 2 });
    const jobs = ['a', 'b', 'c'].map((n) => job(log, n));
    const results = jobs.map((j) => s.run(j.fn));
    await tick();
    expect(s.full).toBe(true);
    let ran = false;
    await expect(
      s.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(QueueFullError);
    expect(ran).toBe(false);

    jobs[0]!.release();
    await tick();
    expect(s.full).toBe(false);
    const d = job(log, 'd');
    const late = s.run(d.fn);
    jobs[1]!.release();
    jobs[2]!.release();
    d.release();
    expect(await Promise.all([...results, late])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the total weight within capacity: a heavy job runs alone, and lighter ones behind it do not overtake it', async () => {
    const log: string[] = [];
    const s = new Semaphore({ concurrency: 2, capacity: 10, maxWaiting: 8 });
    const light1 = job(log, 'light1');
    const heavy = job(log, 'heavy');
    const light2 = job(log, 'light2');
    const p1 = s.run(light1.fn, { weight: 4 });
    const p2 = s.run(heavy.fn, { weight: 10 });
    const p3 = s.run(light2.fn, { weight: 4 });
    await tick();
    // light2 would fit next to light1 (4 + 4 <= 10), but heavy came first.
    expect(log).toEqual(['start light1']);
    light1.release();
    await tick();
    expect(log).toEqual(['start light1', 'end light1', 'start heavy']);
    heavy.release();
    await tick();
    expect(log.at(-1)).toBe('start light2');
    light2.release();
    await Promise.all([p1, p2, p3]);

    // A job heavier than the capacity is not refused: it runs alone.
    expect(await s.run(async () => 'huge', { weight: 1000 })).toBe('huge');
  });

  it('frees the slot when a job throws', async () => {
    const s = new Semaphore({ concurrency: 1, maxWaiting: 1 });
    await expect(s.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      s.run(() => {
        throw new Error('sync boom');
      }),
    ).rejects.toThrow('sync boom');
    expect([s.running, s.waiting]).toEqual([0, 0]);
    expect(await s.run(async () => 'next')).toBe('next');
  });

  it('drops a waiting job whose signal aborts: it never starts and the next one takes its place', async () => {
    const log: string[] = [];
    const s = new Semaphore({ concurrency: 1, maxWaiting: 2 });
    const a = job(log, 'a');
    const b = job(log, 'b');
    const c = job(log, 'c');
    const pa = s.run(a.fn);
    const abort = new AbortController();
    const pb = s.run(b.fn, { signal: abort.signal });
    const pc = s.run(c.fn);
    await tick();
    abort.abort(new Error('client went away'));
    await expect(pb).rejects.toThrow('client went away');
    expect(s.waiting).toBe(1);
    a.release();
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start c']);
    c.release();
    await Promise.all([pa, pc]);

    // An already aborted signal never queues.
    await expect(s.run(async () => 'x', { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
  });
});
