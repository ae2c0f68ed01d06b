/**
 * Phone verification before a cashback balance is shown or spent, or a rewards credit redeemed:
 * a six-digit code texted through the SMS provider (10 minutes, 5 tries, one text per 30 s per
 * phone), then a signed token remembered by the browser for 30 days (an HttpOnly cookie per
 * shop; API clients may send it as `X-Phone-Token`). The signing secret lives in the database,
 * so every server on one database accepts the tokens of the others.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from './db.js';
import { ApiError } from './errors.js';
import { phoneKey } from './customers.js';
import type { SmsProvider } from './sms.js';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 30_000;
export const MAX_ATTEMPTS = 5;
export const VERIFIED_FOR_MS = 30 * 24 * 60 * 60_000;

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

/** The digits a verification belongs to, or a 400 naming the field. */
function verifiableKey(phone: unknown, path: string): string {
  const key = typeof phone === 'string' ? phoneKey(phone) : null;
  if (!key || key.length < 10) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, path);
  return key;
}

/** Texts a new code to the phone. */
export async function sendCode(db: Queryable, sms: SmsProvider, shop: { shopId: string; name: string }, phone: unknown, now: number): Promise<{ phone: string; expiresInSeconds: number }> {
  const key = verifiableKey(phone, '/phone');
  const last = await db.query<{ sent_at: string | Date }>('SELECT sent_at FROM phone_codes WHERE shop_id = $1 AND phone_key = $2', [shop.shopId, key]);
  const sentAt = last.rows[0] ? new Date(last.rows[0].sent_at).getTime() : undefined;
  if (sentAt !== undefined && now - sentAt < RESEND_AFTER_MS) {
    const wait = Math.ceil((RESEND_AFTER_MS - (now - sentAt)) / 1000);
    throw new ApiError(429, 'CODE_RECENTLY_SENT', `A code was just sent to this phone. Wait ${wait} seconds before asking for another.`, '/phone');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO phone_codes (shop_id, phone_key, code_hash, sent_at, expires_at, attempts) VALUES ($1, $2, $3, $4, $5, 0)
     ON CONFLICT (shop_id, phone_key) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [shop.shopId, key, codeHash(shop.shopId, key, code), new Date(now).toISOString(), new Date(now + CODE_TTL_MS).toISOString()],
  );
  try {
    await sms.send({ to: key.length === 10 ? `+1${key}` : `+${key}`, body: `${shop.name}: your code is ${code}. It expires in 10 minutes.` });
  } catch {
    await db.query('DELETE FROM phone_codes WHERE shop_id = $1 AND phone_key = $2', [shop.shopId, key]);
    throw new ApiError(503, 'SMS_UNAVAILABLE', 'The code could not be texted right now. Try again in a minute.', '/phone');
  }
  return { phone: String(phone), expiresInSeconds: CODE_TTL_MS / 1000 };
}

/** Checks a code; on success the code is spent and a signed token for the phone is returned. */
export async function confirmCode(db: Queryable, shopId: string, phone: unknown, code: unknown, now: number): Promise<{ key: string; token: string; expiresAt: number }> {
  const key = verifiableKey(phone, '/phone');
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw new ApiError(400, 'CODE_INVALID', 'Enter the 6-digit code from the text message.', '/code');
  const row = (await db.query<{ code_hash: string; expires_at: string | Date; attempts: number }>(
    'SELECT code_hash, expires_at, attempts FROM phone_codes WHERE shop_id = $1 AND phone_key = $2', [shopId, key],
  )).rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now) throw new ApiError(400, 'CODE_EXPIRED', 'This code has expired or was never sent. Ask for a new code.', '/code');
  if (Number(row.attempts) >= MAX_ATTEMPTS) throw new ApiError(429, 'CODE_ATTEMPTS', 'Too many wrong codes. Ask for a new code.', '/code');
  const given = Buffer.from(codeHash(shopId, key, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
    await db.query('UPDATE phone_codes SET attempts = attempts + 1 WHERE shop_id = $1 AND phone_key = $2', [shopId, key]);
    throw new ApiError(400, 'CODE_INVALID', 'That code is not right. Check the text message and try again.', '/code');
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
