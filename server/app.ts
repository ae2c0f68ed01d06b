/**
 * The Fastify application: JSON API under /api, the staff console under /admin, the built
 * storefront on every other path.
 * Composition root for the server: database, shops, clock and providers are passed in; the edge
 * (security headers, rate limits, input guard, error shape) is set up here and the routes live in
 * route modules by area (server/routes/: shops, orders, customers, forms, delivery, payments, staff).
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import sse, { type SSEPluginOptions } from '@fastify/sse';
import type { LoadedProfile } from '../schemas/profile-types.js';
import { registerAdmin, type AdminSource } from './admin.js';
import type { Db } from './db.js';
import { frameworkErrorHandling } from './edge/framework-errors.js';
import { registerInputGuard } from './edge/input-guard.js';
import { recordMethods } from './edge/method-not-allowed.js';
import { registerNoStore } from './edge/no-store.js';
import { registerNotAcceptableShape } from './edge/not-acceptable.js';
import { ApiError, DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError, MESSAGES } from './errors.js';
import type { EmailProvider } from './email.js';
import { createOfflineEmailProvider } from './email.js';
import { startLifecycle } from './lifecycle/index.js';
import { currentOperations, startOperations } from './operations.js';
import type { MapsProvider } from './maps.js';
import { createMenuCache } from './menu-cache.js';
import { buildOpenApi, type DocumentedRoute, type RouteDoc } from './openapi.js';
import { DEFAULT_KEY_WAIT, type OrderDeps } from './orders/index.js';
import type { PaymentProvider } from './payments.js';
import { registerRateLimits, textLimitsOf, type RateLimits, type TrustProxy } from './rate-limit.js';
import { createReceiptRenderer, type ReceiptRendererOptions } from './receipt-renderer.js';
import type { RouteContext } from './routes/context.js';
import { registerCustomerRoutes } from './routes/customers.js';
import { registerDeliveryRoutes } from './routes/delivery.js';
import { registerFormRoutes } from './routes/forms.js';
import { registerOrderEventRoutes } from './routes/order-events.js';
import { registerOperationsRoutes } from './routes/operations.js';
import { registerOrderRoutes } from './routes/orders.js';
import { registerPaymentRoutes } from './routes/payments.js';
import { registerShopRoutes } from './routes/shops.js';
import { HEARTBEAT_MS, registerStaffOrderRoutes } from './routes/staff-orders.js';
import type { StaffGuard } from './staff/contract.js';
import { DEFAULT_SIGN_IN_LIMITS, registerStaffRoutes } from './routes/staff.js';
import { registerStaffFormRoutes } from './routes/staff-forms.js';
import { registerStudioRoutes } from './routes/studio.js';
import type { SmsProvider } from './sms.js';
import type { ShopRegistry } from './shops.js';
import { createStaffGuard, originRefusal } from './staff/guard.js';
import { orderLookup, registerStorefront, type StorefrontSource } from './storefront.js';
import { createDraftPreview, createDraftShopLookup } from './versions/preview.js';

export interface AppOptions {
  readonly db: Db;
  readonly shops: ShopRegistry;
  readonly payments: PaymentProvider;
  readonly maps: MapsProvider;
  /** Texts one-time codes that verify a phone before its cashback is shown or spent. */
  readonly sms: SmsProvider;
  /** Tells customers by e-mail when their order moves (default: the offline provider that logs). */
  readonly email?: EmailProvider;
  /** Replaces the session-based staff check of the order routes (tests sign in by header). */
  readonly staffGuard?: StaffGuard | undefined;
  /** HTTP for webhook deliveries (tests may pass their own). */
  readonly webhookFetch?: typeof fetch;
  /** Webhooks may go to loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE=1); refused by default. */
  readonly allowPrivateWebhooks?: boolean;
  /** Where the offline providers' one-line messages go (default: stdout). */
  readonly logLine?: (line: string) => void;
  /** How often the outbox worker looks for due work (ms; default 1000). */
  readonly workerTickMs?: number;
  /** The server clock (epoch ms); tests pin it. */
  readonly now?: () => number;
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * Origins (scheme://host[:port]) besides the request's own host whose pages may make
   * state-changing /api/staff calls (STAFF_ORIGINS); none by default.
   */
  readonly staffOrigins?: readonly string[];
  /** The customer storefront (server-rendered pages, assets, shop images); API only when absent. */
  readonly storefront?: { readonly source: StorefrontSource; readonly shopsDir: string; readonly env: NodeJS.ProcessEnv } | undefined;
  /** The staff console at /admin (its built shell and assets); not served when absent. */
  readonly admin?: AdminSource | undefined;
  readonly rateLimits?: RateLimits;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  readonly trustProxy?: TrustProxy;
  /** Receipt worker threads, queue and cache (RECEIPT_WORKERS, RECEIPT_QUEUE, RECEIPT_CACHE_MB). */
  readonly receipts?: ReceiptRendererOptions;
  /** How long an order's retry waits for the request holding its Idempotency-Key to answer (ms; default 10 000). */
  readonly idempotencyWaitMs?: number;
}

