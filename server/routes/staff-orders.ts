/**
 * The staff side's order routes: the board (list, one order, status changes), the events stream,
 * kitchen tickets and webhooks. Every call passes the staff guard first (session, role, the
 * shop's site); a shop of another site answers 404 as if it did not exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { parseLimitQuery } from '../edge/small-checks.js';
import { ApiError } from '../errors.js';
import { getBoardOrder, listBoardOrders, readEvents, type EventHub } from '../lifecycle/index.js';
import { ticketEscPos, ticketHtml, ticketOf, ticketPolicy } from '../lifecycle/ticket.js';
import { isOrderStatus } from '../lifecycle/transitions.js';
import { listEndpoints, replaceEndpoints, type EndpointInput } from '../lifecycle/webhooks.js';
import type { StaffEvent, StaffGuard, StaffUser } from '../staff/contract.js';
import { checkBody } from '../api-schemas.js';
import type { RouteContext } from './context.js';

/** A comment line on every open stream this often keeps proxies from closing an idle one. */
export const HEARTBEAT_MS = 15_000;

/** Webhook deliveries listed when the query names no limit, and the most it may name. */
export const DEFAULT_DELIVERIES_LIMIT = 50;
export const MAX_DELIVERIES_LIMIT = 200;

/** The site a shop belongs to, as staff users list them. */
export function siteOf(p: LoadedProfile): string {
  return p.site?.id ?? p.shopId;
}

/** The shops a user may see. */
export function visibleShopIds(ctx: Pick<RouteContext, 'shops'>, user: StaffUser): string[] {
  return ctx.shops.profiles.filter((p) => user.role === 'owner' || user.sites.includes(siteOf(p))).map((p) => p.shopId);
}

/** A Last-Event-ID (header or ?lastEventId=): a whole number, else none. */
function lastEventIdOf(req: FastifyRequest): string | null {
  const raw = req.headers['last-event-id'] ?? (req.query as { lastEventId?: string }).lastEventId;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,18}$/.test(value) ? value : null;
}

