/**
 * Phone verification before a cashback balance is shown or spent, or a rewards credit redeemed:
 * a six-digit code texted through the SMS provider (10 minutes), then a signed token remembered
 * by the browser for 30 days (an HttpOnly cookie per shop; API clients may send it as
 * `X-Phone-Token`). The signing secret lives in the database, so every server on one database
 * accepts the tokens of the others.
 *
 * Guessing: every guess is counted by one `UPDATE ... SET attempts = attempts + 1 ... RETURNING`
 * before it is compared, so concurrent guesses cannot share a count; 5 guesses per phone and
 * shop per hour, and a new code does not give new guesses.
 * Texting (SMS pumping): only real numbers of the shop's countries that can receive texts; one
 * text per 30 s per phone, and per hour at most 3 per phone, 5 per client address and 100 per
 * shop (RATE_LIMIT_TEXTS_PER_*), counted under one lock so concurrent requests cannot exceed them.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedProfile } from '../schemas/profile-types.js';
import type { Db, Queryable } from './db.js';
import { ApiError } from './errors.js';
import { phoneKey } from './customers.js';
import { requireRealPhone } from './phone-numbers.js';
import type { SmsProvider } from './sms.js';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 30_000;
/** Guesses per phone and shop in one hour (new codes included). */
export const MAX_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 60 * 60_000;
export const VERIFIED_FOR_MS = 30 * 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Texts per hour: per phone (and shop), per client address (all shops), per shop. */
export interface TextLimits {
  readonly perPhone: number;
  readonly perAddress: number;
  readonly perShop: number;
}
export const DEFAULT_TEXT_LIMITS: TextLimits = { perPhone: 3, perAddress: 5, perShop: 100 };

/** One lock for every text sent (texts are few): the hourly counts and the insert are one step. */
const TEXT_LOCK = 'phone-texts';

const secrets = new WeakMap<object, Promise<Buffer>>();

/** The token-signing secret of this database (made on first use). */
function signingSecret(db: Queryable): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(`INSERT INTO server_secrets (name, value) VALUES ('phone-token', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('base64')]);
      const row = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'phone-token'`);
      return Buffer.from(row.rows[0]!.value, 'base64');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

function codeHash(shopId: string, key: string, code: string): string {
  return createHash('sha256').update(`${shopId}\n${key}\n${code}`).digest('hex');
}

/** The digits a verification belongs to and the number to text, or a 400 naming the field. */
function verifiable(profile: Pick<LoadedProfile, 'settings'>, phone: unknown, path: string): { key: string; e164: string; canText: boolean } {
  const key = typeof phone === 'string' ? phoneKey(phone) : null;
  if (!key || key.length < 10) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, path);
  return { key, ...requireRealPhone(profile, phone as string, path) };
}

const minutes = (ms: number): string => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return m === 1 ? '1 minute' : `${m} minutes`;
};

function tooMany(code: string, message: string, waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, code, message, '/phone', { retryAfterSeconds: seconds });
}

const time = (v: string | Date): number => new Date(v).getTime();

export interface SendContext {
  readonly shopId: string;
  readonly name: string;
  readonly profile: Pick<LoadedProfile, 'settings'>;
  /** The client address (req.ip: the TCP peer, or X-Forwarded-For behind a trusted proxy). */
  readonly client: string;
  readonly limits?: TextLimits;
}

