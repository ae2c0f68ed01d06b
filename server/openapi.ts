/**
 * /api/openapi.json, generated from the same JSON Schemas the server validates with (cart,
 * quote, the server's request bodies, the error shape) plus the registered route table.
 */
import cartSchema from '../schemas/cart.schema.json' with { type: 'json' };
import quoteSchema from '../schemas/quote.schema.json' with { type: 'json' };
import { REQUEST_SCHEMAS } from './api-schemas.js';

/** What a route declares about itself for the docs (Fastify route `config.doc`). */
export interface RouteDoc {
  readonly summary: string;
  readonly body?: string;
  readonly query?: Record<string, { description: string; required?: boolean }>;
  readonly headers?: Record<string, { description: string; required?: boolean }>;
  readonly responses: Record<number, { description: string; schema?: string; contentType?: string }>;
}

export interface DocumentedRoute {
  readonly method: string;
  readonly url: string;
  readonly doc: RouteDoc;
}

export const ERROR_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
        message: { type: 'string' },
        path: { type: 'string', description: 'JSON pointer into the body, or query:NAME / header:NAME.' },
      },
    },
  },
} as const;

/** Builds the OpenAPI 3.1 document. */
export function buildOpenApi(routes: readonly DocumentedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const url = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const params = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    for (const [name, q] of Object.entries(r.doc.query ?? {})) params.push({ name, in: 'query', required: q.required ?? false, schema: { type: 'string' }, description: q.description } as never);
    for (const [name, h] of Object.entries(r.doc.headers ?? {})) params.push({ name, in: 'header', required: h.required ?? false, schema: { type: 'string' }, description: h.description } as never);
    const responses: Record<string, unknown> = {};
    for (const [status, resp] of Object.entries(r.doc.responses)) {
      const schema = resp.schema ? { $ref: `#/components/schemas/${resp.schema}` } : { type: 'object' };
      responses[status] = { description: resp.description, content: { [resp.contentType ?? 'application/json']: { schema } } };
    }
    responses.default = { description: 'An error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    paths[url] = {
      ...(paths[url] ?? {}),
      [r.method.toLowerCase()]: {
        summary: r.doc.summary,
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(r.doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${r.doc.body}` } } } } } : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Storefront ordering API', version: '1.0.0', description: 'Every error is { "error": { "code", "message", "path"? } }. While the database cannot be reached, requests that need it are 503 DATABASE_UNAVAILABLE with a Retry-After header (seconds).' },
    paths,
    components: {
      schemas: {
        CartInput: cartSchema,
        Quote: quoteSchema,
        Error: ERROR_SCHEMA,
        OrderRequest: {
          type: 'object',
          description:
            'Every CartInput field, plus expectedInvoiceCents: the total the customer saw; a different fresh total is refused with 409 PRICE_CHANGED. ' +
            'Card orders carry the card token (Stripe) or a Stripe test card number (offline provider) in paymentMethod.',
          properties: { expectedInvoiceCents: { type: 'integer', minimum: 0 } },
        },
        OrderCreated: {
          type: 'object',
          required: ['orderId', 'shopId', 'quote'],
          properties: {
            orderId: { type: 'string' },
            shopId: { type: 'string' },
            paymentStatus: { type: 'string', enum: ['not_paid', 'pending', 'paid'] },
            quote: { $ref: '#/components/schemas/Quote' },
          },
        },
        ...REQUEST_SCHEMAS,
      },
    },
  };
}
