/**
 * The outbox worker: delivers due rows (texts, e-mails, webhooks, refunds) with retries and
 * exponential backoff. Safe with several instances: a row is claimed with FOR UPDATE SKIP LOCKED
 * and leased (its next attempt moved past the delivery) before anything is sent, so no two
 * instances send it at once; it is marked sent after. An instance that dies mid-delivery leaves
 * the lease to expire and the row is tried again (at least once; webhooks carry Webhook-Id so
 * receivers can drop a repeat).
 */
import type { Db } from '../db.js';
import type { EmailProvider } from '../email.js';
import type { PaymentProvider } from '../payments.js';
import type { SmsProvider } from '../sms.js';
import { readEvents } from './events.js';
import { postWebhook, webhookTargetRefusal, WebhookTargetRefused, type WebhookPost } from './webhook-targets.js';
import { signWebhook } from './webhooks.js';

export interface OutboxDeps {
  readonly db: Db;
  readonly now: () => number;
  readonly sms: SmsProvider;
  readonly email: EmailProvider;
  readonly payments: PaymentProvider;
  /** HTTP for webhooks (tests may pass their own); the target is checked before it is called. */
  readonly fetch?: typeof fetch;
  /** Webhooks may go to loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE); refused by default. */
  readonly allowPrivateWebhooks?: boolean;
  /** One line per webhook delivery attempt: `[webhook to {url}] {event} {status}`. */
  readonly logLine?: (line: string) => void;
  readonly logError?: (obj: unknown, msg: string) => void;
}

export interface OutboxClaim {
  id: string;
  event_id: string | null;
  shop_id: string;
  subject: string;
  kind: string;
  channel: 'sms' | 'email' | 'webhook' | 'refund';
  recipient: string;
  payload: unknown;
  attempts: number;
  created_at: Date | string;
}

/** How long a claimed row is left to its instance before another may try it. */
export const LEASE_MS = 2 * 60_000;
/** Webhooks are retried for a day; texts and e-mails ten times; refunds until they are done. */
export const WEBHOOK_RETRY_MS = 24 * 60 * 60_000;
export const MESSAGE_ATTEMPTS = 10;
const WEBHOOK_TIMEOUT_MS = 10_000;

/** The wait after failed attempt `attempts` (1-based): 10 s, 20 s, 40 s, ... capped by channel. */
export function backoffMs(channel: OutboxClaim['channel'], attempts: number): number {
  const cap = channel === 'webhook' ? 60 * 60_000 : channel === 'refund' ? 15 * 60_000 : 10 * 60_000;
  return Math.min(cap, 10_000 * 2 ** Math.max(0, attempts - 1));
}

class DeliveryError extends Error {
  /** `final`: retrying cannot help (the endpoint was removed or turned off): the row fails now, and it is no error of the server's. */
  constructor(message: string, readonly status?: number, readonly final = false) {
    super(message);
  }
}

