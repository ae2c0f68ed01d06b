/**
 * Small request checks shared by routes: the `at` query of the menu, a body that names its
 * shop, and the staff bearer token.
 */
import { DateTime } from 'luxon';
import { ApiError } from '../errors.js';

/** The earliest and latest instants a menu may be asked for (a menu outside them is nonsense). */
const AT_MIN = Date.UTC(1970, 0, 1);
const AT_MAX = Date.UTC(2100, 0, 1);

/** Parses `?at=`: an ISO date-time from 1970 to 2099; anything else is 400 INVALID_QUERY. */
export function parseAtQuery(at: unknown): number {
  const parsed = typeof at === 'string' ? DateTime.fromISO(at, { setZone: true }) : undefined;
  const ms = parsed?.isValid ? parsed.toMillis() : Number.NaN;
  if (!Number.isFinite(ms) || ms < AT_MIN || ms >= AT_MAX) {
    throw new ApiError(400, 'INVALID_QUERY', 'at must be an ISO date-time from 1970 to 2099, such as 2025-06-30T12:00:00-07:00.', 'query:at');
  }
  return ms;
}

/** A body that names a shop must name the shop of its address. */
export function checkBodyShop(body: { shopId?: unknown }, shopId: string): void {
  if (body.shopId !== undefined && body.shopId !== null && body.shopId !== shopId) {
    throw new ApiError(400, 'SHOP_MISMATCH', `The body names shop "${String(body.shopId).slice(0, 64)}" but was sent to shop "${shopId}". Send it to its own shop, or leave shopId out.`, '/shopId');
  }
}
