/**
 * The API's error shape, `{ error: { code, message, path? } }`, and its message catalogue.
 * Codes are permanent; messages say what happened and how to fix it.
 */

export const MESSAGES = {
  BAD_JSON: 'The request body is not valid JSON. Send a JSON object with Content-Type: application/json.',
  BAD_BODY: 'The request body must be a JSON object.',
  UNSUPPORTED_MEDIA_TYPE: 'This endpoint accepts only application/json bodies.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than 64 KB. Send a smaller body.',
  INVALID_REQUEST: 'The request is not valid.',
  INVALID_QUERY: 'A query parameter is not valid.',
  NOT_FOUND: 'There is no such API endpoint. See /api/openapi.json for the list.',
  METHOD_NOT_ALLOWED: 'This endpoint does not accept that method.',
  SHOP_NOT_FOUND: 'There is no shop with this id. Check the shop id in the address.',
  SHOP_MISMATCH: 'The cart names a different shop than the address. Send the cart to its own shop.',
  ORDER_NOT_FOUND: 'There is no order with this id at this shop. Check the order link.',
  IDEMPOTENCY_KEY_REQUIRED: 'Placing an order needs an Idempotency-Key header (1 to 200 visible characters), so that a retry never creates a second order.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
  PRICE_CHANGED: 'The price of this order changed. Review the new total and place the order again.',
  ORDER_BLOCKED: 'This order cannot be placed yet. See the blockers for what to change.',
  ORDERING_PAUSED: 'online ordering is currently offline, you may still add items to order at a later time.',
  CASHBACK_UNAVAILABLE: 'The cashback applied is more than this phone number has. Apply at most the available cashback.',
  CARD_REQUIRED: 'Card orders need a card (paymentMethod). Enter the card and place the order again.',
  CARD_DECLINED: 'Your card was declined. Use another card or pay in person.',
  ORDER_NOT_COMPLETED: 'Your order could not be saved, so the payment was refunded. Try again in a minute.',
  PAYMENT_UNAVAILABLE: 'The card could not be charged because the payment service did not answer. Try again in a minute.',
  TIP_NOT_ALLOWED: 'Tips can be added only to card orders with an invoice.',
  TIP_ALREADY_ADDED: 'A tip was already added to this order.',
  TIP_TOO_LARGE: 'This tip is more than an order may be tipped. Choose a smaller tip.',
  TIP_NOT_OFFERED: 'That tip percent is not one this shop offers. Choose one of its tip buttons or enter an amount.',
  TIP_NOT_COMPLETED: 'Your tip was charged but could not be added to the order yet. Send the same tip again in a minute: it is added without a second charge.',
  TIP_ORDER_CLOSED: 'This order was rejected or cancelled and its card payment refunded, so it takes no tip.',
  DELIVERY_UNAVAILABLE: 'Delivery distance cannot be measured for this shop. Choose Pick Up, or call the shop.',
  PHONE_TOO_SHORT: 'Enter a phone number of at least 10 characters.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  RATE_LIMITED: 'Too many requests. Wait a minute and try again.',
  BAD_SIGNATURE: 'The webhook signature does not match. Check the webhook secret.',
  INVALID_TRANSITION: 'The order cannot move to that status from the one it is in. Reload the board and choose an allowed next step.',
  PREP_MINUTES_REQUIRED: 'Accepting an order needs prepMinutes, a whole number of minutes from 1 to 1440.',
  REASON_REQUIRED: 'Rejecting an order needs a reason: TOO_BUSY, OUT_OF_ITEMS, CLOSED or OTHER.',
  INVALID_STATUS: 'That is not an order status. Use placed, accepted, ready, completed, rejected or cancelled.',
  DELIVERY_NOT_FOUND: 'There is no such webhook delivery. Take its id from the delivery log.',
  BAD_WEBHOOK_EVENT: 'The webhook body is not a Stripe event this server understands (a JSON event with data.object.id).',
  ADDRESS_NOT_FOUND: 'Could not find that address. Enter a street number and a city.',
  MAPS_UNAVAILABLE: 'Could not access maps server. Please reload page and try again.',
  RECEIPT_BUSY: 'Too many receipts are being prepared right now. Try again in a few seconds.',
  DATABASE_UNAVAILABLE: 'The order database cannot be reached right now. Try again in a few seconds.',
  INTERNAL: 'Something went wrong on our side. Try again in a minute.',
} as const;

export type ErrorCode = keyof typeof MESSAGES;

/** An expected failure that becomes an HTTP error response. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly path: string | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, code: ErrorCode | string, message?: string, path?: string, extra?: Record<string, unknown>) {
    super(message ?? MESSAGES[code as ErrorCode] ?? code);
    this.status = status;
    this.code = code;
    this.path = path;
    this.extra = extra;
  }

  /** The JSON body sent to the client. */
  toBody(): Record<string, unknown> {
    return {
      error: { code: this.code, message: this.message, ...(this.path !== undefined ? { path: this.path } : {}) },
      ...(this.extra ?? {}),
    };
  }
}

/** Shorthand for a 400 with a path. */
export function badRequest(code: ErrorCode | string, message: string, path?: string): ApiError {
  return new ApiError(400, code, message, path);
}

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a database that is going away or not taking connections yet: 57P01 admin
 * shutdown (a fast stop or restart), 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up, shutting down, in recovery), 53300 too many connections. Class 08 (connection exception)
 * is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket and name-lookup failures on the way to the database server. */
const UNAVAILABLE_NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a lost or unobtainable connection by message only (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * The database cannot be reached (stopped, restarting, refusing or dropping connections): a
 * 503 with Retry-After. Raised only by the database adapter, around the driver's own calls, so
 * a network failure elsewhere (a payment or maps provider) is never reported as this.
 */
export class DatabaseUnavailableError extends ApiError {
  constructor(cause: unknown) {
    super(503, 'DATABASE_UNAVAILABLE');
    this.cause = cause;
  }
}

/**
 * True when `err` says the database cannot be reached (stopped, restarting, refusing or
 * dropping connections), as opposed to a bug or a refused statement. Looks through `cause`
 * and AggregateError's `errors` (a host name with several addresses fails with one per address).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4 || err instanceof ApiError) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code) || UNAVAILABLE_NET_CODES.has(e.code)) return true;
  }
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).startsWith(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