/** Delivers up to `limit` due rows; returns how many were claimed. */
export async function deliverDue(deps: OutboxDeps, limit = 20): Promise<number> {
  const now = deps.now();
  const claimed = await deps.db.query<OutboxClaim>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2::timestamptz
      WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1::timestamptz
                    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, event_id::text AS event_id, shop_id, subject, kind, channel, recipient, payload, attempts, created_at`,
    [new Date(now).toISOString(), new Date(now + LEASE_MS).toISOString(), limit],
  );
  await Promise.all(claimed.rows.map((row) => deliverOne(deps, row)));
  return claimed.rows.length;
}

async function deliverOne(deps: OutboxDeps, row: OutboxClaim): Promise<void> {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
  let status: number | null = null;
  try {
    status = await send(deps, row, payload);
  } catch (err) {
    const failedAt = new Date(deps.now());
    const attempts = Number(row.attempts);
    const next = failedAt.getTime() + backoffMs(row.channel, attempts);
    const final = err instanceof DeliveryError && err.final;
    const giveUp =
      final || (row.channel === 'webhook' ? next - new Date(row.created_at).getTime() > WEBHOOK_RETRY_MS : row.channel !== 'refund' && attempts >= MESSAGE_ATTEMPTS);
    const message = err instanceof Error ? err.message : String(err);
    if (!final) deps.logError?.({ err, outboxId: row.id, channel: row.channel, attempts }, giveUp ? 'outbox delivery failed for good' : 'outbox delivery failed; will retry');
    await deps.db.query(
      `UPDATE outbox SET next_attempt_at = $2::timestamptz, failed_at = $3::timestamptz, last_error = $4, last_status = $5 WHERE id = $1::bigint`,
      [row.id, new Date(next).toISOString(), giveUp ? failedAt.toISOString() : null, message.slice(0, 500), err instanceof DeliveryError ? err.status ?? null : null],
    );
    return;
  }
  await deps.db.query(`UPDATE outbox SET sent_at = $2::timestamptz, last_error = NULL, last_status = $3 WHERE id = $1::bigint`, [row.id, new Date(deps.now()).toISOString(), status]);
  if (row.channel === 'refund' && payload.order === true) {
    await deps.db.query(`UPDATE orders SET payment_status = 'refunded' WHERE id = $1 AND payment_ref = $2 AND payment_status = 'paid'`, [row.subject, row.recipient]);
  }
}

/** Sends one row through its channel; the HTTP status for a webhook. */
async function send(deps: OutboxDeps, row: OutboxClaim, payload: Record<string, unknown>): Promise<number | null> {
  switch (row.channel) {
    case 'sms':
      await deps.sms.send({ to: row.recipient, body: String(payload.body) });
      return null;
    case 'email':
      await deps.email.send({ to: row.recipient, subject: String(payload.subject), text: String(payload.text) });
      return null;
    case 'refund':
      await deps.payments.refund({ reference: row.recipient, amountCents: Number(payload.amountCents), idempotencyKey: String(payload.idempotencyKey) });
      return null;
    case 'webhook':
      return sendWebhook(deps, row);
  }
}

async function sendWebhook(deps: OutboxDeps, row: OutboxClaim): Promise<number> {
  const endpoint = (
    await deps.db.query<{ url: string; secret: string; active: boolean }>('SELECT url, secret, active FROM webhook_endpoints WHERE id = $1', [row.recipient])
  ).rows[0];
  if (!endpoint) throw new DeliveryError('the endpoint was removed; not sent', undefined, true);
  if (!endpoint.active) throw new DeliveryError('the endpoint was turned off; not sent', undefined, true);
  const event = row.event_id ? (await readEvents(deps.db, String(BigInt(row.event_id) - 1n), { limit: 1 }))[0] : undefined;
  if (!event || event.id !== row.event_id) throw new DeliveryError('the event is missing');
  const body = JSON.stringify(event);
  const status = typeof event.data.status === 'string' ? event.data.status : '';
  deps.logLine?.(`[webhook to ${endpoint.url}] ${event.type} ${status}`);
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'storefront-webhooks/1',
    'Webhook-Id': event.id,
    'Webhook-Signature': signWebhook(endpoint.secret, body, Math.floor(deps.now() / 1000)),
  };
  const answered = await postTo(deps, endpoint.url, { headers, body, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) }).catch((err: unknown) => {
    // A target that is not public is refused, not retried: only a new address or the operator's setting can change that.
    throw err instanceof WebhookTargetRefused ? new DeliveryError(err.message, undefined, true) : err;
  });
  if (answered < 200 || answered > 299) throw new DeliveryError(`the endpoint answered ${answered}`, answered);
  return answered;
}

/** POSTs a webhook: through the injected fetch after checking the target, else connecting only to public addresses. */
async function postTo(deps: OutboxDeps, url: string, post: WebhookPost): Promise<number> {
  const policy = { allowPrivate: deps.allowPrivateWebhooks === true };
  if (!deps.fetch) return postWebhook(url, post, policy);
  const refused = await webhookTargetRefusal(url, policy);
  if (refused !== undefined) throw new WebhookTargetRefused(`the address ${refused}; not sent`);
  const res = await deps.fetch(url, { method: 'POST', headers: post.headers, body: post.body, signal: post.signal, redirect: 'manual' });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}
