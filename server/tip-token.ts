/**
 * The tip token of a charged card order: a secret in the order's 201 answer only, so that only the
 * browser that placed the order can add a post-order tip. The order row keeps its SHA-256.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new tip token for an order's 201 answer, and the hash kept with the order. */
export function newTipToken(): { readonly token: string; readonly hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: tipTokenHash(token) };
}

/** The SHA-256 (hex) of a tip token: what the order row keeps. */
export function tipTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` is the order's tip token (compared in constant time). */
export function isOrderTipToken(token: string | undefined, hash: string | null | undefined): boolean {
  if (!token || !hash) return false;
  const given = Buffer.from(tipTokenHash(token), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
