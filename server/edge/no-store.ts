/**
 * API answers carry orders, names, phones, addresses and balances: none may be kept by a
 * browser or a shared cache. Every /api response gets `Cache-Control: no-store` unless its
 * route chose a policy of its own (the public menu does).
 */
import type { FastifyInstance } from 'fastify';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
