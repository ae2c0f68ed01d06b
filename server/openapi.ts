/**
 * /api/openapi.json, generated from the same JSON Schemas the server validates with (cart,
 * quote, the server's request bodies, the error shape) plus the registered route table.
 */
import cartSchema from '../schemas/cart.schema.json' with { type: 'json' };
import orderSchema from '../schemas/order.schema.json' with { type: 'json' };
import operationsSchema from '../schemas/operations.schema.json' with { type: 'json' };
import quoteSchema from '../schemas/quote.schema.json' with { type: 'json' };
import menuSchema from '../schemas/menu.schema.json' with { type: 'json' };
import profileSchema from '../schemas/shop-profile.schema.json' with { type: 'json' };
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './api-schemas.js';

/** Who may call an operation: signed-in staff (session cookie), a verified phone, Stripe's signature. */
export type RouteSecurity = 'public' | 'staff' | 'verifiedPhone' | 'verifiedPhoneWhenSpending' | 'stripeSignature';

/** What a route declares about itself for the docs (Fastify route `config.doc`). */
export interface RouteDoc {
  /** Unique per operation; generated clients name their methods after it. */
  readonly operationId: string;
  readonly summary: string;
  readonly tag: 'Shops' | 'Orders' | 'Customers' | 'Forms' | 'Payments' | 'Staff' | 'Studio' | 'Service';
  readonly security?: RouteSecurity;
  readonly body?: string;
  readonly query?: Record<string, { description: string; required?: boolean }>;
  readonly headers?: Record<string, { description: string; required?: boolean }>;
  readonly responses: Record<number, { description: string; schema?: string; contentType?: string }>;
}

