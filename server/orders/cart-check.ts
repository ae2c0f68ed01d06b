/** The cart part of a quote or order body, checked at the edge, with what one cart may hold. */
import { ALLERGY_NOTE_MAX, message } from '../../engine/index.js';
import { validateCart } from '../../schemas/index.js';
import type { CartInput } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { emailProblem } from '../customers.js';
import { checkPhone, phoneCountriesOf } from '../phone-numbers.js';
import { refuse, type Refusal } from './refusal.js';

/** Fields an order body may carry besides the cart input. */
const ORDER_ONLY_FIELDS = ['expectedInvoiceCents'] as const;

/** What one cart may hold: more is refused with an error naming the limit (quotes and orders). */
export const CART_LIMITS = {
  lines: 100,
  quantityPerLine: 999,
  /** The largest order total, in cents ($100,000): larger orders are arranged with the shop. */
  invoiceCents: 10_000_000,
} as const;

export interface CheckedCart {
  readonly ok: true;
  readonly cart: CartInput;
  /** The total the customer saw (orders only): a different re-priced total is PRICE_CHANGED. */
  readonly expectedInvoiceCents?: number;
}

/** The first line whose quantity is a number over CART_LIMITS.quantityPerLine (the cart schema's own maximum). */
function tooLargeLine(products: unknown): { index: number; quantity: number } | undefined {
  if (!Array.isArray(products)) return undefined;
  for (let i = 0; i < products.length; i++) {
    const q = (products[i] as { quantity?: unknown } | null)?.quantity;
    if (typeof q === 'number' && q > CART_LIMITS.quantityPerLine) return { index: i, quantity: q };
  }
  return undefined;
}

/** Validates the cart part of a quote or order body: the typed cart with defaults, or a refusal. */
export function checkCart(profile: LoadedProfile, body: unknown, allowOrderFields: boolean): CheckedCart | Refusal {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('BAD_BODY', undefined, '');
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  let expectedInvoiceCents: number | undefined;
  if (allowOrderFields) {
    for (const f of ORDER_ONLY_FIELDS) delete rest[f];
    const expected = (body as Record<string, unknown>).expectedInvoiceCents;
    if (expected !== undefined && expected !== null) {
      if (typeof expected !== 'number' || !Number.isSafeInteger(expected) || expected < 0) {
        return refuse('INVALID_FIELD', 'expectedInvoiceCents must be a whole number of cents (0 or more).', '/expectedInvoiceCents');
      }
      expectedInvoiceCents = expected;
    }
  }
  // An allergy note too long for the ticket gets its own answer, before the schema's generic one.
  const note = rest['allergyNote'];
  if (typeof note === 'string' && [...note].length > ALLERGY_NOTE_MAX) {
    return refuse('ALLERGY_NOTE_TOO_LONG', message('ALLERGY_NOTE_TOO_LONG', { length: [...note].length, max: ALLERGY_NOTE_MAX }), '/allergyNote');
  }
  // Too many lines, or a line over the quantity bound, gets the one answer that names the limit,
  // before the schema's generic one.
  const products = rest['products'];
  if (Array.isArray(products) && products.length > CART_LIMITS.lines) {
    return refuse('CART_TOO_LARGE', `A cart holds at most ${CART_LIMITS.lines} lines; this one has ${products.length}. Split it into several orders.`, '/products');
  }
  const big = tooLargeLine(products);
  if (big !== undefined) {
    return refuse('QUANTITY_TOO_LARGE', `A line holds at most ${CART_LIMITS.quantityPerLine} of an item; line ${big.index + 1} asks for ${big.quantity}. Lower the quantity or call the shop for a large order.`, `/products/${big.index}/quantity`);
  }
  const checked = validateCart(rest);
  if (!checked.ok) {
    const errors = checked.findings.filter((f) => f.severity === 'error');
    const first = errors[0];
    return refuse(first?.code ?? 'INVALID_CART', first?.message ?? 'The cart is not valid.', first?.path ?? '', {
      findings: errors.map((f) => ({ code: f.code, path: f.path, message: f.message, ...(f.hint ? { hint: f.hint } : {}) })),
    });
  }
  const cart = checked.cart;
  // The receipt e-mails go to this address: one real address, never extra mail headers.
  if (typeof cart.email === 'string' && cart.email !== '') {
    const problem = emailProblem(cart.email);
    if (problem) return refuse('INVALID_EMAIL', problem, '/email');
  }
  if (cart.shopId !== undefined && cart.shopId !== profile.shopId) return refuse('SHOP_MISMATCH', undefined, '/shopId');
  // An order's phone must be one the shop can call (a missing one is the PHONE_REQUIRED blocker);
  // quotes are priced while the customer is still typing, so only orders are checked.
  if (allowOrderFields && typeof cart.phone === 'string' && cart.phone.trim() !== '') {
    const phone = checkPhone(cart.phone, phoneCountriesOf(profile));
    if (!phone.ok) return refuse(phone.code, phone.message, '/phone');
  }
  return expectedInvoiceCents === undefined ? { ok: true, cart } : { ok: true, cart, expectedInvoiceCents };
}