/** Texts a new code to the phone. */
export async function sendCode(db: Db, sms: SmsProvider, shop: SendContext, phone: unknown, now: number): Promise<{ phone: string; expiresInSeconds: number }> {
  const { key, e164, canText } = verifiable(shop.profile, phone, '/phone');
  if (!canText) {
    throw new ApiError(400, 'PHONE_CANNOT_TEXT', `${String(phone).slice(0, 40)} cannot receive text messages (it is not a mobile number). Enter a mobile number.`, '/phone');
  }
  const limits = shop.limits ?? DEFAULT_TEXT_LIMITS;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = new Date(now).toISOString();
  const hourAgo = new Date(now - HOUR_MS).toISOString();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [TEXT_LOCK]);
    const row = (await tx.query<{ sent_at: string | Date; attempts: number; attempts_since: string | Date }>(
      'SELECT sent_at, attempts, attempts_since FROM phone_codes WHERE shop_id = $1 AND phone_key = $2', [shop.shopId, key],
    )).rows[0];
    if (row) {
      const sentAt = time(row.sent_at);
      if (now - sentAt < RESEND_AFTER_MS) {
        const wait = Math.ceil((RESEND_AFTER_MS - (now - sentAt)) / 1000);
        throw tooMany('CODE_RECENTLY_SENT', `A code was just sent to this phone. Wait ${wait} seconds before asking for another.`, RESEND_AFTER_MS - (now - sentAt));
      }
      const since = time(row.attempts_since);
      if (Number(row.attempts) >= MAX_ATTEMPTS && now - since < ATTEMPT_WINDOW_MS) {
        const wait = since + ATTEMPT_WINDOW_MS - now;
        throw tooMany('CODE_ATTEMPTS', `Too many wrong codes for this phone. Try again in ${minutes(wait)}.`, wait);
      }
    }
    // Each cap names itself and when the oldest text it counts leaves the hour.
    const sentTimes = async (where: string, params: unknown[]): Promise<number[]> =>
      (await tx.query<{ sent_at: string | Date }>(`SELECT sent_at FROM phone_texts WHERE sent_at > $1 AND ${where} ORDER BY sent_at`, [hourAgo, ...params])).rows.map((r) => time(r.sent_at));
    const capped = (sent: number[], max: number): number | undefined => (sent.length >= max ? sent[sent.length - max]! + HOUR_MS - now : undefined);
    const phoneRows = await sentTimes('shop_id = $2 AND phone_key = $3', [shop.shopId, key]);
    const clientRows = await sentTimes('client = $2', [shop.client]);
    const shopRows = await sentTimes('shop_id = $2', [shop.shopId]);
    let wait = capped(phoneRows, limits.perPhone);
    if (wait !== undefined) {
      throw tooMany('TEXT_LIMIT_PHONE', `This phone was sent ${limits.perPhone} codes in the last hour, the most we send to one phone. Use the last code, or ask for a new one in ${minutes(wait)}.`, wait);
    }
    wait = capped(clientRows, limits.perAddress);
    if (wait !== undefined) {
      throw tooMany('TEXT_LIMIT_ADDRESS', `${limits.perAddress} codes were sent from your network in the last hour, the most we send to one address. Try again in ${minutes(wait)}.`, wait);
    }
    wait = capped(shopRows, limits.perShop);
    if (wait !== undefined) {
      throw tooMany('TEXT_LIMIT_SHOP', `This shop has sent its ${limits.perShop} verification texts for this hour. Try again in ${minutes(wait)}, or order without using cashback.`, wait);
    }
    await tx.query('DELETE FROM phone_texts WHERE sent_at < $1', [new Date(now - 24 * HOUR_MS).toISOString()]);
    await tx.query('INSERT INTO phone_texts (shop_id, phone_key, client, sent_at) VALUES ($1, $2, $3, $4)', [shop.shopId, key, shop.client, at]);
    // A new code keeps the guesses already made this hour.
    await tx.query(
      `INSERT INTO phone_codes (shop_id, phone_key, code_hash, sent_at, expires_at, attempts, attempts_since) VALUES ($1, $2, $3, $4, $5, 0, $4)
       ON CONFLICT (shop_id, phone_key) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at,
         attempts = CASE WHEN phone_codes.attempts_since <= $6 THEN 0 ELSE phone_codes.attempts END,
         attempts_since = CASE WHEN phone_codes.attempts_since <= $6 THEN EXCLUDED.attempts_since ELSE phone_codes.attempts_since END`,
      [shop.shopId, key, codeHash(shop.shopId, key, code), at, new Date(now + CODE_TTL_MS).toISOString(), new Date(now - ATTEMPT_WINDOW_MS).toISOString()],
    );
  });
  try {
    await sms.send({ to: e164, body: `${shop.name}: your code is ${code}. It expires in 10 minutes.` });
  } catch {
    // Not sent: the code is unusable and the text does not count against the caps (the guesses made stay).
    await db.query('UPDATE phone_codes SET expires_at = sent_at WHERE shop_id = $1 AND phone_key = $2', [shop.shopId, key]);
    await db.query('DELETE FROM phone_texts WHERE shop_id = $1 AND phone_key = $2 AND sent_at = $3', [shop.shopId, key, at]);
    throw new ApiError(503, 'SMS_UNAVAILABLE', 'The code could not be texted right now. Try again in a minute.', '/phone');
  }
  return { phone: String(phone), expiresInSeconds: CODE_TTL_MS / 1000 };
}

