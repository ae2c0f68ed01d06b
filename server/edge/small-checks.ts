/**
 * Small request checks shared by routes: an instant given as text (the `at` query of the menu, a
 * studio draft's `at`), a body that names its shop, and the staff bearer token.
 */
import { DateTime } from 'luxon';
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
  if (typeof text !== 'string' || text.length > 64) return undefined;
  const parsed = DateTime.fromISO(text, { zone });
  const ms = parsed.isValid ? parsed.toMillis() : Number.NaN;
  return Number.isFinite(ms) && ms >= AT_MIN && ms < AT_MAX ? ms : undefined;
}

/** Parses `?at=` in the shop's zone (see parseInstant); anything else is 400 INVALID_QUERY. */
export function parseAtQuery(at: unknown, zone: string): number {
  const ms = parseInstant(at, zone);
  if (ms === undefined) {
    throw new ApiError(400, 'INVALID_QUERY', "at must be an ISO date-time from 1970 to 2099, such as 2025-06-30T12:00:00-07:00 (without an offset it is read on the shop's clock; a date alone is the start of that day).", 'query:at');
  }
  return ms;
}

/** A body that names a shop must name the shop of its address. */
export function checkBodyShop(body: { shopId?: unknown }, shopId: string): void {
  if (body.shopId !== undefined && body.shopId !== null && body.shopId !== shopId) {
    throw new ApiError(400, 'SHOP_MISMATCH', `The body names shop "${String(body.shopId).slice(0, 64)}" but was sent to shop "${shopId}". Send it to its own shop, or leave shopId out.`, '/shopId');
  }
}
