/**
 * Idempotency-Key handling: a retry of an order with the same key and body gets the first
 * answer byte for byte (one sent while the first is still being placed waits for that answer);
 * the same key with another body is refused.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db.js';
import { refuse, type Refusal } from './refusal.js';

/** JSON with sorted keys, so two equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash an order body is remembered by under its key. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** Validates an Idempotency-Key header value: the key, or a refusal. */
export function checkIdempotencyKey(raw: string | string[] | undefined): { ok: true; key: string } | Refusal {
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) return refuse('IDEMPOTENCY_KEY_REQUIRED', undefined, 'header:Idempotency-Key');
  return { ok: true, key };
}

/** What a key's row holds: the request's hash and, once the order is written, its answer. */
export interface StoredKey {
  readonly request_hash: string;
  readonly response_status: number | null;
  readonly response_body: unknown;
}

/** A stored answer to send again: its status and its exact JSON text. */
export interface Replay {
  readonly ok: true;
  readonly status: number;
  readonly body: unknown;
  readonly raw: string;
}

const STORED_KEY_SQL = 'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE shop_id = $1 AND key = $2';

/** The row stored under an Idempotency-Key, if any (committed rows always carry their answer). */
export async function storedAnswer(db: Queryable, shopId: string, key: string): Promise<StoredKey | undefined> {
  return (await db.query<StoredKey>(STORED_KEY_SQL, [shopId, key])).rows[0];
}

/** Seconds a retry is asked to wait (Retry-After) when the first request still holds its key after the wait. */
export const IN_USE_RETRY_AFTER_SECONDS = 2;

/**
 * How long a retry waits for the request that holds its key (a card order being charged, maybe on
 * another server) to answer, and how often it reads the key's row meanwhile.
 */
export interface KeyWait {
  readonly waitMs: number;
  readonly pollMs: number;
}

export const DEFAULT_KEY_WAIT: KeyWait = { waitMs: 10_000, pollMs: 50 };

/** A key still held by a request that has not answered: 409 with Retry-After, to be sent again as it is. */
export function inFlight(): Refusal {
  return refuse(
    'IDEMPOTENCY_KEY_IN_USE',
    `An order with this Idempotency-Key is still being placed (its payment has not finished). Send the same request again in ${IN_USE_RETRY_AFTER_SECONDS} seconds: it answers with the order once it is placed, and never places or charges it twice.`,
    'header:Idempotency-Key',
    { retryAfterSeconds: IN_USE_RETRY_AFTER_SECONDS },
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the request holding a key to answer, reading the key's row every `pollMs` until
 * `deadline` (epoch ms of the real clock): its stored answer (the first answer again, or
 * IDEMPOTENCY_KEY_REUSED for another body), 'released' when the row went away (the first
 * request's card was declined, or the payment sweeper released its order: the key is free to
 * place the order), or IDEMPOTENCY_KEY_IN_USE when it is still unanswered at the deadline. Each
 * read is one statement on the pool: no connection or lock is held while waiting.
 */
export async function awaitAnswer(db: Queryable, shopId: string, key: string, hash: string, deadline: number, pollMs: number): Promise<Replay | Refusal | 'released'> {
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return inFlight();
    await sleep(Math.min(pollMs, left));
    const row = await storedAnswer(db, shopId, key);
    if (!row) return 'released';
    if (row.request_hash !== hash || row.response_status !== null) return replayOrRefuse(row, hash);
  }
}

/** The first answer for a retry with the same body; a refusal for another body under the key. */
export function replayOrRefuse(row: StoredKey | undefined, hash: string): Replay | Refusal {
  if (!row) return inFlight();
  if (row.request_hash !== hash) return refuse('IDEMPOTENCY_KEY_REUSED', undefined, 'header:Idempotency-Key');
  if (row.response_status === null) return inFlight();
  // The stored text is sent as it is: a retry gets the first answer byte for byte.
  const raw = typeof row.response_body === 'string' ? row.response_body : JSON.stringify(row.response_body);
  return { ok: true, status: row.response_status, body: JSON.parse(raw) as unknown, raw };
}

/** Reserves an Idempotency-Key (no answer yet); false when another request holds it. */
export async function reserveKey(tx: Queryable, shopId: string, key: string, hash: string, at: string, orderId: string | null): Promise<boolean> {
  const reserved = await tx.query(
    `INSERT INTO idempotency_keys (shop_id, key, request_hash, created_at, order_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shop_id, key) DO NOTHING RETURNING key`,
    [shopId, key, hash, at, orderId],
  );
  return reserved.rows.length > 0;
}