/** Registers the staff order routes behind `guard`. */
export function registerStaffOrderRoutes(app: FastifyInstance, ctx: RouteContext, guard: StaffGuard): void {
  const { db, shopOf, orderIdOf, lifecycle } = ctx;
  const staffShop = async (req: FastifyRequest, action: 'orders' | 'integrations' = 'orders'): Promise<{ profile: LoadedProfile; user: StaffUser }> => {
    const { shopId } = req.params as { shopId: string };
    const user = await guard(req, shopId, action);
    return { profile: shopOf(req), user };
  };

  app.get('/api/staff/shops/:shopId/orders', {
    config: { doc: { operationId: 'listStaffOrders', tag: 'Staff', summary: 'The board: orders that reached the shop, newest first (?status=placed,accepted&since=ISO)', responses: { 200: { description: 'StaffOrder[]' } } } },
  }, async (req) => {
    const { profile } = await staffShop(req);
    const q = req.query as { status?: string; since?: string };
    const statuses = q.status ? q.status.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
    const bad = statuses?.find((s) => !isOrderStatus(s));
    if (bad !== undefined) throw new ApiError(400, 'INVALID_QUERY', `status "${bad.slice(0, 40)}" is not an order status: use placed, accepted, ready, completed, rejected or cancelled (several with commas).`, 'query:status');
    if (q.since !== undefined && Number.isNaN(Date.parse(q.since))) throw new ApiError(400, 'INVALID_QUERY', 'since must be an ISO time like 2025-06-18T19:00:00Z.', 'query:since');
    return listBoardOrders(db, profile.shopId, { statuses: statuses?.filter(isOrderStatus), since: q.since ? new Date(q.since).toISOString() : undefined });
  });

  app.get('/api/staff/shops/:shopId/orders/:orderId', {
    config: { doc: { operationId: 'getStaffOrder', tag: 'Staff', summary: 'One order on the board', responses: { 200: { description: 'StaffOrder' } } } },
  }, async (req) => {
    const { profile } = await staffShop(req);
    return getBoardOrder(db, profile.shopId, orderIdOf(req));
  });

  app.post('/api/staff/shops/:shopId/orders/:orderId/status', {
    config: {
      doc: {
        operationId: 'changeOrderStatus', tag: 'Staff', body: 'StatusChange',
        summary: 'Move an order: placed -> accepted (prepMinutes) | rejected (reason); accepted -> ready | cancelled; ready -> completed | cancelled. The same status again changes nothing.',
        responses: { 200: { description: 'The order (StaffOrder)' }, 409: { description: 'INVALID_TRANSITION', schema: 'Error' }, 422: { description: 'PREP_MINUTES_REQUIRED, REASON_REQUIRED', schema: 'Error' } },
      },
    },
  }, async (req) => {
    const { profile, user } = await staffShop(req);
    const body = checkBody<{ status: string; prepMinutes?: number; reason?: string }>('StatusChange', req.body);
    const out = await lifecycle.changeStatus(profile, orderIdOf(req), body, user.email);
    return out.order;
  });

  app.get('/api/staff/shops/:shopId/orders/:orderId/ticket', {
    config: { doc: { operationId: 'getKitchenTicket', tag: 'Staff', summary: 'The kitchen ticket: printable HTML (80 mm), or ESC/POS bytes with ?format=escpos', responses: { 200: { description: 'text/html or application/octet-stream' } } } },
  }, async (req, reply) => {
    const { profile } = await staffShop(req);
    const order = await getBoardOrder(db, profile.shopId, orderIdOf(req));
    const q = req.query as { format?: string; print?: string };
    const ticket = ticketOf(profile, order, ctx.now());
    if (q.format === 'escpos') {
      return reply.type('application/octet-stream').header('Content-Disposition', `attachment; filename="ticket-${order.reference}.bin"`).send(Buffer.from(ticketEscPos(ticket)));
    }
    if (q.format !== undefined && q.format !== 'html') throw new ApiError(400, 'INVALID_QUERY', 'format must be html (the default) or escpos.', 'query:format');
    const autoPrint = q.print === '1';
    // ?print=1 runs one inline script: the policy allows it by its hash, nothing looser.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', ticketPolicy(csp, { autoPrint }));
    return reply.type('text/html; charset=utf-8').send(ticketHtml(ticket, { autoPrint }));
  });

  app.get('/api/staff/events', {
    sse: 'only',
    config: { doc: { operationId: 'staffEvents', tag: 'Staff', summary: "Server-Sent Events of the shops the user may see (id: event id, event: type, data: StaffEvent); Last-Event-ID replays what was missed; a comment every 15 s", responses: { 200: { description: 'text/event-stream' } } } },
  }, async (req, reply) => {
    const user = await guard(req, null, 'orders');
    const signed = (await ctx.staffAuth.session(req))!;
    let account = user;
    let shops = new Set(visibleShopIds(ctx, user));
    // Shops found not to be the user's, with the registry generation they were looked up at: an
    // event of another site's shop costs one look per registry change, not one per event.
    const notMine = new Map<string, number>();
    await streamEvents(reply, lifecycle.hub, {
      from: lastEventIdOf(req),
      // A profile.published event may create the shop or move it to another site: it is always
      // decided by recheck, on the registry as of that version, like a replay of it would be.
      matches: (e) => e.type !== 'profile.published' && shops.has(e.shopId),
      recheck: async (e) => {
        if (e.type !== 'profile.published' && notMine.get(e.shopId) === ctx.shops.generation) return false;
        // The event is committed, so this reads its shop's version too (another instance
        // published it, or its poll has not come yet); a failed read decides on the registry as it is.
        await ctx.shops.refresh?.().catch(() => false);
        shops = new Set(visibleShopIds(ctx, account));
        if (shops.has(e.shopId)) notMine.delete(e.shopId);
        else notMine.set(e.shopId, ctx.shops.generation);
        return shops.has(e.shopId);
      },
      replay: (after, upTo) => readEvents(db, after, { shopIds: [...shops], limit: 500, upTo }),
      format: (e) => ({ id: e.id, event: e.type, data: e }),
      // A stream outlives its request: the session is read again while it runs, so a sign-out, an
      // expiry, a removed account or fewer sites stop what it sends.
      authorise: async () => {
        const again = await ctx.staffAuth.recheck(req);
        if (!again) return false;
        account = again.account;
        shops = new Set(visibleShopIds(ctx, account));
        return true;
      },
      watch: (end) => ctx.staffAuth.watchStream(signed, end),
    });
  });

  app.get('/api/staff/shops/:shopId/webhooks', {
    config: { doc: { operationId: 'listWebhooks', tag: 'Staff', summary: "The shop's webhook endpoints (profile and console)", responses: { 200: { description: '{ endpoints }' } } } },
  }, async (req) => {
    const { profile } = await staffShop(req, 'integrations');
    return { endpoints: await listEndpoints(db, profile.shopId) };
  });

  app.put('/api/staff/shops/:shopId/webhooks', {
    config: { doc: { operationId: 'putWebhooks', tag: 'Staff', body: 'WebhookEndpoints', summary: "Replace the shop's console webhook endpoints (those from the profile stay)", responses: { 200: { description: '{ endpoints }' }, 400: { description: 'WEBHOOK_URL_NOT_PUBLIC: an address of this host, a private network or a reserved range, or a name resolving to one (path /endpoints/{i}/url)', schema: 'Error' } } } },
  }, async (req) => {
    const { profile } = await staffShop(req, 'integrations');
    const body = checkBody<{ endpoints: EndpointInput[] }>('WebhookEndpoints', req.body);
    // Orders go only to public addresses (see lifecycle/webhook-targets.ts); each delivery checks again.
    for (const [i, e] of body.endpoints.entries()) {
      const refused = await lifecycle.webhookTargetRefusal(e.url);
      if (refused !== undefined) {
        throw new ApiError(400, 'WEBHOOK_URL_NOT_PUBLIC', `The address ${e.url.slice(0, 200)} ${refused}, so the server does not send orders there. Use the receiver's public https address.`, `/endpoints/${i}/url`);
      }
    }
    await db.transaction((tx) => replaceEndpoints(tx, profile.shopId, 'console', body.endpoints));
    return { endpoints: await listEndpoints(db, profile.shopId) };
  });

  app.get('/api/staff/shops/:shopId/webhooks/deliveries', {
    config: { doc: { operationId: 'listWebhookDeliveries', tag: 'Staff', summary: 'The delivery log, newest first (?limit=, at most 200)', responses: { 200: { description: '{ deliveries }' } } } },
  }, async (req) => {
    const { profile } = await staffShop(req, 'integrations');
    const limit = parseLimitQuery((req.query as { limit?: unknown }).limit, DEFAULT_DELIVERIES_LIMIT, MAX_DELIVERIES_LIMIT);
    const res = await db.query<DeliveryRow>(
      `SELECT d.id::text AS id, d.event_id::text AS event_id, d.subject, d.kind, d.recipient, w.url, d.attempts, d.created_at, d.next_attempt_at, d.sent_at, d.failed_at, d.last_error, d.last_status
         FROM outbox d LEFT JOIN webhook_endpoints w ON w.id = d.recipient
        WHERE d.shop_id = $1 AND d.channel = 'webhook' ORDER BY d.id DESC LIMIT $2`,
      [profile.shopId, limit],
    );
    return { deliveries: res.rows.map(toDelivery) };
  });

  app.post('/api/staff/shops/:shopId/webhooks/deliveries/:deliveryId/resend', {
    config: { doc: { operationId: 'resendWebhookDelivery', tag: 'Staff', summary: 'Send a delivery again now (its attempts start over)', responses: { 200: { description: 'The delivery' }, 404: { description: 'DELIVERY_NOT_FOUND', schema: 'Error' } } } },
  }, async (req) => {
    const { profile } = await staffShop(req, 'integrations');
    const { deliveryId } = req.params as { deliveryId: string };
    if (!/^\d{1,18}$/.test(deliveryId)) throw new ApiError(404, 'DELIVERY_NOT_FOUND', 'There is no such webhook delivery. Take its id from the delivery log.', 'params:deliveryId');
    const res = await db.query<DeliveryRow>(
      `UPDATE outbox d SET sent_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, next_attempt_at = $3::timestamptz
        WHERE d.id = $1::bigint AND d.shop_id = $2 AND d.channel = 'webhook'
        RETURNING d.id::text AS id, d.event_id::text AS event_id, d.subject, d.kind, d.recipient,
                  (SELECT w.url FROM webhook_endpoints w WHERE w.id = d.recipient) AS url, d.attempts, d.created_at, d.next_attempt_at, d.sent_at, d.failed_at, d.last_error, d.last_status`,
      [deliveryId, profile.shopId, new Date(ctx.now()).toISOString()],
    );
    const row = res.rows[0];
    if (!row) throw new ApiError(404, 'DELIVERY_NOT_FOUND', 'There is no such webhook delivery. Take its id from the delivery log.', 'params:deliveryId');
    void lifecycle.tick();
    return toDelivery(row);
  });
}

