/**
 * The events streams answer only clients that accept Server-Sent Events; @fastify/sse refuses
 * the others with a 406 in Fastify's own error shape. Every API error has one shape, so that
 * refusal is rewritten to `{ error: { code: 'NOT_ACCEPTABLE', message } }`.
 */
import type { FastifyInstance } from 'fastify';

const MESSAGE = "This address streams Server-Sent Events only: send 'Accept: text/event-stream' (a browser's EventSource does).";

export function registerNotAcceptableShape(app: FastifyInstance): void {
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.statusCode === 406 && typeof payload === 'string' && payload.includes('"statusCode":406')) {
      reply.type('application/json; charset=utf-8');
      done(null, JSON.stringify({ error: { code: 'NOT_ACCEPTABLE', message: MESSAGE } }));
      return;
    }
    done(null, payload);
  });
}
