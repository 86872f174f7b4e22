/**
 * A stand-in for the browser's EventSource (jsdom has none, and there is no server in jsdom).
 * Tests drive it: `latest().emit('change', {...})`, `latest().fail()`.
 */
import type { EventSourceLike } from '@web/lib/realtime/realtime-client';

type Listener = (event: MessageEvent<string>) => void;

export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<Listener>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** The server sends an event (data JSON-encoded unless already a string). */
  emit(type: string, data: unknown = {}) {
    if (this.closed) return;
    const event = new MessageEvent<string>(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection breaks (the browser fires `error`). */
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent<string>('error'));
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }

  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((s) => !s.closed);
  }

  static reset() {
    FakeEventSource.instances = [];
  }
}
