/**
 * Expected refusals of order placement and tips as values: `{ ok: false, code, message, path, extra }`.
 * Placement returns them; the route chooses the HTTP status from the code (`statusOfRefusal`).
 */
import { ApiError, MESSAGES, type ErrorCode } from '../errors.js';

export interface Refusal {
  readonly ok: false;
  /** A permanent SCREAMING_SNAKE code (the API's error code). */
  readonly code: string;
  readonly message: string;
  /** JSON pointer into the body, or `header:Name`. */
  readonly path?: string | undefined;
  /** Fields sent beside `error` (blockers, the fresh quote, the available cashback). */
  readonly extra?: Record<string, unknown> | undefined;
  /** The HTTP status when it is not the code's own (a tip from another browser: 403 TIP_NOT_ALLOWED). */
  readonly status?: number | undefined;
}

/** A refusal with the catalogue's message unless another is given. */
export function refuse(code: ErrorCode | string, message?: string, path?: string, extra?: Record<string, unknown>): Refusal {
  return { ok: false, code, message: message ?? MESSAGES[code as ErrorCode] ?? code, path, extra };
}

/**
 * The HTTP status of each refusal code: 422 for an order the rules refuse, 409 for a conflict
 * with another state (a new price, a key still in use), 402 for a declined card, 503 when the
 * order could not be completed or a provider did not answer; anything else (the cart's own
 * validation codes) is 400.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  ORDER_BLOCKED: 422,
  ORDERING_PAUSED: 422,
  ORDER_TOO_LARGE: 422,
  CASHBACK_UNAVAILABLE: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  PRICE_CHANGED: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  CARD_DECLINED: 402,
  PAYMENT_UNAVAILABLE: 503,
  ORDER_NOT_COMPLETED: 503,
  TIP_NOT_ALLOWED: 422,
  TIP_ALREADY_ADDED: 409,
  TIP_ORDER_CLOSED: 409,
  TIP_TOO_LARGE: 422,
  TIP_TOO_SMALL: 422,
  TIP_NOT_COMPLETED: 503,
  ADDRESS_NOT_FOUND: 422,
  DELIVERY_UNAVAILABLE: 422,
  MAPS_UNAVAILABLE: 503,
};

/** The HTTP status a route answers a refusal with. */
export function statusOfRefusal(r: Pick<Refusal, 'code'>): number {
  return STATUS_BY_CODE[r.code] ?? 400;
}

/** The refusal as the API's error (the route throws it to the one error handler). */
export function refusalError(r: Refusal): ApiError {
  return new ApiError(r.status ?? statusOfRefusal(r), r.code, r.message, r.path, r.extra);
}

/** A refusal raised inside a transaction so that it rolls back; caught and returned as a value. */
export class RollbackWith extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

/** Runs `work`; a RollbackWith it raised (after its transaction rolled back) becomes its refusal. */
export async function refusalOf<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RollbackWith) return err.refusal;
    throw err;
  }
}