/** Checks a code; on success the code is spent and a signed token for the phone is returned. */
export async function confirmCode(db: Queryable, profile: Pick<LoadedProfile, 'shopId' | 'settings'>, phone: unknown, code: unknown, now: number): Promise<{ key: string; token: string; expiresAt: number }> {
  const shopId = profile.shopId;
  const { key } = verifiable(profile, phone, '/phone');
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw new ApiError(400, 'CODE_INVALID', 'Enter the 6-digit code from the text message.', '/code');
  // The guess is counted before it is compared: concurrent guesses each get their own number.
  const row = (await db.query<{ code_hash: string; expires_at: string | Date; attempts: number; attempts_since: string | Date }>(
    `UPDATE phone_codes SET
       attempts = CASE WHEN attempts_since <= $3 THEN 1 ELSE attempts + 1 END,
       attempts_since = CASE WHEN attempts_since <= $3 THEN $4 ELSE attempts_since END
     WHERE shop_id = $1 AND phone_key = $2
     RETURNING code_hash, expires_at, attempts, attempts_since`,
    [shopId, key, new Date(now - ATTEMPT_WINDOW_MS).toISOString(), new Date(now).toISOString()],
  )).rows[0];
  if (!row) throw new ApiError(400, 'CODE_EXPIRED', 'This code has expired or was never sent. Ask for a new code.', '/code');
  const attempts = Number(row.attempts);
  if (attempts > MAX_ATTEMPTS) {
    const wait = time(row.attempts_since) + ATTEMPT_WINDOW_MS - now;
    throw new ApiError(429, 'CODE_ATTEMPTS', `Too many wrong codes for this phone. Try again in ${minutes(wait)}.`, '/code', { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
  }
  if (time(row.expires_at) <= now) throw new ApiError(400, 'CODE_EXPIRED', 'This code has expired or was never sent. Ask for a new code.', '/code');
  const given = Buffer.from(codeHash(shopId, key, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
    const left = MAX_ATTEMPTS - attempts;
    const after = left === 0
      ? `That was the last try this hour: try again in ${minutes(time(row.attempts_since) + ATTEMPT_WINDOW_MS - now)}.`
      : `Check the text message and try again (${left === 1 ? '1 try' : `${left} tries`} left this hour).`;
    throw new ApiError(400, 'CODE_INVALID', `That code is not right. ${after}`, '/code');
  }
  // Spent: a code verifies once.
  const spent = await db.query('DELETE FROM phone_codes WHERE shop_id = $1 AND phone_key = $2 AND code_hash = $3 RETURNING phone_key', [shopId, key, row.code_hash]);
  if (spent.rows.length !== 1) throw new ApiError(400, 'CODE_EXPIRED', 'This code was already used. Ask for a new code.', '/code');
  const expiresAt = now + VERIFIED_FOR_MS;
  return { key, token: await signToken(db, shopId, key, expiresAt), expiresAt };
}

async function signToken(db: Queryable, shopId: string, key: string, expiresAt: number): Promise<string> {
  const payload = `${shopId}.${key}.${expiresAt}`;
  const mac = createHmac('sha256', await signingSecret(db)).update(payload).digest('base64url');
  return `v1.${payload}.${mac}`;
}

/** The cookie that remembers a verified phone on this browser (per shop). */
export function cookieName(shopId: string): string {
  return `pv_${shopId.replace(/[^a-z0-9-]/gi, '')}`;
}

export function setVerifiedCookie(req: FastifyRequest, reply: FastifyReply, shopId: string, token: string): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${cookieName(shopId)}=${token}; Path=/api/shops/${shopId}; Max-Age=${VERIFIED_FOR_MS / 1000}; HttpOnly; SameSite=Lax${secure}`);
}

function tokenOf(req: FastifyRequest, shopId: string): string | undefined {
  const header = req.headers['x-phone-token'];
  if (typeof header === 'string' && header) return header;
  const cookies = String(req.headers.cookie ?? '');
  const name = `${cookieName(shopId)}=`;
  for (const part of cookies.split(/;\s*/)) if (part.startsWith(name)) return part.slice(name.length);
  return undefined;
}

/** The phone (digits) this request proved it holds at this shop, if any. */
export async function verifiedPhone(db: Queryable, req: FastifyRequest, shopId: string, now: number): Promise<string | undefined> {
  const token = tokenOf(req, shopId);
  const m = token ? /^v1\.([a-z0-9-]+)\.(\d{10,15})\.(\d{13,})\.([A-Za-z0-9_-]+)$/i.exec(token) : null;
  if (!m || m[1] !== shopId || Number(m[3]) <= now) return undefined;
  const expected = createHmac('sha256', await signingSecret(db)).update(`${m[1]}.${m[2]}.${m[3]}`).digest();
  const given = Buffer.from(m[4]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? m[2] : undefined;
}

/** Refuses unless the request verified this phone at this shop. */
export async function requireVerified(db: Queryable, req: FastifyRequest, shopId: string, phone: string, now: number, path: string): Promise<void> {
  const key = phoneKey(phone);
  if (key && (await verifiedPhone(db, req, shopId, now)) === key) return;
  throw new ApiError(401, 'PHONE_NOT_VERIFIED', 'Verify this phone number first: we text it a code (POST .../phone-verifications), you enter it (POST .../phone-verifications/confirm).', path);
}
