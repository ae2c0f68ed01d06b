/**
 * The Fastify application: JSON API under /api, the built storefront on every other path.
 * Composition root for the server: database, shops, clock and providers are passed in.
 */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { priceCart, resolveMenu } from '../engine/index.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import { checkBody } from './api-schemas.js';
import { creditSignup } from './cashback-store.js';
import type { Db, Queryable } from './db.js';
import { cashbackBalance, phoneKey } from './customers.js';
import { recordRewardsEvent, saveFormSubmission, subscribe } from './customer-store.js';
import { frameworkErrorHandling } from './edge/framework-errors.js';
import { registerInputGuard } from './edge/input-guard.js';
import { registerNoStore } from './edge/no-store.js';
import { bearerToken, checkBodyShop, parseAtQuery } from './edge/small-checks.js';
import { ApiError, DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError, MESSAGES } from './errors.js';
import type { MapsProvider } from './maps.js';
import { metersToMiles } from './maps.js';
import { menuCheck } from './menu-check.js';
import { buildOpenApi, type DocumentedRoute, type RouteDoc } from './openapi.js';
import { getOrder, markPaid, publicOrder } from './order-store.js';
import { checkCart, placeOrder, quoteCart, refusalError, type OrderDeps } from './orders/index.js';
import type { PaymentProvider } from './payments.js';
import { confirmCode, requireVerified, sendCode, setVerifiedCookie } from './phone-verification.js';
import { registerRateLimits, type RateLimits, type TrustProxy } from './rate-limit.js';
import type { SmsProvider } from './sms.js';
import { renderReceipt } from './receipt.js';
import { addTip } from './tip-store.js';
import type { ShopRegistry } from './shops.js';
import { registerStorefront, type StorefrontSource } from './storefront.js';

export interface AppOptions {
  readonly db: Db;
  readonly shops: ShopRegistry;
  readonly payments: PaymentProvider;
  readonly maps: MapsProvider;
  /** Texts one-time codes that verify a phone before its cashback is shown or spent. */
  readonly sms: SmsProvider;
  /** The server clock (epoch ms); tests pin it. */
  readonly now?: () => number;
  readonly logger?: FastifyServerOptions['logger'];
  /** Bearer token for staff pages (menu-check); unset = open, as in the legacy product. */
  readonly staffToken?: string | undefined;
  /** The customer storefront (server-rendered pages, assets, shop images); API only when absent. */
  readonly storefront?: { readonly source: StorefrontSource; readonly shopsDir: string; readonly env: NodeJS.ProcessEnv } | undefined;
  readonly rateLimits?: RateLimits;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  readonly trustProxy?: TrustProxy;
}

export const BODY_LIMIT = 64 * 1024;

