import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionMemo, type AuthState } from './session';

const state = (expiresInMs: number) =>
  ({ user: { id: 'u1' }, session: { expiresAt: new Date(Date.now() + expiresInMs) } }) as unknown as AuthState;

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionMemo', () => {
  it('remembers a validated session for its ttl only', () => {
    vi.useFakeTimers();
    const memo = new SessionMemo(2000);
    memo.set('t1', state(60_000));
    expect(memo.get('t1')?.user.id).toBe('u1');
    vi.advanceTimersByTime(1999);
    expect(memo.get('t1')).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(memo.get('t1')).toBeUndefined();
  });

  it('never outlives the session itself, and clear() forgets everything', () => {
    vi.useFakeTimers();
    const memo = new SessionMemo(2000);
    memo.set('short', state(500));
    vi.advanceTimersByTime(501);
    expect(memo.get('short')).toBeUndefined();
    memo.set('t2', state(60_000));
    memo.clear();
    expect(memo.get('t2')).toBeUndefined();
  });
});