interface DeliveryRow {
  id: string;
  event_id: string | null;
  subject: string;
  kind: string;
  recipient: string;
  url: string | null;
  attempts: number;
  created_at: Date | string;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
  failed_at: Date | string | null;
  last_error: string | null;
  last_status: number | null;
}

const isoOrNull = (v: Date | string | null): string | null => (v ? new Date(v).toISOString() : null);

function toDelivery(r: DeliveryRow): Record<string, unknown> {
  return {
    id: r.id,
    eventId: r.event_id,
    orderId: r.subject,
    event: r.kind.split(':')[0],
    kind: r.kind,
    endpointId: r.recipient,
    url: r.url,
    attempts: Number(r.attempts),
    state: r.sent_at ? 'sent' : r.failed_at ? 'failed' : 'pending',
    createdAt: isoOrNull(r.created_at),
    nextAttemptAt: r.sent_at || r.failed_at ? null : isoOrNull(r.next_attempt_at),
    sentAt: isoOrNull(r.sent_at),
    failedAt: isoOrNull(r.failed_at),
    lastError: r.last_error,
    lastStatus: r.last_status,
  };
}

export interface StreamOptions<T> {
  /** Replay from after this id (Last-Event-ID), or only what comes from now on. */
  readonly from: string | null;
  /** Whether an event is this stream's, as far as the stream knows now (checked as it arrives and before it is sent). */
  readonly matches: (e: StaffEvent) => boolean;
  /**
   * For a stream whose subjects can grow while it runs (a shop created, or moved to the user's
   * site, since it opened): asked, in order before sending, about each event `matches` turned
   * down, once it may have brought what `matches` reads up to date; true sends the event. With it,
   * such an event is decided before it is sent rather than dropped as it arrives.
   */
  readonly recheck?: (e: StaffEvent) => Promise<boolean>;
  /** The events after `after` up to `upTo` (the hub's cursor: ids at or below it are settled). */
  readonly replay: (after: string, upTo: string) => Promise<StaffEvent[]>;
  readonly format: (e: StaffEvent) => T | null;
  readonly first?: () => Promise<T | null>;
  /** Whether order events need `data.order` (default true; false keeps the hub from reading orders for this stream). */
  readonly orders?: boolean;
  /**
   * For a stream that needs a signed-in session: asks again whether it may go on (and refreshes
   * what `matches` reads). Asked before an event is sent when the last answer is older than
   * STREAM_RECHECK_MS, and every STREAM_RECHECK_MS while idle; false (or a failure) ends the stream.
   */
  readonly authorise?: () => Promise<boolean>;
  /** Registers the stream so that a sign-out on this instance ends it at once; returns the unregister function. */
  readonly watch?: (end: () => void) => () => void;
}