/** The customer-facing wording the spec gives for these confirmations. */
const THANKS_TIP = 'Thanks for tipping!';
const THANKS_SUBSCRIBE = 'Thanks for Subscribing!';
const SIGNUP_CREDIT_CENTS = 1000;

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
  const deps: OrderDeps = { db, payments: opts.payments, now, log: app.log };
  // The API speaks JSON only: a text/plain body is 415 like any other non-JSON type.
  app.removeContentTypeParser('text/plain');

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
  const cashbackLimit = limits.cashback;
  const formsLimit = limits.forms;

  app.setErrorHandler((err: Error & { code?: string; statusCode?: number; validation?: unknown }, req, reply) => {
    if (err instanceof DatabaseUnavailableError) {
      // Expected while PostgreSQL restarts: a warning with the driver's reason, not a stack trace.
      const cause = err.cause as { code?: string; message?: string } | undefined;
      req.log.warn({ dbCode: cause?.code, dbError: cause?.message }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    if (err instanceof ApiError) return reply.status(err.status).send(err.toBody());
    const status = err.statusCode ?? 500;
    const send = (s: number, code: string, message: string, path?: string) =>
      reply.status(s).send({ error: { code, message, ...(path !== undefined ? { path } : {}) } });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return send(413, 'PAYLOAD_TOO_LARGE', MESSAGES.PAYLOAD_TOO_LARGE, '');
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return send(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.UNSUPPORTED_MEDIA_TYPE);
    if (err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError) return send(400, 'BAD_JSON', MESSAGES.BAD_JSON, '');
    if (status === 429) return send(429, 'RATE_LIMITED', MESSAGES.RATE_LIMITED);
    if (status >= 400 && status < 500) return send(status, 'INVALID_REQUEST', err.message || MESSAGES.INVALID_REQUEST);
    req.log.error({ err }, 'request failed');
    return send(500, 'INTERNAL', MESSAGES.INTERNAL);
  });
  app.setNotFoundHandler((_req, reply) => {
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

  app.get('/api/shops', { config: { doc: { operationId: 'listShops', tag: 'Shops', summary: 'List the shops', responses: { 200: { description: '{ shops: [...] }' } } } } }, async () => ({
    shops: shops.profiles.map((p) => ({
      shopId: p.shopId,
      name: p.identity.name,
      site: p.site ?? null,
      basePath: p.identity.basePath ?? '',
      city: p.identity.city ?? null,
      timeZone: p.identity.timeZone,
    })),
  }));

  app.get('/api/shops/:shopId', { config: { doc: { operationId: 'getShop', tag: 'Shops', summary: 'Public shop profile: identity, presentation, public settings', responses: { 200: { description: 'The public profile' } } } } }, async (req) => {
    const p = shopOf(req);
    // Rules (promo codes), legacy ids and the menu source stay server-side.
    return { shopId: p.shopId, site: p.site ?? null, identity: p.identity, settings: p.settings, presentation: p.presentation };
  });

  const menuCache = new Map<string, { etag: string; body: string }>();
  app.get('/api/shops/:shopId/menu', {
    config: { doc: { operationId: 'getMenu', tag: 'Shops', summary: 'The menu resolved at the server clock or ?at', query: { at: { description: 'ISO date-time to resolve the menu at' } }, responses: { 200: { description: 'The resolved menu', schema: 'Menu' }, 304: { description: 'Not modified' } } } },
  }, async (req, reply) => {
    const p = shopOf(req);
    const { at } = req.query as { at?: string };
    let instant = now();
    if (at !== undefined) {
      instant = parseAtQuery(at);
    }
    // Schedules have minute precision, so a menu resolved once per shop and minute is exact.
    const cacheKey = `${p.shopId}@${Math.floor(instant / 60_000)}`;
    let entry = menuCache.get(cacheKey);
    if (!entry) {
      const body = JSON.stringify(resolveMenu(p, instant));
      entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      if (menuCache.size > 1000) menuCache.clear();
      menuCache.set(cacheKey, entry);
    }
    reply.header('ETag', entry.etag).header('Cache-Control', at !== undefined ? 'public, max-age=3600' : 'public, max-age=30');
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').map((s) => s.trim()).includes(entry.etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.get('/api/shops/:shopId/menu-check', {
    config: { doc: { operationId: 'getMenuCheck', tag: 'Shops', security: 'staff', summary: 'Staff menu checker: every item, hidden ones too, with same-mods marks', headers: { Authorization: { description: 'Bearer STAFF_TOKEN (when set)' } }, responses: { 200: { description: 'Categories with items' } } } },
  }, async (req) => {
    if (opts.staffToken) {
      const auth = req.headers.authorization ?? '';
      const given = bearerToken(auth);
      const a = createHash('sha256').update(given).digest();
      const b = createHash('sha256').update(opts.staffToken).digest();
      if (!a.equals(b)) throw new ApiError(401, 'UNAUTHORIZED', undefined, 'header:Authorization');
    }
    return menuCheck(shopOf(req));
  });

  app.post('/api/shops/:shopId/quote', {
    config: { ...limits.quotes, doc: { operationId: 'createQuote', tag: 'Orders', summary: 'Price a cart', body: 'CartInput', responses: { 200: { description: 'The quote', schema: 'Quote' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const checked = checkCart(p, req.body, false);
    if (!checked.ok) throw refusalError(checked);
    return quoteCart(deps, p, checked.cart);
  });

  app.post('/api/shops/:shopId/orders', {
    config: {
      ...limits.orders,
      doc: {
        operationId: 'createOrder',
        tag: 'Orders',
        security: 'verifiedPhoneWhenSpending',
        summary: 'Place an order (re-priced by the server; retries with the same Idempotency-Key replay the first answer)',
        body: 'OrderRequest',
        headers: { 'Idempotency-Key': { description: 'Unique per order attempt (1-200 visible characters)', required: true } },
        responses: {
          201: { description: 'Order placed', schema: 'OrderCreated' },
          402: { description: 'CARD_DECLINED', schema: 'Error' },
          409: { description: 'PRICE_CHANGED, with the fresh quote', schema: 'Error' },
          422: { description: 'ORDER_BLOCKED (with blockers), CASHBACK_UNAVAILABLE, IDEMPOTENCY_KEY_REUSED', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const p = shopOf(req);
    // Spending cashback needs the phone verified on this browser (or by an X-Phone-Token).
    const spend = req.body as { appliedCashback?: unknown; phone?: unknown } | null;
    if (spend && typeof spend === 'object' && typeof spend.appliedCashback === 'number' && spend.appliedCashback > 0) {
      await requireVerified(db, req, p.shopId, typeof spend.phone === 'string' ? spend.phone : '', now(), '/phone');
    }
    const out = await placeOrder(deps, p, req.body, req.headers['idempotency-key']);
    if (!out.ok) throw refusalError(out);
    return reply.status(out.status).type('application/json; charset=utf-8').send(out.raw);
  });

  app.get('/api/shops/:shopId/orders/:orderId', {
    config: { doc: { operationId: 'getOrder', tag: 'Orders', summary: 'Read an order back', responses: { 200: { description: 'The order', schema: 'Order' } } } },
  }, async (req) => publicOrder(await getOrder(db, shopOf(req).shopId, orderIdOf(req))));

  app.get('/api/shops/:shopId/orders/:orderId/receipt.pdf', {
    config: { ...limits.quotes, doc: { operationId: 'getReceipt', tag: 'Orders', summary: 'The PDF receipt', responses: { 200: { description: 'PDF', contentType: 'application/pdf' } } } },
  }, async (req, reply) => {
    const p = shopOf(req);
    const order = await getOrder(db, p.shopId, orderIdOf(req));
    const pdf = await renderReceipt(p, order);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="receipt-${order.id}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.post('/api/shops/:shopId/orders/:orderId/tips', {
    config: { doc: { operationId: 'addTip', tag: 'Orders', summary: 'Add a tip after the order (card orders with an invoice)', body: 'Tip', responses: { 200: { description: "{ success, message: 'Thanks for tipping!', order }" }, 402: { description: 'CARD_DECLINED: the tip was not charged and not recorded', schema: 'Error' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { tipsInCents } = checkBody<{ tipsInCents: number }>('Tip', req.body);
    const orderId = orderIdOf(req);
    await addTip(db, opts.payments, { shop: { shopId: p.shopId, name: p.identity.name }, orderId, tipsInCents, now: now() });
    const order = await getOrder(db, p.shopId, orderId);
    return { success: true, message: THANKS_TIP, order: publicOrder(order) };
  });

  app.get('/api/shops/:shopId/cashback', {
    config: { ...cashbackLimit, doc: { operationId: 'getCashback', tag: 'Customers', security: 'verifiedPhone', summary: "A phone's cashback balance", query: { phone: { description: 'At least 10 characters', required: true } }, responses: { 200: { description: '{ phone, cashbackCents }' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { phone } = req.query as { phone?: unknown };
    if (typeof phone !== 'string' || phone.length < 10 || phone.length > 40) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, 'query:phone');
    await requireVerified(db, req, p.shopId, phone, now(), 'query:phone');
    const key = phoneKey(phone);
    return { phone, cashbackCents: key ? await cashbackBalance(db, p.shopId, key) : 0 };
  });

  app.post('/api/shops/:shopId/phone-verifications', {
    config: {
      ...formsLimit,
      doc: {
        operationId: 'sendPhoneCode',
        tag: 'Customers',
        summary: 'Text a one-time code to a phone (before its cashback is shown or spent)',
        body: 'PhoneVerification',
        responses: { 202: { description: '{ phone, expiresInSeconds }' }, 429: { description: 'CODE_RECENTLY_SENT (one text per 30 s per phone)', schema: 'Error' } },
      },
    },
  }, async (req, reply) => {
    const p = shopOf(req);
    const body = checkBody<{ phone: string }>('PhoneVerification', req.body);
    return reply.status(202).send(await sendCode(db, opts.sms, { shopId: p.shopId, name: p.identity.name }, body.phone, now()));
  });

  app.post('/api/shops/:shopId/phone-verifications/confirm', {
    config: {
      ...cashbackLimit,
      doc: {
        operationId: 'confirmPhoneCode',
        tag: 'Customers',
        summary: "Confirm a texted code: remembers the phone on this browser for 30 days (HttpOnly cookie; X-Phone-Token for API clients) and answers its cashback",
        body: 'PhoneVerificationConfirm',
        responses: { 200: { description: '{ phone, token, verifiedUntil, cashbackCents }' }, 400: { description: 'CODE_INVALID, CODE_EXPIRED', schema: 'Error' }, 429: { description: 'CODE_ATTEMPTS', schema: 'Error' } },
      },
    },
  }, async (req, reply) => {
    const p = shopOf(req);
    const body = checkBody<{ phone: string; code: string }>('PhoneVerificationConfirm', req.body);
    const done = await confirmCode(db, p.shopId, body.phone, body.code, now());
    setVerifiedCookie(req, reply, p.shopId, done.token);
    reply.header('Cache-Control', 'no-store');
    return { phone: body.phone, token: done.token, verifiedUntil: new Date(done.expiresAt).toISOString(), cashbackCents: await cashbackBalance(db, p.shopId, done.key) };
  });

  app.post('/api/shops/:shopId/subscriptions', {
    config: { ...formsLimit, doc: { operationId: 'createSubscription', tag: 'Customers', summary: 'E-mail sign-up', body: 'Subscription', responses: { 200: { description: "{ success, message: 'Thanks for Subscribing!' }" } } } },
  }, async (req) => {
    const p = shopOf(req);
    const body = checkBody<{ email: string; name?: string | null; orderId?: string | null; shopId?: string }>('Subscription', req.body);
    checkBodyShop(body, p.shopId);
    // Already subscribed is a success too: the answer never reveals who is on the list.
    await subscribe(db, { shopId: p.shopId, email: body.email, name: body.name ?? null, orderId: body.orderId ?? null, at: new Date(now()).toISOString() });
    return { success: true, message: THANKS_SUBSCRIBE };
  });

  app.post('/api/shops/:shopId/rewards', {
    config: { ...formsLimit, doc: { operationId: 'signUpForRewards', tag: 'Customers', security: 'verifiedPhoneWhenSpending', summary: 'Rewards sign-up: click-link, then redeem the $10 credit (once per phone; redeem needs the phone verified)', body: 'Rewards', responses: { 200: { description: '{ message, cashbackCents }' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const body = checkBody<{ action: 'click-link' | 'redeem'; originalPhone: string; preferredPhone?: string | null; shopId?: string }>('Rewards', req.body);
    checkBodyShop(body, p.shopId);
    const preferred = body.preferredPhone && body.preferredPhone.length >= 10 ? body.preferredPhone : null;
    if (body.preferredPhone && !preferred) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, '/preferredPhone');
    const phone = preferred ?? body.originalPhone;
    const key = phoneKey(phone);
    if (!key || key.length < 10) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, preferred ? '/preferredPhone' : '/originalPhone');
    const at = new Date(now()).toISOString();
    await recordRewardsEvent(db, { shopId: p.shopId, action: body.action, originalPhone: body.originalPhone, preferredPhone: preferred, at });
    if (body.action === 'click-link') {
      return { message: `Here's $10! Sign up to get $10 of cashback on ${phone}.` };
    }
    // The credit goes only to a phone its holder verified, once per phone and shop.
    await requireVerified(db, req, p.shopId, phone, now(), preferred ? '/preferredPhone' : '/originalPhone');
    const credited = await db.transaction((tx: Queryable) => creditSignup(tx, p.shopId, key, SIGNUP_CREDIT_CENTS, at));
    const balance = await cashbackBalance(db, p.shopId, key);
    return {
      message: credited
        ? `You're signed up! $10 of cashback is ready for ${phone}. Use this phone number at checkout.`
        : `${phone} already received the $10 sign-up credit. Use this phone number at checkout to spend your cashback.`,
      cashbackCents: balance,
    };
  });

  for (const kind of ['contact', 'catering'] as const) {
    app.post(`/api/shops/:shopId/forms/${kind}`, {
      config: { ...formsLimit, doc: { operationId: kind === 'contact' ? 'submitContactForm' : 'submitCateringForm', tag: 'Forms', summary: `${kind === 'contact' ? 'Contact Us' : 'Catering Inquiry'} form`, body: kind === 'contact' ? 'ContactForm' : 'CateringForm', responses: { 200: { description: '{ success, message }' } } } },
    }, async (req) => {
      const p = shopOf(req);
      if (!(p.presentation.forms ?? []).includes(kind)) {
        throw new ApiError(404, 'FORM_NOT_FOUND', `${p.identity.name} does not take ${kind} requests online. Call the shop instead.`, 'params:form');
      }
      const body = checkBody<Record<string, unknown> & { location: string }>(kind === 'contact' ? 'ContactForm' : 'CateringForm', req.body);
      const message = kind === 'contact' ? 'Thank you! We received your message and will get back to you soon.' : 'Thank you! We received your catering inquiry and will contact you soon.';
      // A filled honeypot is a bot: answer as if accepted, store nothing.
      const bot = body['bot-field'];
      if (typeof bot === 'string' && bot.length > 0) return { success: true, message };
      const locations = allowedLocations(p);
      if (!locations.includes(body.location)) {
        throw new ApiError(400, 'INVALID_FIELD', `location must be one of: ${locations.join(', ')}.`, '/location');
      }
      const { 'bot-field': _bot, ...payload } = body;
      await saveFormSubmission(db, { shopId: p.shopId, kind, payload, at: new Date(now()).toISOString() });
      return { success: true, message };
    });
  }

  app.post('/api/shops/:shopId/delivery-quote', {
    config: { ...limits.quotes, doc: { operationId: 'getDeliveryQuote', tag: 'Orders', summary: 'Distance, deliverability, fee and ETA for an address', body: 'DeliveryQuoteRequest', responses: { 200: { description: '{ miles, deliverable, feeCents, etaMinutes, address }' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { address } = checkBody<{ address: string }>('DeliveryQuoteRequest', req.body);
    const origin = shopCoordinates(p);
    if (!origin) throw new ApiError(422, 'DELIVERY_UNAVAILABLE', `${p.identity.name} has no map position set, so delivery distance cannot be measured.`);
    const route = await opts.maps.route(origin, address);
    const miles = metersToMiles(route.meters);
    const quote = priceCart(p, { products: [], cartType: 'DELIVERY', distanceInMiles: miles, durationInTrafficMinutes: route.minutes }, { now: now() });
    const maxMiles = p.settings.delivery.maxDistanceInMiles ?? 5;
    const deliverable = quote.delivery?.deliverable ?? miles < maxMiles;
    return {
      address: route.formattedAddress,
      miles,
      deliverable: deliverable === true && !p.settings.delivery.disableDelivery,
      feeCents: deliverable ? quote.delivery?.feeCents ?? quote.totals.deliveryFeeCents : 0,
      etaMinutes: quote.delivery?.etaMinutes ?? (p.settings.delivery.defaultOrderStartsDropoffMinutes ?? 45) + route.minutes,
      maxDistanceInMiles: maxMiles,
      ...(deliverable ? {} : { message: `This address is beyond our ${maxMiles} mile max delivery distance.` }),
    };
  });

  app.get('/api/shops/:shopId/address-suggestions', {
    config: { ...cashbackLimit, doc: { operationId: 'listAddressSuggestions', tag: 'Orders', summary: 'Delivery address suggestions for what the customer typed (the maps provider; 9000 m around the shop)', query: { q: { description: 'What the customer typed (3-200 characters)', required: true } }, responses: { 200: { description: '{ suggestions: [{ text }] }' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { q } = req.query as { q?: unknown };
    if (typeof q !== 'string' || q.trim().length < 3 || q.length > 200) throw new ApiError(400, 'INVALID_QUERY', 'q must be 3 to 200 characters of an address.', 'query:q');
    const texts = await opts.maps.suggest(q, shopCoordinates(p));
    return { suggestions: texts.map((text) => ({ text })) };
  });

  // Stripe posts raw JSON; its signature is over the exact bytes, so this route keeps them.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', {
      config: { doc: { operationId: 'receiveStripeWebhook', tag: 'Payments', security: 'stripeSignature', summary: 'Stripe webhook (signature checked with STRIPE_WEBHOOK_SECRET)', responses: { 200: { description: '{ received: true }' }, 400: { description: 'BAD_SIGNATURE: the signature does not match; BAD_WEBHOOK_EVENT: the body is not a Stripe event', schema: 'Error' }, 404: { description: 'NOT_FOUND: the server does not use Stripe', schema: 'Error' } } } },
    }, async (req) => {
      const sig = req.headers['stripe-signature'];
      const event = opts.payments.parseWebhook(req.body as Buffer, Array.isArray(sig) ? sig[0] : sig);
      if (event.type === 'paid' && event.reference) await markPaid(db, event.reference, now());
      return { received: true };
    });
  });

  if (opts.storefront) registerStorefront(app, { shops, now, ...opts.storefront });

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

/** Contact and catering forms name a location by id, label or shop id; a shop without locations is its own. */
function allowedLocations(p: LoadedProfile): string[] {
  const locs = (p.identity.locations ?? []).filter((l) => !l.disabled);
  if (locs.length === 0) return [p.shopId, p.identity.name];
  return [...new Set(locs.flatMap((l) => [l.id, l.label, l.shopId]))];
}

function shopCoordinates(p: LoadedProfile): { lat: number; lng: number } | undefined {
  if (p.settings.coordinates) return p.settings.coordinates;
  const loc = (p.identity.locations ?? []).find((l) => l.shopId === p.shopId && l.lat !== undefined && l.lng !== undefined);
  return loc && loc.lat !== undefined && loc.lng !== undefined ? { lat: loc.lat, lng: loc.lng } : undefined;
}
