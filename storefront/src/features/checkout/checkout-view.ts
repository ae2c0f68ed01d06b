/**
 * What checkout shows, derived from the store's fields and the server's quote, without React (so
 * it is tested as plain functions). The page works no rule out itself: the times it offers, the
 * choices it shows and what a blocker's button does all come from the quote's data.
 */
import { formatCents } from '../../lib/format.js';
import type { Quote } from '../../lib/ordering.js';
import { href } from '../../lib/routes.js';
import { toCartInput, type CartActions, type CartFields, type CartType } from '../../stores/cart.js';
import type { CartInput } from '../../../../schemas/generated/types.js';

type Offered = NonNullable<Quote['timeSlots']>;
type Remedy = NonNullable<Quote['blockers'][number]['remedy']>;

/** The times the quote offers for the cart's order type; undefined for dine-in or before a quote of this type. */
export function offeredTimes(fields: Pick<CartFields, 'cartType'>, quote: Quote | undefined): Offered | undefined {
  if (!quote || fields.cartType === 'DINEIN' || quote.cartType !== fields.cartType) return undefined;
  return quote.timeSlots;
}

/** The time chosen for the cart's order type (null: none yet, which the engine reads as ASAP). */
export function chosenTime(fields: Pick<CartFields, 'cartType' | 'pickupTime' | 'deliveryTime'>): string | null {
  return fields.cartType === 'DELIVERY' ? fields.deliveryTime : fields.pickupTime;
}

/**
 * The time the order is for: the chosen one while the quote offers it, else the first time
 * offered (a time that has passed, or none chosen yet). Nothing offered: the chosen one, which
 * the quote then refuses with its blocker. The store keeps what the customer chose.
 */
export function effectiveTime(chosen: string | null, offered: Offered | undefined): string | null {
  if (!offered) return chosen;
  if (chosen !== null && offered.slots.some((s) => s.value === chosen)) return chosen;
  return offered.slots[0]?.value ?? chosen;
}

/** The cart checkout quotes and orders: the store's fields, with the effective time of the last quote's offer. */
export function checkoutCart(fields: CartFields, shopId: string, last: Quote | undefined): CartInput {
  const input = toCartInput(fields, shopId);
  const offered = offeredTimes(fields, last);
  if (!offered) return input;
  const time = effectiveTime(chosenTime(fields), offered);
  return fields.cartType === 'DELIVERY' ? { ...input, deliveryTime: time } : { ...input, pickupTime: time };
}

/** The time select: its label, the options, the one shown, and the note of that option. */
export interface TimeSelectView {
  readonly label: 'Pickup time' | 'Delivery time';
  readonly slots: Offered['slots'];
  readonly value: string;
  readonly note: string | undefined;
  /** Said in place of the select when nothing is offered. */
  readonly message: string | undefined;
}

/** The time select for the cart, or undefined (dine-in, or no quote of this order type yet). */
export function timeSelectView(fields: CartFields, quote: Quote | undefined): TimeSelectView | undefined {
  const offered = offeredTimes(fields, quote);
  if (!offered) return undefined;
  const value = effectiveTime(chosenTime(fields), offered) ?? '';
  return {
    label: fields.cartType === 'DELIVERY' ? 'Delivery time' : 'Pickup time',
    slots: offered.slots,
    value,
    note: offered.slots.find((s) => s.value === value)?.note,
    message: offered.slots.length === 0 ? offered.message : undefined,
  };
}

/** A control the blocker list offers for a remedy: a store action, a page of the site, or a field to go to. */
export type RemedyControl =
  | { readonly kind: 'action'; readonly label: string; readonly run: (cart: CartActions) => void }
  | { readonly kind: 'link'; readonly label: string; readonly to: string }
  | { readonly kind: 'focus'; readonly label: string; readonly target: string };

export interface RemedyContext {
  readonly quote: Quote;
  /** The cart's lines (quote line i is cart line i), for a remedy that names a line by its index. */
  readonly lineIds: readonly string[];
  /** The menu, for 'add more'. */
  readonly menuHref: string;
  /** The location's base path, for a line's edit page. */
  readonly basePath: string;
}

/**
 * The field each edit-field remedy goes to (the ids of checkout's inputs); `missing` is the label
 * when the blocker says the field is still empty (nothing to replace yet).
 */
const FIELD_TARGETS: Readonly<Record<NonNullable<Remedy['field']>, { target: string; label: string; missing?: { code: string; label: string } }>> = {
  name: { target: 'contact-name', label: 'Enter your name' },
  phone: { target: 'contact-phone', label: 'Enter your phone number' },
  deliveryAddress: { target: 'delivery-address', label: 'Enter another delivery address', missing: { code: 'ADDRESS_REQUIRED', label: 'Enter your delivery address' } },
  tip: { target: 'tip-custom', label: 'Change the tip' },
};

/**
 * The controls a remedy becomes (none when the quote names something the page no longer has);
 * `code` is the blocker's, for a label that depends on it.
 */