/** How long a stream's last authorisation holds: a session ended on another instance stops its streams within this. */
export const STREAM_RECHECK_MS = 2000;

/**
 * Streams events on an SSE reply: subscribes first (buffering), replays from the table after
 * `from`, then goes live, skipping anything already sent, so nothing falls between replay and live.
 */
export async function streamEvents<T extends { id?: string; event?: string; data: unknown }>(reply: FastifyReply, hub: EventHub, opts: StreamOptions<T>): Promise<void> {
  const sse = reply.sse;
  // An id above the table's last (a client that saw a database since reset or restored) replays
  // nothing and would hide every live event below it: the stream goes on from now.
  const from = opts.from !== null && BigInt(opts.from) > BigInt(hub.cursor) ? null : opts.from;
  let sent = from ?? hub.cursor;
  let live = false;
  const buffer: StaffEvent[] = [];
  let chain: Promise<void> = Promise.resolve();
  let ended = false;
  const end = (): void => {
    ended = true;
    sse.close();
  };
  let authorisedAt = Date.now();
  const allowed = async (): Promise<boolean> => {
    if (ended) return false;
    if (!opts.authorise || Date.now() - authorisedAt < STREAM_RECHECK_MS) return true;
    const asked = Date.now();
    const ok = await opts.authorise().catch(() => false);
    if (!ok) end();
    else authorisedAt = asked;
    return ok;
  };
  const emit = (e: StaffEvent): void => {
    if (BigInt(e.id) <= BigInt(sent)) return;
    sent = e.id;
    const msg = opts.format(e);
    if (!msg) return;
    chain = chain
      .then(async () => {
        if (!sse.isConnected || !(await allowed())) return;
        if (opts.matches(e) || (opts.recheck !== undefined && (await opts.recheck(e)))) await sse.send(msg);
      })
      .catch(() => undefined);
  };
  if (opts.watch) sse.onClose(opts.watch(end));
  if (opts.authorise) {
    const timer = setInterval(() => {
      chain = chain.then(() => allowed()).then(() => undefined, () => undefined);
    }, STREAM_RECHECK_MS);
    timer.unref();
    sse.onClose(() => clearInterval(timer));
  }
  const unsubscribe = hub.subscribe((e) => {
    // An event turned down here may still be the stream's (recheck): it is decided in order, in emit.
    if (!opts.recheck && !opts.matches(e)) return;
    if (live) emit(e);
    else buffer.push(e);
  }, { orders: opts.orders ?? true });
  sse.onClose(unsubscribe);
  const ending = hub.onClose(() => sse.close());
  sse.onClose(ending);
  sse.keepAlive();
  sse.sendHeaders();
  // Node sends the headers with the first bytes: this line (the client's reconnect delay) opens
  // the stream at once rather than with the first event or heartbeat.
  reply.raw.write('retry: 3000\n\n');
  try {
    const first = await opts.first?.();
    if (first) chain = chain.then(() => sse.send(first));
    if (from !== null) {
      // Up to what the hub has delivered: above it an id may still be settling, and the hub
      // delivers those (buffered meanwhile) in order.
      const upTo = hub.cursor;
      for (;;) {
        const batch = await opts.replay(sent, upTo);
        for (const e of batch) emit(e);
        if (batch.length < 500) break;
      }
    }
  } finally {
    live = true;
    for (const e of buffer.splice(0)) emit(e);
  }
  await chain;
}
