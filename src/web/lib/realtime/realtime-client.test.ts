import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INCIDENT_REALTIME_TABLES, INCIDENTS_QUERY_ROOT } from '@shared/realtime';
import { FakeEventSource } from '@web/test/fake-event-source';
import { BACKOFF_MAX_MS, backoffDelay, createRealtimeClient, type RealtimeMessage } from './realtime-client';

// EventSource needs a server; FakeEventSource plays the server's side (see its file).
const factory = (url: string) => new FakeEventSource(url);

beforeEach(() => {
  FakeEventSource.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const top = (attempt: number) => backoffDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 10, 50].map(top)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('jitters within the upper half of each step', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 0)).toBe(4_000);
    expect(backoffDelay(3, () => 0.5)).toBe(6_000);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_MAX_MS / 2);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(2);
      expect(d).toBeGreaterThanOrEqual(2_000);
      expect(d).toBeLessThanOrEqual(4_000);
    }
  });
});

describe('the shared stream', () => {
  it('opens one EventSource for the first subscriber and closes it after the last', () => {
    const client = createRealtimeClient({ createEventSource: factory });
    expect(FakeEventSource.instances).toHaveLength(0);
    const offA = client.subscribe(() => {});
    const offB = client.subscribe(() => {});
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/realtime');
    offA();
    expect(FakeEventSource.latest().closed).toBe(false);
    offA(); // a second call is harmless
    expect(FakeEventSource.latest().closed).toBe(false);
    offB();
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(client.state).toMatchObject({ open: false, listeners: 0 });
    client.subscribe(() => {});
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('passes valid change events to every subscriber and ignores junk', () => {
    const client = createRealtimeClient({ createEventSource: factory });
    const a: RealtimeMessage[] = [];
    const b: RealtimeMessage[] = [];
    client.subscribe((m) => a.push(m));
    client.subscribe((m) => b.push(m));
    const es = FakeEventSource.latest();
    es.emit('ready', { signedIn: false });
    es.emit('change', { table: 'kits', op: 'INSERT', id: 'k1' });
    es.emit('change', { table: 'profiles', op: 'INSERT', id: null });
    es.emit('change', { table: 'users', op: 'INSERT', id: 'x' });
    es.emit('change', 'not json');
    es.emit('ping', '123');
    es.emit('resync');
    const expected = [
      { type: 'ready', at: expect.any(Number) },
      { type: 'change', event: { table: 'kits', op: 'INSERT', id: 'k1' } },
      { type: 'change', event: { table: 'profiles', op: 'INSERT', id: null } },
      { type: 'resync' },
    ];
    expect(a).toEqual(expected);
    expect(b).toEqual(expected);
  });

  it("passes emergency mode's tables (incident, check-ins, ticks) to the page that refetches 'incidents'", () => {
    const client = createRealtimeClient({ createEventSource: factory });
    const got: RealtimeMessage[] = [];
    client.subscribe((m) => got.push(m));
    const es = FakeEventSource.latest();
    es.emit('ready', { signedIn: true });
    for (const table of INCIDENT_REALTIME_TABLES) es.emit('change', { table, op: 'INSERT', id: 'h1' });
    expect(got.map((m) => (m.type === 'change' ? m.event.table : m.type))).toEqual([
      'ready',
      'household_incidents',
      'incident_checkins',
      'incident_ticks',
    ]);
    expect(INCIDENTS_QUERY_ROOT).toBe('incidents');
  });

  it('on error closes the stream and reopens it with growing delays, reset by `ready`', () => {
    const client = createRealtimeClient({ createEventSource: factory, random: () => 1 });
    client.subscribe(() => {});
    const first = FakeEventSource.latest();

    first.fail();
    expect(first.closed).toBe(true);
    expect(client.state).toMatchObject({ open: false, reconnectPending: true });
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(4_000);
    expect(FakeEventSource.instances).toHaveLength(4);

    // Connected again: the next failure starts over at 1 s.
    FakeEventSource.latest().emit('ready', { signedIn: false });
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(5);
  });

  it('caps the delay at 30 s however long the server is down', () => {
    const client = createRealtimeClient({ createEventSource: factory, random: () => 1 });
    client.subscribe(() => {});
    for (let i = 0; i < 10; i++) {
      FakeEventSource.latest().fail();
      vi.advanceTimersByTime(BACKOFF_MAX_MS);
    }
    expect(FakeEventSource.instances).toHaveLength(11);
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it('says when it first opens (what was read before may be stale), and a resync when it is back after a drop', () => {
    const client = createRealtimeClient({ createEventSource: factory });
    const seen: RealtimeMessage[] = [];
    client.subscribe((m) => seen.push(m));
    FakeEventSource.latest().emit('ready', { signedIn: false });
    expect(seen).toEqual([{ type: 'ready', at: Date.now() }]);
    FakeEventSource.latest().fail();
    vi.runOnlyPendingTimers();
    FakeEventSource.latest().emit('ready', { signedIn: false });
    expect(seen).toEqual([{ type: 'ready', at: expect.any(Number) }, { type: 'resync' }]);
  });

  it('does not reconnect once the last subscriber has left', () => {
    const client = createRealtimeClient({ createEventSource: factory });
    const off = client.subscribe(() => {});
    FakeEventSource.latest().fail();
    off();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(client.state.reconnectPending).toBe(false);
  });

  it('ignores events a closed EventSource still delivers', () => {
    const client = createRealtimeClient({ createEventSource: factory });
    const seen = vi.fn();
    client.subscribe(seen);
    const old = FakeEventSource.latest();
    old.fail();
    vi.runOnlyPendingTimers();
    old.closed = false; // a late dispatch from the old connection
    old.emit('change', { table: 'kits', op: 'DELETE', id: 'k1' });
    old.fail();
    expect(seen).not.toHaveBeenCalled();
    expect(client.state).toMatchObject({ open: true, reconnectPending: false });
  });

  it('reopens the stream for a new viewer, then resyncs', () => {
    const client = createRealtimeClient({ createEventSource: factory });
    const seen: RealtimeMessage[] = [];
    client.setViewer(null);
    client.subscribe((m) => seen.push(m));
    client.setViewer(null);
    expect(FakeEventSource.instances).toHaveLength(1);
    client.setViewer('u1');
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    FakeEventSource.latest().emit('ready', { signedIn: true });
    expect(seen).toEqual([{ type: 'resync' }]);
  });

  it('stays quiet where EventSource does not exist', () => {
    const client = createRealtimeClient({ createEventSource: () => null });
    const off = client.subscribe(() => {});
    expect(client.state).toMatchObject({ open: false, listeners: 1 });
    off();
  });

  it('a throwing listener is logged and does not stop the others', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createRealtimeClient({ createEventSource: factory });
    const after = vi.fn();
    client.subscribe(() => {
      throw new Error('boom');
    });
    client.subscribe(after);
    FakeEventSource.latest().emit('resync');
    expect(after).toHaveBeenCalledWith({ type: 'resync' });
    expect(logged).toHaveBeenCalledWith('Realtime listener failed', expect.any(Error));
  });
});