export const BODY_LIMIT = 64 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** Builds the application (not listening). */
export async function createApp(opts: AppOptions): Promise<FastifyInstance> {
  const now = opts.now ?? (() => Date.now());
  const { db, shops } = opts;
  const edge = frameworkErrorHandling();
  const app = Fastify({
    ...edge.options,
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
    ajv: { customOptions: { coerceTypes: false } },
  });
  const deps: OrderDeps = {
    db, payments: opts.payments, maps: opts.maps, now, log: app.log,
    ...(opts.idempotencyWaitMs !== undefined ? { keyWait: { ...DEFAULT_KEY_WAIT, waitMs: opts.idempotencyWaitMs } } : {}),
  };
  // The API speaks JSON only: a text/plain body is 415 like any other non-JSON type.
  app.removeContentTypeParser('text/plain');

  const methodTable = recordMethods(app);
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (r) => {
    const doc = r.config?.doc;
    if (!doc) return;
    const rateLimited = Boolean((r.config as { rateLimit?: unknown } | undefined)?.rateLimit);
    for (const m of Array.isArray(r.method) ? r.method : [r.method]) if (m !== 'HEAD') routes.push({ method: m, url: r.url, doc, rateLimited });
  });

  const securityHeaders = await helmetHeaders({
    // CSP frame-ancestors 'none' decides framing; X-Frame-Options would say SAMEORIGIN and contradict it.
    xFrameOptions: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', 'https://maps.googleapis.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'https://fonts.gstatic.com', 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com', 'https://maps.googleapis.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Browsers would rewrite http://localhost sub-requests to https and break a local shop;
        // TLS is the front proxy's job (Strict-Transport-Security still applies over https).
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  edge.install(app, securityHeaders);
  const limits = await registerRateLimits(app, opts.rateLimits);
  registerInputGuard(app);
  registerNoStore(app);
  registerNotAcceptableShape(app);
  await app.register(cookie);
  // Cross-site request forgery: a state-changing staff call must come from a page of this server.
  const staffOrigins = (opts.staffOrigins ?? []).map((o) => o.replace(/\/$/, ''));
  app.addHook('onRequest', (req, reply, done) => {
    const refused = originRefusal(req, staffOrigins);
    if (refused) {
      reply.status(refused.status).send(refused.toBody());
      return;
    }
    done();
  });

  app.setErrorHandler((err: Error & { code?: string; statusCode?: number; validation?: unknown }, req, reply) => {
    if (err instanceof DatabaseUnavailableError) {
      // Expected while PostgreSQL restarts: a warning with the driver's reason, not a stack trace.
      const cause = err.cause as { code?: string; message?: string } | undefined;
      req.log.warn({ dbCode: cause?.code, dbError: cause?.message }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    if (err instanceof ApiError) {
      // An error that names its wait (a 429 limit, 409 IDEMPOTENCY_KEY_IN_USE) says it in Retry-After too.
      const retry = err.extra?.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('Retry-After', String(retry));
      return reply.status(err.status).send(err.toBody());
    }
    const status = err.statusCode ?? 500;
    const send = (s: number, code: string, message: string, path?: string) =>
      reply.status(s).send({ error: { code, message, ...(path !== undefined ? { path } : {}) } });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      // A route may take more than the default (a studio draft: 1.5 MB); the message names its own limit.
      const limit = req.routeOptions?.bodyLimit ?? BODY_LIMIT;
      return send(413, 'PAYLOAD_TOO_LARGE', limit === BODY_LIMIT ? MESSAGES.PAYLOAD_TOO_LARGE : `The request body is larger than ${(limit / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB, the most this address takes. Send a smaller body.`, '');
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return send(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.UNSUPPORTED_MEDIA_TYPE);
    if (err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError) return send(400, 'BAD_JSON', MESSAGES.BAD_JSON, '');
    if (status === 429) return send(429, 'RATE_LIMITED', MESSAGES.RATE_LIMITED);
    if (status >= 400 && status < 500) return send(status, 'INVALID_REQUEST', err.message || MESSAGES.INVALID_REQUEST);
    req.log.error({ err }, 'request failed');
    return send(500, 'INTERNAL', MESSAGES.INTERNAL);
  });
  app.setNotFoundHandler((req, reply) => {
    const allowed = methodTable.allowed(req.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ error: { code: 'METHOD_NOT_ALLOWED', message: `${req.method} is not accepted here: this address takes ${allowed.join(', ')}.` } });
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGES.NOT_FOUND } });
  });

  const shopOf = (req: FastifyRequest): LoadedProfile => {
    const { shopId } = req.params as { shopId: string };
    const profile = shops.get(shopId);
    if (!profile) throw new ApiError(404, 'SHOP_NOT_FOUND', `There is no shop "${shopId.slice(0, 64)}". Check the shop id in the address.`, 'params:shopId');
    return profile;
  };
  const orderIdOf = (req: FastifyRequest): string => (req.params as { orderId: string }).orderId;

  app.get('/healthz', { config: { doc: { operationId: 'getHealth', tag: 'Service', summary: 'Liveness and database check', responses: { 200: { description: 'ok' } } } } }, async () => {
    await db.query('SELECT 1');
    return { ok: true, database: db.kind, shops: shops.profiles.length };
  });

  app.get('/api/openapi.json', { config: { doc: { operationId: 'getOpenApi', tag: 'Service', summary: 'This API description', responses: { 200: { description: 'OpenAPI 3.1' } } } } }, async () =>
    buildOpenApi(routes),
  );

  const staffAuth = createStaffGuard({ db, shops, now });
  // Receipts render in worker threads; closing the app stops them, so tests and the process exit cleanly.
  const receipts = createReceiptRenderer(opts.receipts);
  app.addHook('onClose', () => receipts.close());
  // The CommonJS default export is the plugin wrapped by fastify-plugin (its routes option reaches every route).
  await app.register(sse as unknown as FastifyPluginAsync<SSEPluginOptions>, { heartbeatInterval: HEARTBEAT_MS });
  // An event stream asked for without Accept: text/event-stream: the plugin's 406 in the API's error shape.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode !== 406 || typeof payload !== 'string' || !payload.includes('"Not Acceptable"')) return payload;
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ error: { code: 'NOT_ACCEPTABLE', message: 'This address streams Server-Sent Events: ask with Accept: text/event-stream (an EventSource does).' } });
  });
  const lifecycle = await startLifecycle({
    db,
    shops,
    now,
    sms: opts.sms,
    email: opts.email ?? createOfflineEmailProvider(opts.logLine),
    payments: opts.payments,
    ...(opts.webhookFetch ? { fetch: opts.webhookFetch } : {}),
    allowPrivateWebhooks: opts.allowPrivateWebhooks === true,
    logLine: opts.logLine ?? ((line) => console.log(line)),
    // A database that is restarting is an expected outage (every request says 503 meanwhile): a
    // warning, like the routes' own; anything else is an error.
    logError: (obj, msg) => ((obj as { err?: unknown } | undefined)?.err instanceof DatabaseUnavailableError ? app.log.warn(obj, msg) : app.log.error(obj, msg)),
    ...(opts.workerTickMs ? { tickMs: opts.workerTickMs } : {}),
  });
  // preClose: before the database closes, and ending the open event streams so the server can stop.
  app.addHook('preClose', () => lifecycle.close());
  // Every shop's live operations, loaded now and followed through the events hub.
  const operations = await startOperations(db, lifecycle.hub);
  app.addHook('onClose', () => operations.close());
  // One cache of resolved menus for the menu API and the rendered pages.
  const menus = createMenuCache();
  const ctx: RouteContext = { db, shops, now, deps, payments: opts.payments, maps: opts.maps, sms: opts.sms, staff: staffAuth.guard, staffAuth, limits, textLimits: textLimitsOf(opts.rateLimits), receipts, shopOf, orderIdOf, lifecycle, operations, menus };
  registerShopRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerOrderEventRoutes(app, ctx);
  registerStaffOrderRoutes(app, ctx, opts.staffGuard ?? staffAuth.guard);
  registerCustomerRoutes(app, ctx);
  registerFormRoutes(app, ctx);
  registerDeliveryRoutes(app, ctx);
  await registerPaymentRoutes(app, ctx);
  registerStaffRoutes(app, ctx, {
    perAccount: opts.rateLimits?.staffSignInPerAccount ?? DEFAULT_SIGN_IN_LIMITS.perAccount,
    perAddress: opts.rateLimits?.staffSignInPerAddress ?? DEFAULT_SIGN_IN_LIMITS.perAddress,
    windowMs: DEFAULT_SIGN_IN_LIMITS.windowMs,
  });

  registerStudioRoutes(app, ctx);
  registerOperationsRoutes(app, ctx);
  registerStaffFormRoutes(app, ctx);

  if (opts.admin) registerAdmin(app, opts.admin);
  if (opts.storefront) registerStorefront(app, { shops, now, menus, operations: (shopId) => currentOperations(db, shopId), orderExists: orderLookup(db), ...opts.storefront, preview: createDraftPreview({ db, shops, staffAuth }), previewShop: createDraftShopLookup({ db, staffAuth }) });

  return app;
}

/**
 * The security headers helmet sets with these options. They do not depend on the request, so
 * they are computed once at start-up (the plugin rebuilds its middleware on every request).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return res.headers;
  };
  const [secured, plain] = [await probe(true), await probe(false)];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (value === undefined || name in plain) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
