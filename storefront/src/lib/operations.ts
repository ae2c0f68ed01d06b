/**
 * The shop's live operations (a pause, busy minutes, items out of stock) while a page is open:
 * the page boots with the server's, then follows the shop's status stream
 * (`GET /api/shops/{shopId}/status/events`), so a pause, busy minutes or an item out of stock
 * shows at once without a reload. One stream per shop, shared by every component that asks.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Operations } from '../../../engine/index.js';
import { shopApi } from './api.js';
import { useBoot } from './boot.js';

interface Live {
  ops: Operations | undefined;
  readonly listeners: Set<() => void>;
  source?: EventSource | undefined;
}

const live = new Map<string, Live>();

/** undefined for operations that change nothing, so a page with none resolves as the server did. */
function normalise(ops: Operations | undefined): Operations | undefined {
  if (!ops) return undefined;
  const none = !ops.paused && !ops.busyMinutes && (ops.outOfStock?.length ?? 0) === 0;
  return none ? undefined : ops;
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
          const next = normalise(data.operations);
          if (JSON.stringify(next) === JSON.stringify(entry.ops)) return;
          entry.ops = next;
          for (const fn of entry.listeners) fn();
        });
        entry.source = source;
      }
      return () => {
        entry.listeners.delete(onChange);
        if (entry.listeners.size === 0) {
          entry.source?.close();
          entry.source = undefined;
        }
      };
    },
    [shopId, initial],
  );
  const snapshot = () => (shopId && live.has(shopId) ? live.get(shopId)!.ops : initial);
  return useSyncExternalStore(subscribe, snapshot, () => initial);
}
