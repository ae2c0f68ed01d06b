/** The customer's live order status: one order's status and promised time as Server-Sent Events. */
import type { FastifyInstance } from 'fastify';
import { getOrder } from '../order-store.js';
import { readEvents } from '../lifecycle/index.js';
import type { BoardOrder } from '../lifecycle/staff-order.js';
import type { StaffEvent } from '../staff/contract.js';
import type { RouteContext } from './context.js';
import { streamEvents } from './staff-orders.js';

/** What a customer is told about their order: no more than the order page shows. */
export interface OrderStatusView {
  readonly orderId: string;
  readonly status: string;
  readonly promisedAt: string | null;
  readonly rejectReason: string | null;
  readonly paymentStatus: string;
}

function view(o: Pick<BoardOrder, 'orderId' | 'status' | 'promisedAt' | 'rejectReason' | 'paymentStatus'>): OrderStatusView {
  return { orderId: o.orderId, status: o.status, promisedAt: o.promisedAt, rejectReason: o.rejectReason, paymentStatus: o.paymentStatus };
}

/** Registers GET /api/shops/{shopId}/orders/{orderId}/events. */
export function registerOrderEventRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, shopOf, orderIdOf, lifecycle } = ctx;
  app.get('/api/shops/:shopId/orders/:orderId/events', {
    sse: 'only',
    config: { doc: { operationId: 'orderEvents', tag: 'Orders', summary: "The order's status as Server-Sent Events: the current one first (event: order.status, data: { orderId, status, promisedAt, rejectReason, paymentStatus }), then each change", responses: { 200: { description: 'text/event-stream' } } } },
  }, async (req, reply) => {
    const shopId = shopOf(req).shopId;
    const orderId = orderIdOf(req);
    // 404 before the stream opens when there is no such order.
    await getOrder(db, shopId, orderId);
    const format = (e: StaffEvent) => {
      const o = e.data.order as BoardOrder | undefined;
      return o && e.type.startsWith('order.') ? { id: e.id, event: 'order.status', data: view(o) } : null;
    };
    await streamEvents(reply, lifecycle.hub, {
      from: null,
      matches: (e) => e.subject === orderId && e.shopId === shopId,
      replay: (after, upTo) => readEvents(db, after, { subject: orderId, upTo }),
      format,
      // Read after subscribing: a change in between arrives as an event too, never falls between.
      first: async () => {
        const order = await getOrder(db, shopId, orderId);
        return { id: '', event: 'order.status', data: { orderId, status: order.status, promisedAt: order.promisedAt, rejectReason: order.rejectReason, paymentStatus: order.paymentStatus } };
      },
    });
  });
}
