/**
 * Per-shop webhook endpoints: those in the profile (orderHandling.webhooks, written in the same
 * transaction as the version that brings them goes live, so every instance sends by the table)
 * and those set in the console. Deliveries are outbox rows (channel 'webhook'), signed:
 *
 *   Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>
 *
 * A receiver recomputes v1 over the raw body with its secret, compares in constant time and
 * refuses a t older than a few minutes (replays). Webhook-Id carries the event id, the same for
 * every retry, so a receiver can ignore a delivery it already processed.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Queryable } from '../db.js';

export type WebhookEvent = 'order.placed' | 'order.status';
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = ['order.placed', 'order.status'];

export interface WebhookEndpoint {
  readonly id: string;
  readonly url: string;
  readonly secret: string;
  readonly events: readonly WebhookEvent[];
  readonly active: boolean;
  readonly source: 'profile' | 'console';
}

/** The signature header's value for `body` sent at `unixSeconds`. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** A stable id per shop, source and URL (the same on every instance and every start). */
function endpointId(shopId: string, source: string, url: string): string {
  return `wh_${createHash('sha256').update(`${shopId}\n${source}\n${url}`).digest('hex').slice(0, 20)}`;
}

/** A shop's endpoints. */
export async function listEndpoints(db: Queryable, shopId: string): Promise<WebhookEndpoint[]> {
  const res = await db.query<{ id: string; url: string; secret: string; events: WebhookEvent[]; active: boolean; source: 'profile' | 'console' }>(
    'SELECT id, url, secret, events, active, source FROM webhook_endpoints WHERE shop_id = $1 ORDER BY source DESC, url',
    [shopId],
  );
  return res.rows.map((r) => ({ id: r.id, url: r.url, secret: r.secret, events: r.events, active: r.active, source: r.source }));
}

export interface EndpointInput {
  readonly url: string;
  readonly secret: string;
  readonly events?: readonly WebhookEvent[] | undefined;
  readonly active?: boolean | undefined;
}

/** Replaces a shop's endpoints of one source with `list`; returns the ids it removed. */
export async function replaceEndpoints(tx: Queryable, shopId: string, source: 'profile' | 'console', list: readonly EndpointInput[]): Promise<string[]> {
  const ids = list.map((e) => endpointId(shopId, source, e.url));
  const removed = await tx.query<{ id: string }>('DELETE FROM webhook_endpoints WHERE shop_id = $1 AND source = $2 AND NOT (id = ANY ($3::text[])) RETURNING id', [shopId, source, ids]);
  for (const [i, e] of list.entries()) {
    await tx.query(
      `INSERT INTO webhook_endpoints (id, shop_id, url, secret, events, active, source) VALUES ($1, $2, $3, $4, $5::text[], $6, $7)
       ON CONFLICT (id) DO UPDATE SET secret = EXCLUDED.secret, events = EXCLUDED.events, active = EXCLUDED.active`,
      [ids[i], shopId, e.url, e.secret, [...(e.events ?? WEBHOOK_EVENTS)], e.active ?? true, source],
    );
  }
  return removed.rows.map((r) => r.id);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The endpoints a stored profile lists (`orderHandling.webhooks`). A version is linted before it
 * is published, so every entry has a URL and a secret; one that does not is left out rather than
 * failing the publish.
 */
export function profileEndpoints(profile: unknown): EndpointInput[] {
  const handling = isObject(profile) ? profile['orderHandling'] : undefined;
  const hooks = isObject(handling) ? handling['webhooks'] : undefined;
  if (!Array.isArray(hooks)) return [];
  const out: EndpointInput[] = [];
  for (const h of hooks) {
    if (!isObject(h) || typeof h['url'] !== 'string' || typeof h['secret'] !== 'string') continue;
    const events = Array.isArray(h['events']) ? WEBHOOK_EVENTS.filter((e) => (h['events'] as unknown[]).includes(e)) : undefined;
    out.push({ url: h['url'], secret: h['secret'], events: events && events.length > 0 ? events : undefined, active: typeof h['active'] === 'boolean' ? h['active'] : undefined });
  }
  return out;
}

/** Why a delivery to an endpoint taken out of the profile was not sent (the words the worker uses for a removed endpoint). */
export const REMOVED_ENDPOINT_ERROR = 'the endpoint was removed; not sent';

/**
 * Makes the shop's profile endpoints those of `profile` (the version going live), in the caller's
 * transaction. An endpoint no longer listed gets nothing more: it is deleted and its deliveries
 * not yet sent (retries included) fail now, so they stay failed if the address comes back later.
 * The console's endpoints are not touched.
 */
export async function syncProfileEndpoints(tx: Queryable, shopId: string, profile: unknown, now: number): Promise<void> {
  const removed = await replaceEndpoints(tx, shopId, 'profile', profileEndpoints(profile));
  if (removed.length === 0) return;
  await tx.query(
    `UPDATE outbox SET failed_at = $3::timestamptz, last_error = $4
      WHERE shop_id = $1 AND channel = 'webhook' AND recipient = ANY ($2::text[]) AND sent_at IS NULL AND failed_at IS NULL`,
    [shopId, removed, new Date(now).toISOString(), REMOVED_ENDPOINT_ERROR],
  );
}
