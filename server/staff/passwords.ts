/**
 * Staff passwords: scrypt (memory-hard) from node:crypto with a random salt per password, stored
 * as one self-describing string `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be
 * raised later without breaking the hashes already stored. Checks compare in constant time.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 2^15 × 8 × 128 bytes = 32 MiB of memory per hash (computed on libuv's thread pool, off the event loop). */
export const SCRYPT_PARAMS = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** The shortest new password accepted. */
export const MIN_PASSWORD_LENGTH = 10;
/** The longest password accepted (scrypt would take any length; this bounds the work per request). */
export const MAX_PASSWORD_LENGTH = 200;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** The stored form of a new password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, SCRYPT_PARAMS);
  return `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface Parsed {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const m = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!m) return undefined;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Powers of two only, and bounded: a corrupted row must not make one request take minutes.
  if (N < 2 || N > 1 << 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return { N, r, p, salt: Buffer.from(m[4]!, 'base64url'), key: Buffer.from(m[5]!, 'base64url') };
}

/** True when `password` is the one `stored` was made from (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) {
    // Still spend the work, so a broken row is not told apart by its timing.
    await verifyPassword(password, await dummyHash());
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password nobody knows, with the current parameters: an unknown e-mail is
 * checked against it, so it costs the same time as a wrong password and gets the same answer.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}

/** A one-time password for an invitation or the demo owner: 96 random bits, 16 characters. */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}