export function remedyControls(remedy: Remedy | undefined, ctx: RemedyContext, code?: string): RemedyControl[] {
  if (!remedy) return [];
  const line = remedy.lineIndex === undefined ? undefined : { id: remedy.lineId ?? ctx.lineIds[remedy.lineIndex], name: ctx.quote.lines[remedy.lineIndex]?.name };
  const choice = (value: string) => ctx.quote.choices?.cartTypes.find((c) => c.value === value) ?? ctx.quote.choices?.paymentTypes.find((c) => c.value === value);
  switch (remedy.kind) {
    case 'pay-by-card':
      return [{ kind: 'action', label: 'Pay by card instead', run: (c) => c.choosePaymentType('CARD') }];
    case 'pay-in-person':
      return [{ kind: 'action', label: `Choose ${choice('CASH')?.label ?? 'Pay In Person'} instead`, run: (c) => c.choosePaymentType('CASH') }];
    case 'switch-cart-type':
      return (remedy.cartTypes ?? []).map((t: CartType) => ({ kind: 'action', label: `Switch to ${choice(t)?.label ?? t}`, run: (c: CartActions) => c.chooseCartType(t) }));
    case 'remove-line': {
      const id = line?.id;
      return id === undefined ? [] : [{ kind: 'action', label: `Remove ${line?.name ?? 'it'} from your cart`, run: (c) => c.removeItem(id) }];
    }
    case 'edit-line':
      return line?.id === undefined ? [] : [{ kind: 'link', label: `Change ${line.name ?? 'the item'}`, to: href.cartItem(ctx, line.id) }];
    case 'lower-quantity': {
      const id = line?.id;
      const max = remedy.max;
      return id === undefined || max === undefined ? [] : [{ kind: 'action', label: `Change ${line?.name ?? 'it'} to ${max}`, run: (c) => c.setQuantity(id, max) }];
    }
    case 'add-more':
      return [{ kind: 'link', label: remedy.amountCents ? `Add ${formatCents(remedy.amountCents)} more from the menu` : 'Back to the menu', to: ctx.menuHref }];
    case 'remove-promo-code':
      return [{ kind: 'action', label: 'Remove the promo code', run: (c) => c.removePromoCode() }];
    case 'verify-phone':
      return [{ kind: 'focus', label: 'Verify your phone', target: 'promo-code' }];
    case 'choose-time':
      return [{ kind: 'focus', label: 'Choose another time', target: 'order-time' }];
    case 'confirm-age':
      return [{ kind: 'focus', label: 'Confirm your age', target: 'age-confirm' }];
    case 'edit-field': {
      const f = remedy.field ? FIELD_TARGETS[remedy.field] : undefined;
      return f ? [{ kind: 'focus', label: f.missing !== undefined && f.missing.code === code ? f.missing.label : f.label, target: f.target }] : [];
    }
  }
}

/** The quote's refusal of its tip (TIP_TOO_LARGE): the tip named is above the shop's cap, so it is never charged. */
export interface RefusedTip {
  /** The blocker's own words ('A tip on this order can be at most $50.00; $500.00 was entered. Lower the tip.'). */
  readonly message: string;
  /** The cap the blocker names. */
  readonly maxCents: number | undefined;
}

export function refusedTip(quote: Quote | undefined): RefusedTip | undefined {
  const blocker = quote?.blockers.find((b) => b.code === 'TIP_TOO_LARGE');
  if (!blocker) return undefined;
  // The values the message was made from: the cap it names.
  const max = (blocker.params as Readonly<Record<string, unknown>> | undefined)?.maxCents;
  return { message: blocker.message, maxCents: typeof max === 'number' ? max : undefined };
}

/** One row of the Order Summary as shown: the quote's amount formatted, or words where no amount is charged. */
export interface SummaryRowView {
  readonly key: NonNullable<Quote['summary']>[number]['key'];
  readonly text: string;
  /** The quote's amount is not a charge (a refused tip, the total worked out with it). */
  readonly withheld: boolean;
}

/**
 * The Order Summary's rows: the quote's `summary` rows, formatted. While the quote refuses its tip
 * (TIP_TOO_LARGE), its totals still carry the tip as entered; the order is blocked until the tip
 * is lowered, so neither that tip nor the Total worked out with it is shown as an amount: the tip
 * row says it is over the limit and the Total waits for a tip the order can take. A delivery the
 * quote has not priced yet (see deliveryUnpriced) shows no delivery fee row.
 */
export function summaryView(quote: Quote): SummaryRowView[] {
  const refused = refusedTip(quote);
  const unpriced = deliveryUnpriced(quote);
  return (quote.summary ?? []).flatMap((r): SummaryRowView[] => {
    if (unpriced && r.key === 'deliveryFee' && r.amountCents === 0) return [];
    if (refused && r.key === 'tip') return [{ key: r.key, text: refused.maxCents !== undefined ? `Over the ${formatCents(refused.maxCents)} limit` : 'Over the limit', withheld: true }];
    if (refused && r.key === 'total') return [{ key: r.key, text: '—', withheld: true }];
    return [{ key: r.key, text: formatCents(r.amountCents), withheld: false }];
  });
}

/**
 * Whether the quote is for a delivery the server has not priced: no address measured yet (its
 * `delivery.deliverable` is null, with the ADDRESS_REQUIRED blocker) or one it cannot deliver to
 * (false). Its delivery fee row then carries $0.00, which would read as free delivery, so the
 * Order Summary leaves that row out until the quote prices a deliverable address.
 */
export function deliveryUnpriced(quote: Quote): boolean {
  return quote.cartType === 'DELIVERY' && quote.delivery != null && quote.delivery.deliverable !== true;
}

/** The total to show (the quote's invoice, formatted), or undefined while the quote refuses its tip. */
export function shownTotal(quote: Quote): string | undefined {
  return refusedTip(quote) ? undefined : formatCents(quote.totals.invoiceCents);
}

/** Said under the Order Summary while its Total waits for a lower tip. */
export function totalWaitsNote(quote: Quote): string | undefined {
  const refused = refusedTip(quote);
  if (!refused) return undefined;
  return refused.maxCents !== undefined ? `Your total shows here once the tip is ${formatCents(refused.maxCents)} or less.` : 'Your total shows here once the tip is lowered.';
}
