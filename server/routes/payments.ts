/** Payment routes: the payment provider's webhook, which confirms payments after the order. */
import type { FastifyInstance } from 'fastify';
import { markPaid } from '../orders/order-writes.js';
import type { RouteContext } from './context.js';

/** Registers the webhook in its own scope: its body is kept as raw bytes for the signature check. */
export async function registerPaymentRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { db, now, payments, lifecycle } = ctx;
  // Stripe posts raw JSON; its signature is over the exact bytes, so this route keeps them.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', {
      config: { doc: { operationId: 'receiveStripeWebhook', tag: 'Payments', security: 'stripeSignature', summary: 'Stripe webhook (signature checked with STRIPE_WEBHOOK_SECRET)', responses: { 200: { description: '{ received: true }' }, 400: { description: 'BAD_SIGNATURE: the signature does not match; BAD_WEBHOOK_EVENT: the body is not a Stripe event', schema: 'Error' }, 404: { description: 'NOT_FOUND: the server does not use Stripe', schema: 'Error' } } } },
    }, async (req) => {
      const sig = req.headers['stripe-signature'];
      const event = payments.parseWebhook(req.body as Buffer, Array.isArray(sig) ? sig[0] : sig);
      if (event.type === 'paid' && event.reference) {
        await markPaid(db, event.reference, now());
        // A confirmed payment can put the order on the board (the order.placed trigger).
        lifecycle.hub.changed();
      }
      return { received: true };
    });
  });
}
