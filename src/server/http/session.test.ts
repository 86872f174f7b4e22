import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionMemo, type AuthState } from '../services/auth/session-memo';

const state = (expiresInMs: number, userId = 'u1', sessionId = 's1') =>
  ({
    user: { id: userId },
    session: { id: sessionId, expiresAt: new Date(Date.now() + expiresInMs) },
  }) as unknown as AuthState;

/** The change feed's state as the memo sees it (a plain value: the memo only reads it). */
const feedUp = () => ({ connected: true, epoch: 1 });

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionMemo', () => {
  it('remembers a validated session for its ttl only', () => {
    vi.useFakeTimers();
    const memo = new SessionMemo(feedUp(), 2000);
    memo.set('t1', state(60_000), memo.ticket());
    expect(memo.get('t1')?.user.id).toBe('u1');
    vi.advanceTimersByTime(1999);
    expect(memo.get('t1')).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(memo.get('t1')).toBeUndefined();
  });

  it('never outlives the session itself, and clear() forgets everything', () => {
    vi.useFakeTimers();
    const memo = new SessionMemo(feedUp(), 2000);
    memo.set('short', state(500), memo.ticket());
    vi.advanceTimersByTime(501);
    expect(memo.get('short')).toBeUndefined();
    memo.set('t2', state(60_000), memo.ticket());
    memo.clear();
    expect(memo.get('t2')).toBeUndefined();
  });

  it('forgets one ended session, or every session of a user', () => {
    const memo = new SessionMemo(feedUp());
    memo.set('a1', state(60_000, 'alice', 'sa1'), memo.ticket());
    memo.set('a2', state(60_000, 'alice', 'sa2'), memo.ticket());
    memo.set('b1', state(60_000, 'bob', 'sb1'), memo.ticket());
    memo.forget({ userId: 'alice', sessionId: 'sa1' });
    expect([memo.get('a1'), memo.get('a2'), memo.get('b1')].map((s) => s?.session.id)).toEqual([
      undefined,
      'sa2',
      'sb1',
    ]);
    memo.forget({ userId: 'alice', sessionId: null });
    expect([memo.get('a2'), memo.get('b1')].map((s) => s?.session.id)).toEqual([undefined, 'sb1']);
  });

  it('does not keep a session read that overlapped an announced end', () => {
    const memo = new SessionMemo(feedUp());
    const ticket = memo.ticket(); // the database read starts
    memo.forget({ userId: 'alice', sessionId: null }); // the end is announced meanwhile
    memo.set('a1', state(60_000, 'alice'), ticket);
    expect(memo.get('a1')).toBeUndefined();
  });

  it('is bypassed while the change feed is down, and keeps nothing read across an outage', () => {
    const feed = feedUp();
    const memo = new SessionMemo(feed);
    memo.set('t1', state(60_000), memo.ticket());
    feed.connected = false;
    feed.epoch = 2;
    expect(memo.get('t1')).toBeUndefined();
    memo.set('t2', state(60_000), memo.ticket());
    const duringOutage = memo.ticket();
    feed.connected = true;
    feed.epoch = 3;
    expect(memo.get('t2')).toBeUndefined();
    memo.set('t3', state(60_000), duringOutage);
    expect(memo.get('t3')).toBeUndefined();
    memo.set('t4', state(60_000), memo.ticket());
    expect(memo.get('t4')).toBeDefined();
  });
});
