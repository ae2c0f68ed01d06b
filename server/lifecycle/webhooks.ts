/**
 * Per-shop webhook endpoints: those in the profile (orderHandling.webhooks, replaced at every
 * start) and those set in the console. Deliveries are outbox rows (channel 'webhook'), signed:
 *
 *   Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>
 *
 * A receiver recomputes v1 over the raw body with its secret, compares in constant time and
 * refuses a t older than a few minutes (replays). Webhook-Id carries the event id, the same for
 * every retry, so a receiver can ignore a delivery it already processed.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Db, Queryable } from '../db.js';
import type { ShopRegistry } from '../shops.js';

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

/** Replaces a shop's endpoints of one source with `list`. */
export async function replaceEndpoints(tx: Queryable, shopId: string, source: 'profile' | 'console', list: readonly EndpointInput[]): Promise<void> {
  const ids = list.map((e) => endpointId(shopId, source, e.url));
  await tx.query('DELETE FROM webhook_endpoints WHERE shop_id = $1 AND source = $2 AND NOT (id = ANY ($3::text[]))', [shopId, source, ids]);
  for (const [i, e] of list.entries()) {
    await tx.query(
      `INSERT INTO webhook_endpoints (id, shop_id, url, secret, events, active, source) VALUES ($1, $2, $3, $4, $5::text[], $6, $7)
       ON CONFLICT (id) DO UPDATE SET secret = EXCLUDED.secret, events = EXCLUDED.events, active = EXCLUDED.active`,
      [ids[i], shopId, e.url, e.secret, [...(e.events ?? WEBHOOK_EVENTS)], e.active ?? true, source],
    );
  }
}

/** Writes every profile's webhooks to the table (at start; the console's stay as they are). */
export async function syncProfileEndpoints(db: Db, shops: ShopRegistry): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of shops.profiles) await replaceEndpoints(tx, p.shopId, 'profile', p.orderHandling?.webhooks ?? []);
  });
}
