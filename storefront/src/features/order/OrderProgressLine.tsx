/**
 * The order's status, live: starts from the order as fetched and follows the server's per-order
 * stream (Server-Sent Events), so 'Accepted: ready at 6:40 PM' appears without a reload. A polite
 * live region reads each change aloud. Lives in the order route's chunk only.
 */
import { useEffect, useState } from 'react';
import { shopApi } from '../../lib/api.js';
import { useNow } from '../../lib/menu.js';
import { progressLine, type OrderProgress, type OrderView } from './order-view.js';

/**
 * The order's status: the stream's latest message once one has come (the stream sends the current
 * status first, then each change), the fetched order's until then; undefined before the order is read.
 */
export function useOrderProgress(order: OrderView | undefined, shopId: string): OrderProgress | undefined {
  const orderId = order?.orderId;
  const [live, setLive] = useState<{ readonly orderId: string; readonly progress: OrderProgress } | undefined>();
  useEffect(() => {
    if (!orderId || typeof EventSource === 'undefined') return;
    const source = new EventSource(shopApi(shopId, `/orders/${encodeURIComponent(orderId)}/events`));
    source.addEventListener('order.status', (e) => setLive({ orderId, progress: JSON.parse((e as MessageEvent<string>).data) as OrderProgress }));
    return () => source.close();
  }, [shopId, orderId]);
  if (live && live.orderId === orderId) return live.progress;
  return order?.status ? { status: order.status, promisedAt: order.promisedAt ?? null, rejectReason: order.rejectReason ?? null, paymentStatus: order.paymentStatus } : undefined;
}

export function OrderProgressLine({ progress, cartType, zone }: { progress: OrderProgress | undefined; cartType: OrderView['cartType']; zone: string }) {
  const now = useNow();
  if (!progress) return null;
  const done = progress.status === 'rejected' || progress.status === 'cancelled';
  return (
    <p className={`order-progress notice ${done ? 'notice-danger' : 'notice-ok'}`} role="status" aria-live="polite" data-status={progress.status}>
      {progressLine(progress, cartType, zone, now)}
    </p>
  );
}
