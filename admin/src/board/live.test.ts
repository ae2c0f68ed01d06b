import { describe, expect, it, vi } from 'vitest';
import type { StaffEvent } from '../../../server/staff/contract.js';
import { connectLive, type EventSourceLike, type LiveStatus } from './live.js';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) { this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]); }
  close() { this.closed = true; this.readyState = 2; }
  open() { this.readyState = 1; this.onopen?.(new Event('open')); }
  fail(closed: boolean) { this.readyState = closed ? 2 : 0; this.onerror?.(new Event('error')); }
  send(type: string, id: string, data: unknown) { for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>); }
}

/** `ended`: what the session check answers (the network is down: false; a 401: true). */
function setup(ended: () => Promise<boolean> = async () => false) {
  const sources: FakeSource[] = [];
  const statuses: [LiveStatus, boolean][] = [];
  const events: StaffEvent[] = [];
  let checks = 0;
  const stop = connectLive({
    url: '/api/staff/events',
    open: (u) => { const s = new FakeSource(u); sources.push(s); return s; },
    onEvent: (e) => events.push(e),
    onStatus: (s, r) => statuses.push([s, r]),
    retryMs: 1000,
    sessionEnded: () => { checks++; return ended(); },
  });
  return { sources, statuses, events, stop, checks: () => checks };
}

describe('the live connection', () => {
  it('passes events on, and says lost then recovered across a reconnect the browser makes', () => {
    const { sources, statuses, events } = setup();
    sources[0]!.open();
    sources[0]!.send('order.placed', '41', { id: '41', type: 'order.placed', shopId: 'test', subject: 'o1', actor: null, at: '', data: {} });
    expect(events.map((e) => [e.id, e.type])).toEqual([['41', 'order.placed']]);
    sources[0]!.fail(false);
    sources[0]!.fail(false); // each retry fails again: one 'lost' only
    sources[0]!.open();
    expect(statuses).toEqual([['connecting', false], ['live', false], ['lost', false], ['live', true]]);
    expect(sources.length).toBe(1); // the browser's own reconnect (with Last-Event-ID)
  });

  it('opens a new stream after a pause when the server closed it for good', () => {
    vi.useFakeTimers();
    try {
      const { sources, statuses, stop } = setup();
      sources[0]!.open();
      sources[0]!.fail(true);
      expect(sources[0]!.closed).toBe(true);
      vi.advanceTimersByTime(999);
      expect(sources.length).toBe(1);
      vi.advanceTimersByTime(1);
      expect(sources.length).toBe(2);
      sources[1]!.open();
      expect(statuses.at(-1)).toEqual(['live', true]);
      stop();
      expect(sources[1]!.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops for good when the session has ended: no retry, no lost connection left on screen', async () => {
    vi.useFakeTimers();
    try {
      const { sources, statuses, checks } = setup(async () => true);
      sources[0]!.open();
      // The server ended the stream; the browser's reconnect is refused (401) and the source closes.
      sources[0]!.fail(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(checks()).toBe(1);
      expect(statuses).toEqual([['connecting', false], ['live', false], ['lost', false], ['ended', false]]);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sources.length).toBe(1);
      expect(sources[0]!.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps retrying while the session still holds (the network is down), asking once per failure', async () => {
    vi.useFakeTimers();
    try {
      const { sources, statuses, checks } = setup(async () => false);
      sources[0]!.open();
      sources[0]!.fail(true);
      await vi.advanceTimersByTimeAsync(1000);
      expect(sources.length).toBe(2);
      sources[1]!.fail(true);
      await vi.advanceTimersByTimeAsync(1000);
      expect(sources.length).toBe(3);
      expect(checks()).toBe(2);
      expect(statuses).toEqual([['connecting', false], ['live', false], ['lost', false]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session check that cannot reach the server counts as the network, not the end', async () => {
    vi.useFakeTimers();
    try {
      const { sources, statuses } = setup(() => Promise.reject(new Error('offline')));
      sources[0]!.fail(true);
      await vi.advanceTimersByTimeAsync(1000);
      expect(sources.length).toBe(2);
      expect(statuses.map(([s]) => s)).toEqual(['connecting', 'lost']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips a malformed frame', () => {
    const { sources, events } = setup();
    for (const l of sources[0]!.listeners.get('order.status') ?? []) l({ data: '{nope', lastEventId: '3' } as MessageEvent<string>);
    expect(events).toEqual([]);
  });
});
