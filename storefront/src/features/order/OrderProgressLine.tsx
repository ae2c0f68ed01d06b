/**
 * The order's status, live: starts from the order as fetched and follows the server's per-order
 * stream (Server-Sent Events), so 'Accepted: ready at 6:40 PM' appears without a reload. A polite
 * live region reads each change aloud. Lives in the order route's chunk only.
 */
import { useEffect, useState } from 'react';
import { shopApi } from '../../lib/api.js';
import { useNow } from '../../lib/menu.js';
import { progressLine, type OrderProgress, type OrderView } from './order-view.js';

export function OrderProgressLine({ order, shopId, zone }: { order: OrderView; shopId: string; zone: string }) {
  const now = useNow();
  const [progress, setProgress] = useState<OrderProgress | undefined>(
    order.status ? { status: order.status, promisedAt: order.promisedAt ?? null, rejectReason: order.rejectReason ?? null, paymentStatus: order.paymentStatus } : undefined,
  );
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(shopApi(shopId, `/orders/${encodeURIComponent(order.orderId)}/events`));
    source.addEventListener('order.status', (e) => setProgress(JSON.parse((e as MessageEvent<string>).data) as OrderProgress));
    return () => source.close();
  }, [shopId, order.orderId]);
  if (!progress) return null;
  const done = progress.status === 'rejected' || progress.status === 'cancelled';
  return (
    <p className={`order-progress notice ${done ? 'notice-danger' : 'notice-ok'}`} role="status" aria-live="polite" data-status={progress.status}>
      {progressLine(progress, order.cartType, zone, now)}
    </p>
  );
}
