/**
 * Small request checks shared by routes: an instant given as text (the `at` query of the menu, a
 * studio draft's `at`), a list's `limit` query, a body that names its shop, and the staff bearer token.
 */
import { readIsoInstant, type IsoInstant } from '../../engine/iso-offset.js';
import { ApiError } from '../errors.js';

/** The earliest and latest instants a menu may be asked for (a menu outside them is nonsense). */
const AT_MIN = Date.UTC(1970, 0, 1);
const AT_MAX = Date.UTC(2100, 0, 1);

/**
 * An ISO date-time from 1970 to 2099 as epoch ms, or undefined when `text` is not one. A time
 * without an offset is read on the shop's clock (`zone`), as `shopctl menu --at` and a cart's
 * pickupTime are; a date alone is the start of that day there.
 */
export function parseInstant(text: unknown, zone: string): number | undefined {
  const read = readInstant(text, zone);
  return read.ok ? read.ms : undefined;
}

/** parseInstant, saying what is wrong with the offset when that is why there is no instant. */
function readInstant(text: unknown, zone: string): IsoInstant {
  if (typeof text !== 'string' || text.length > 64) return { ok: false };
  // An impossible offset (+25:00) or one its bracketed zone contradicts names no instant.
  const read = readIsoInstant(text, zone);
  return !read.ok || (Number.isFinite(read.ms) && read.ms >= AT_MIN && read.ms < AT_MAX) ? read : { ok: false };
}

/** Parses `?at=` in the shop's zone (see parseInstant); anything else is 400 INVALID_QUERY. */
export function parseAtQuery(at: unknown, zone: string): number {
  const read = readInstant(at, zone);
  if (!read.ok) {
    // 'The UTC offset +25:00 is out of range (...). ' before what at must be.
    const why = read.problem ? `${read.problem.problem.replace(/^t/, 'T')}. ${read.problem.fix ? `${read.problem.fix} ` : ''}` : '';
    throw new ApiError(400, 'INVALID_QUERY', `${why}at must be an ISO date-time from 1970 to 2099, such as 2025-06-30T12:00:00-07:00 (without an offset it is read on the shop's clock; a date alone is the start of that day).`, 'query:at');
  }
  return read.ms;
}

/**
 * Parses a list's `?limit=`: a whole number from 1 to `max`, `fallback` when it is not given;
 * anything else (0, over `max`, a fraction, text, empty) is 400 INVALID_QUERY at query:limit.
 */
export function parseLimitQuery(raw: unknown, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ApiError(400, 'INVALID_QUERY', `limit must be a whole number from 1 to ${max}.`, 'query:limit');
  return n;
}

/** A body that names a shop must name the shop of its address. */
export function checkBodyShop(body: { shopId?: unknown }, shopId: string): void {
  if (body.shopId !== undefined && body.shopId !== null && body.shopId !== shopId) {
    throw new ApiError(400, 'SHOP_MISMATCH', `The body names shop "${String(body.shopId).slice(0, 64)}" but was sent to shop "${shopId}". Send it to its own shop, or leave shopId out.`, '/shopId');
  }
}