export interface DocumentedRoute {
  readonly method: string;
  readonly url: string;
  readonly doc: RouteDoc;
  /** The route has its own rate limit (429 RATE_LIMITED). */
  readonly rateLimited?: boolean;
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

type Schema = Record<string, unknown>;

/**
 * A standalone JSON Schema file (with `$id` and `$defs`) as OpenAPI components: its `$defs`
 * become sibling components and every `#/$defs/X` or `file.schema.json#/$defs/X` reference
 * points at `#/components/schemas/X`, so any OpenAPI tool resolves them.
 */
/** The component each schema file's root becomes. */
const ROOT_COMPONENTS: Readonly<Record<string, string>> = { 'cart.schema.json': 'CartInput', 'quote.schema.json': 'Quote', 'order.schema.json': 'Order' };

/** A `$ref` of a schema file (`#/$defs/X`, `file.schema.json#/$defs/X/...`, a whole file) as a component reference. */
function componentRef(ref: string, name: string): string {
  // A whole schema file is the component it is hoisted as (quote.schema.json is Quote).
  const whole = ROOT_COMPONENTS[ref.replace(/#$/, '')];
  if (whole) return `#/components/schemas/${whole}`;
  const m = /^(?:[A-Za-z0-9_.-]+\.schema\.json)?#\/\$defs\/([A-Za-z0-9_]+)((?:\/[A-Za-z0-9_]+)*)$/.exec(ref);
  if (!m) throw new Error(`openapi: cannot place the reference ${ref} of ${name}`);
  return `#/components/schemas/${m[1]}${m[2] ?? ''}`;
}

/** `v` with every `$ref` pointing at the components. */
function rewriteRefs(v: unknown, name: string): unknown {
  if (Array.isArray(v)) return v.map((x) => rewriteRefs(x, name));
  if (!v || typeof v !== 'object') return v;
  const out: Schema = {};
  for (const [k, inner] of Object.entries(v as Schema)) out[k] = k === '$ref' && typeof inner === 'string' ? componentRef(inner, name) : rewriteRefs(inner, name);
  return out;
}

function placeComponent(into: Record<string, Schema>, key: string, schema: unknown, name: string): void {
  const value = rewriteRefs(schema, name) as Schema;
  if (into[key] && JSON.stringify(into[key]) !== JSON.stringify(value)) throw new Error(`openapi: two different schemas named ${key}`);
  into[key] = value;
}

function hoistDefs(name: string, source: Schema, into: Record<string, Schema>): void {
  const { $id: _id, $schema: _schema, $defs, ...root } = source as Schema & { $defs?: Record<string, Schema> };
  for (const [key, def] of Object.entries($defs ?? {})) placeComponent(into, key, def, name);
  placeComponent(into, name, root, name);
}

/**
 * Some `$defs` of a schema file (and every one they refer to) as components, without the file's
 * root: the parts of the shop profile the public profile answers with (its rules, menu source and
 * legacy ids stay on the server, so their schemas stay out of the document).
 */
function hoistSomeDefs(name: string, source: Schema, roots: readonly string[], into: Record<string, Schema>): void {
  const defs = (source as { $defs?: Record<string, Schema> }).$defs ?? {};
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length > 0) {
    const key = todo.pop()!;
    if (seen.has(key)) continue;
    const def = defs[key];
    if (!def) throw new Error(`openapi: ${name} has no $defs/${key}`);
    seen.add(key);
    for (const m of JSON.stringify(def).matchAll(/"\$ref":"#\/\$defs\/([A-Za-z0-9_]+)/g)) todo.push(m[1]!);
  }
  for (const key of [...seen].sort()) placeComponent(into, key, defs[key], name);
}

const SECURITY_SCHEMES = {
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'staff_session',
    description:
      'A signed-in staff member: the HttpOnly cookie set by POST /api/staff/session. State-changing /api/staff calls also need an Origin header naming this server.',
  },
  phoneToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Phone-Token',
    description:
      'A verified phone: the token answered by POST /api/shops/{shopId}/phone-verifications/confirm. Browsers send the HttpOnly cookie that call sets instead.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's signature of the raw body with STRIPE_WEBHOOK_SECRET.",
  },
} as const;

const SECURITY: Record<RouteSecurity, Array<Record<string, string[]>>> = {
  public: [],
  staff: [{ staffSession: [] }],
  verifiedPhone: [{ phoneToken: [] }],
  // `{}` first: the operation is open; the token is needed only for what the summary says.
  verifiedPhoneWhenSpending: [{}, { phoneToken: [] }],
  stripeSignature: [{ stripeSignature: [] }],
};

/** The 4xx answers every route of a kind can give, from the edge and the shared checks. */
function sharedErrors(r: DocumentedRoute, pathParams: readonly string[]): Record<number, string[]> {
  const out: Record<number, string[]> = { 414: ['URI_TOO_LONG: the address (or a part of it between slashes) is too long'] };
  const add = (status: number, text: string) => (out[status] ??= []).push(text);
  if (pathParams.length > 0) add(400, 'BAD_URL: the address has an invalid %-escape');
  if (r.doc.query) add(400, 'INVALID_QUERY, INVALID_TEXT, PHONE_TOO_SHORT, PHONE_INVALID: a query parameter is missing or not valid (path names it, as query:NAME)');
  if (r.doc.body || r.method === 'POST') {
    add(400, 'BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype")');
    add(413, 'PAYLOAD_TOO_LARGE: the body is over 64 KB');
    add(415, 'UNSUPPORTED_MEDIA_TYPE: the body is not application/json');
  }
  if (pathParams.includes('shopId')) add(404, 'SHOP_NOT_FOUND: no shop has this id');
  if (pathParams.includes('orderId')) add(404, 'ORDER_NOT_FOUND: this shop has no order with this id');
  if (r.rateLimited) add(429, 'RATE_LIMITED: too many requests from this client; wait a minute');
  if (r.doc.security === 'staff') {
    add(401, 'NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in)');
    add(403, 'PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this');
  }
  if (r.url.startsWith('/api/staff') && r.method !== 'GET') add(403, 'ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed');
  if (r.doc.security === 'verifiedPhone' || r.doc.security === 'verifiedPhoneWhenSpending') add(401, 'PHONE_NOT_VERIFIED: the phone was not verified on this client');
  return out;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** Builds the OpenAPI 3.1 document. */
export function buildOpenApi(routes: readonly DocumentedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const r of routes) {
    if (operationIds.has(r.doc.operationId)) throw new Error(`openapi: operationId ${r.doc.operationId} is used twice`);
    operationIds.add(r.doc.operationId);
    const url = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const pathParams = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
    const params: Schema[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } }));
    for (const [name, q] of Object.entries(r.doc.query ?? {})) params.push({ name, in: 'query', required: q.required ?? false, schema: { type: 'string' }, description: q.description });
    for (const [name, h] of Object.entries(r.doc.headers ?? {})) params.push({ name, in: 'header', required: h.required ?? false, schema: { type: 'string' }, description: h.description });
    const responses: Record<string, unknown> = {};
    const shared = sharedErrors(r, pathParams);
    for (const [status, resp] of Object.entries(r.doc.responses)) {
      const code = Number(status);
      if (code >= 400) {
        const more = shared[code] ?? [];
        delete shared[code];
        responses[status] = { description: [resp.description, ...more].join('; '), content: errorContent };
        continue;
      }
      // A file (the receipt PDF) is bytes; JSON answers without a named schema are any object.
      const binary = resp.contentType !== undefined && !/json/i.test(resp.contentType);
      const schema = resp.schema ? { $ref: `#/components/schemas/${resp.schema}` } : binary ? { type: 'string', format: 'binary' } : { type: 'object', additionalProperties: true };
      responses[status] = code === 204 || code === 304
        ? { description: resp.description }
        : { description: resp.description, content: { [resp.contentType ?? 'application/json']: { schema } } };
    }
    for (const [status, texts] of Object.entries(shared)) responses[status] = { description: texts.join('; '), content: errorContent };
    responses.default = { description: 'Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached)', content: errorContent };
    const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => (a === 'default' ? 1 : b === 'default' ? -1 : Number(a) - Number(b))));
    paths[url] = {
      ...(paths[url] ?? {}),
      [r.method.toLowerCase()]: {
        operationId: r.doc.operationId,
        summary: r.doc.summary,
        tags: [r.doc.tag],
        security: SECURITY[r.doc.security ?? 'public'],
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(r.doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${r.doc.body}` } } } } } : {}),
        responses: sorted,
      },
    };
  }
  const schemas: Record<string, Schema> = {};
  hoistDefs('CartInput', cartSchema as Schema, schemas);
  hoistDefs('Quote', quoteSchema as Schema, schemas);
  hoistDefs('Order', orderSchema as Schema, schemas);
  hoistDefs('Operations', operationsSchema as Schema, schemas);
  // The public profile (GET /api/shops/{shopId}) and the shop list answer with these parts of a profile.
  hoistSomeDefs('ShopProfile', profileSchema as Schema, ['Site', 'Identity', 'Settings', 'Presentation'], schemas);
  // The fixed lists a quote line's allergens and the menu's products name.
  for (const key of ['Allergen', 'DietaryLabel'] as const) schemas[key] = menuSchema.$defs[key] as Schema;
  const cartInput = schemas.CartInput as Schema & { properties: Schema };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront ordering API',
      version: '1.0.0',
      description: 'Every error is { "error": { "code", "message", "path"? } }. While the database cannot be reached, requests that need it are 503 DATABASE_UNAVAILABLE with a Retry-After header (seconds).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [
      { name: 'Shops', description: 'Shop profiles and menus' },
      { name: 'Orders', description: 'Quotes, orders, receipts and tips' },
      { name: 'Customers', description: 'Phone verification, cashback, rewards and e-mail sign-up' },
      { name: 'Forms', description: 'Contact and catering forms' },
      { name: 'Payments', description: 'Payment provider callbacks' },
      { name: 'Staff', description: 'Staff accounts, sessions and the staff pages (session cookie)' },
      { name: 'Studio', description: 'Profile versions: drafts, their findings, quotes and replays, publishing, history, rollback and the audit log (session cookie)' },
      { name: 'Service', description: 'Health and this description' },
    ],
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: {
        ...schemas,
        Error: ERROR_SCHEMA,
        OrderRequest: {
          ...cartInput,
          title: 'OrderRequest',
          description:
            'Every CartInput field, plus expectedInvoiceCents: the total the customer saw; a different fresh total is refused with 409 PRICE_CHANGED. ' +
            'Card orders carry the card token (Stripe) or a Stripe test card number (offline provider) in paymentMethod.',
          properties: { ...cartInput.properties, expectedInvoiceCents: { type: 'integer', minimum: 0 } },
        },
        OrderCreated: {
          type: 'object',
          required: ['orderId', 'shopId', 'quote'],
          properties: {
            orderId: { type: 'string' },
            shopId: { type: 'string' },
            paymentStatus: { type: 'string', enum: ['not_paid', 'pending', 'paid'] },
            tipToken: { type: 'string', description: 'A charged card order only: the secret that lets this browser add a post-order tip (send it to POST .../tips). Keep it; it is not shown again.' },
            quote: { $ref: '#/components/schemas/Quote' },
          },
        },
        Menu: MENU_SCHEMA,
        ...REQUEST_SCHEMAS,
        ...RESPONSE_SCHEMAS,
      },
    },
  };
}

/** The menu resolved at one instant (engine ResolvedMenu); more fields may be present. */
const MENU_SCHEMA = {
  type: 'object',
  required: ['shopId', 'at', 'timeZone', 'cap', 'categories'],
  properties: {
    shopId: { type: 'string' },
    at: { type: 'string', description: 'The instant resolved, ISO 8601 with the shop offset.' },
    timeZone: { type: 'string' },
    cartType: { type: 'string', enum: ['PICKUP', 'DELIVERY', 'DINEIN'], description: 'The order type resolved for (?cartType, else the default PICKUP): an item not for it is unavailable, labelled with the types it can be ordered for.' },
    cap: { type: 'integer', description: "The most products a category's products list holds." },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'products', 'totalProducts'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          disableOrder: { type: 'boolean' },
          totalProducts: { type: 'integer' },
          products: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'name', 'categoryId', 'priceCents', 'orderable'],
              properties: {
                id: { type: 'string' },
                name: { type: 'string' },
                description: { type: 'string' },
                categoryId: { type: 'string' },
                priceCents: { type: 'integer', description: 'After price rules; market-price items are 0.' },
                marketPrice: { type: 'boolean' },
                visible: { type: 'boolean' },
                available: { type: 'boolean' },
                orderable: { type: 'boolean' },
                label: { type: 'string', description: "Why it cannot be ordered ('*OUT OF STOCK', 'Dine-in only')." },
                onlyFor: { type: 'array', items: { type: 'string', enum: ['PICKUP', 'DELIVERY', 'DINEIN'] }, description: 'Unavailable for this order type only: the order types it can be ordered for.' },
                minimumAge: { type: 'integer', description: 'Age-restricted: checkout asks the customer to confirm this age and staff check ID.' },
                badges: { type: 'array', items: { type: 'string' }, description: "The labels of the profile's badge rules that match it now ('New', 'Halal')." },
                dietary: { type: 'array', items: { $ref: '#/components/schemas/DietaryLabel' }, description: 'Dietary labels: the menu\'s, and those its badges name; drawn as badges and offered as filters.' },
                allergens: { type: 'array', items: { $ref: '#/components/schemas/Allergen' }, description: 'The allergens the menu lists for it (wheat adding gluten); absent when the menu lists none.' },
                contains: { type: 'array', items: { $ref: '#/components/schemas/Allergen' }, description: 'What it contains as it opens: its allergens, its options that start picked, what every option of a required group has; present when allergens is.' },
                modgroups: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id', 'name', 'modifiers'],
                    properties: {
                      id: { type: 'string' },
                      name: { type: 'string' },
                      type: { type: 'string' },
                      required: { type: 'boolean' },
                      modifiers: {
                        type: 'array',
                        items: {
                          type: 'object',
                          required: ['id', 'name', 'priceCents'],
                          properties: {
                            id: { type: 'string' },
                            name: { type: 'string' },
                            priceCents: { type: 'integer' },
                            available: { type: 'boolean' },
                            allergens: { type: 'array', items: { $ref: '#/components/schemas/Allergen' }, description: 'The allergens the option adds when picked.' },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
