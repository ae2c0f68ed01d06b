/**
 * The shop's live operations (a pause, busy minutes, items out of stock) while a page is open:
 * the page boots with the server's, then follows the shop's status stream
 * (`GET /api/shops/{shopId}/status/events`), so a pause, busy minutes or an item out of stock
 * shows at once without a reload. One stream per shop, shared by every component that asks.
 *
 * A timed pause or out-of-stock entry runs out without any event: the store drops it itself at its
 * `until` (a timer per shop, for the next one due), so the page lifts it then rather than at the
 * next minute the page re-resolves.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Operations } from '../../../engine/index.js';
import { shopApi } from './api.js';
import { useBoot } from './boot.js';

interface Live {
  ops: Operations | undefined;
  readonly listeners: Set<() => void>;
  source?: EventSource | undefined;
  /** Fires at the next `until` among `ops`. */
  timer?: ReturnType<typeof setTimeout> | undefined;
}

const live = new Map<string, Live>();

/** undefined for operations that change nothing, so a page with none resolves as the server did. */
function normalise(ops: Operations | undefined): Operations | undefined {
  if (!ops) return undefined;
  const none = !ops.paused && !ops.busyMinutes && (ops.outOfStock?.length ?? 0) === 0;
  return none ? undefined : ops;
}

/** The instant (epoch ms) an `until` ends; undefined for none (indefinitely) or one the engine would not read. */
function endOf(until: string | null | undefined): number | undefined {
  if (until === null || until === undefined) return undefined;
  const t = Date.parse(until);
  return Number.isFinite(t) ? t : undefined;
}

/**
 * The operations as they stand at `at`: a pause or an out-of-stock entry whose `until` has passed
 * is dropped (the engine ignores it too, but only when it is asked at a later instant). The same
 * object when nothing ran out.
 */
export function currentOperations(ops: Operations | undefined, at: number): Operations | undefined {
  if (!ops) return ops;
  const over = (until: string | null | undefined) => {
    const end = endOf(until);
    return end !== undefined && end <= at;
  };
  const pauseOver = ops.paused ? over(ops.paused.until) : false;
  const stock = ops.outOfStock?.filter((e) => !over(e.until));
  if (!pauseOver && stock?.length === ops.outOfStock?.length) return ops;
  const next: Operations = { ...ops };
  if (pauseOver) next.paused = null;
  if (stock) next.outOfStock = stock;
  return normalise(next);
}

/** The earliest `until` after `at` (epoch ms) of the pause and the out-of-stock entries; undefined when none runs out. */
export function nextExpiry(ops: Operations | undefined, at: number): number | undefined {
  let next: number | undefined;
  for (const until of [ops?.paused?.until, ...(ops?.outOfStock ?? []).map((e) => e.until)]) {
    const end = endOf(until);
    if (end !== undefined && end > at && (next === undefined || end < next)) next = end;
  }
  return next;
}

/** A moment after an `until`, so the browser clock has passed it when the timer fires. */
const EXPIRY_SLACK_MS = 50;
/** The longest delay a browser timer takes (about 24 days); a later `until` is timed again from there. */
const MAX_TIMER_MS = 2_147_483_647;

/** Sets `entry.ops` (what runs out by now already dropped) and times the next `until`; tells the listeners when it changed. */
function settle(entry: Live, ops: Operations | undefined): void {
  const now = Date.now();
  const next = currentOperations(ops, now);
  if (entry.timer !== undefined) clearTimeout(entry.timer);
  entry.timer = undefined;
  const due = nextExpiry(next, now);
  if (due !== undefined && entry.source) {
    entry.timer = setTimeout(() => settle(entry, entry.ops), Math.min(MAX_TIMER_MS, due - now + EXPIRY_SLACK_MS));
  }
  if (JSON.stringify(next) === JSON.stringify(entry.ops)) return;
  entry.ops = next;
  for (const fn of entry.listeners) fn();
}

/** The shop's operations now; re-renders when they change. */
export function useOperations(): Operations | undefined {
  const boot = useBoot();
  const shopId = boot.shop?.shopId;
  const initial = boot.operations;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!shopId || typeof EventSource === 'undefined') return () => undefined;
      let e = live.get(shopId);
      if (!e) live.set(shopId, (e = { ops: initial, listeners: new Set() }));
      const entry = e;
      entry.listeners.add(onChange);
      if (!entry.source) {
        const source = new EventSource(shopApi(shopId, '/status/events'));
        source.addEventListener('operations', (m) => {
          const data = JSON.parse((m as MessageEvent<string>).data) as { operations?: Operations };
          settle(entry, normalise(data.operations));
        });
        entry.source = source;
        // What the page booted with may run out before the stream says anything.
        settle(entry, entry.ops);
      }
      return () => {
        entry.listeners.delete(onChange);
        if (entry.listeners.size === 0) {
          entry.source?.close();
          entry.source = undefined;
          if (entry.timer !== undefined) clearTimeout(entry.timer);
          entry.timer = undefined;
        }
      };
    },
    [shopId, initial],
  );
  const snapshot = () => (shopId && live.has(shopId) ? live.get(shopId)!.ops : initial);
  return useSyncExternalStore(subscribe, snapshot, () => initial);
}
