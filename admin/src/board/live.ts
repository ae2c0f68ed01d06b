/**
 * The board's live connection: Server-Sent Events from /api/staff/events. The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was
 * missed; when the server refused the stream (closed it for good) a new EventSource is opened
 * after a pause. Either way the board re-reads the list when the connection comes back.
 *
 * An EventSource never says why it failed, and a stream refused because the session ended
 * (signed out elsewhere, account removed, expired) looks like a lost connection. So after an
 * error the session is asked for: a 401 means it is over (the console shows the sign-in page,
 * and the stream is not retried); anything else is the network and the retries go on.
 */
import type { StaffEvent } from '../../../server/staff/contract.js';
import { api } from '../lib/api.js';

/** `ended`: the session is over; nothing more comes until someone signs in again. */
export type LiveStatus = 'connecting' | 'live' | 'lost' | 'ended';

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
  /**
   * True when the session behind the stream has ended. By default GET /api/staff/session: a 401
   * answer is true (and, through the API client, shows the sign-in page); no answer at all, or
   * any other, is false.
   */
  readonly sessionEnded?: () => Promise<boolean>;
}

export const EVENT_TYPES = ['order.placed', 'order.status', 'operations.changed', 'profile.published'] as const;
const CLOSED = 2;

/** Asks the server whether the session still holds: only a 401 says it is over. */
export async function sessionEnded(): Promise<boolean> {
  const res = await api<unknown>('GET', '/api/staff/session');
  return !res.ok && res.status === 401;
}

/** Connects; returns a function that disconnects. */
export function connectLive(opts: LiveOptions): () => void {
  const open = opts.open ?? ((url: string) => new EventSource(url, { withCredentials: true }) as unknown as EventSourceLike);
  const ended = opts.sessionEnded ?? sessionEnded;
  let source: EventSourceLike | null = null;
  let lost = false;
  let stopped = false;
  let asking = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    retry = null;
    source?.close();
  };

  // One question at a time: the browser's own retries keep failing every few seconds meanwhile.
  const checkSession = () => {
    if (asking) return;
    asking = true;
    void ended()
      .catch(() => false)
      .then((over) => {
        asking = false;
        if (!over || stopped) return;
        stop();
        opts.onStatus('ended', false);
      });
  };

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
      checkSession();
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
  return stop;
}
