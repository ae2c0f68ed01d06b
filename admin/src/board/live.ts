/**
 * The board's live connection: Server-Sent Events from /api/staff/events. The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was
 * missed; when the server refused the stream (closed it for good) a new EventSource is opened
 * after a pause. Either way the board re-reads the list when the connection comes back.
 */
import type { StaffEvent } from '../../../server/staff/contract.js';

export type LiveStatus = 'connecting' | 'live' | 'lost';

export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveOptions {
  readonly url: string;
  onEvent(event: StaffEvent): void;
  /** `recovered`: the connection came back after being lost (re-read the list). */
  onStatus(status: LiveStatus, recovered: boolean): void;
  readonly open?: (url: string) => EventSourceLike;
  readonly retryMs?: number;
}

export const EVENT_TYPES = ['order.placed', 'order.status', 'operations.changed', 'profile.published'] as const;
const CLOSED = 2;

/** Connects; returns a function that disconnects. */
export function connectLive(opts: LiveOptions): () => void {
  const open = opts.open ?? ((url: string) => new EventSource(url, { withCredentials: true }) as unknown as EventSourceLike);
  let source: EventSourceLike | null = null;
  let lost = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const start = () => {
    const es = open(opts.url);
    source = es;
    es.onopen = () => {
      opts.onStatus('live', lost);
      lost = false;
    };
    es.onerror = () => {
      if (stopped) return;
      if (!lost) opts.onStatus('lost', false);
      lost = true;
      if (es.readyState === CLOSED) {
        es.close();
        retry = setTimeout(start, opts.retryMs ?? 3000);
      }
    };
    for (const type of EVENT_TYPES) {
      es.addEventListener(type, (e) => {
        try {
          const event = JSON.parse(e.data) as StaffEvent;
          opts.onEvent({ ...event, id: event.id ?? e.lastEventId, type: event.type ?? type });
        } catch {
          // A malformed frame is skipped; the next list read carries the truth.
        }
      });
    }
  };
  opts.onStatus('connecting', false);
  start();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
