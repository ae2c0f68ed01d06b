/**
 * Each blocker's `remedy`: what the customer can do about it, as an action the storefront offers
 * without reading the message (schemas/quote.schema.json#/$defs/Remedy). One entry per blocker
 * code in `REMEDIES`; a remedy is offered only when it can work for this cart (a payment type or
 * an order type the shop takes, a line that exists), else the blocker carries none.
 */
import type { Blocker, Choices, QuoteLine, Remedy, Totals } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import type { CartType } from '../cart-types.js';
import { isPaused, type Operations } from '../operations.js';
import { allowedCartTypes, allowsPayment } from './choices.js';

export interface RemedyContext {
  readonly settings: LoadedSettings;
  readonly cartType: CartType;
  readonly choices: Choices;
  readonly lines: readonly QuoteLine[];
  readonly totals: Totals;
  readonly operations?: Operations | undefined;
  /** The instant priced at (a pause is judged then). */
  readonly now: number;
}

type RemedyOf = (blocker: Blocker, ctx: RemedyContext) => Remedy | undefined;

/** The cart line a blocker's path points into (`/products/{i}/...`). */
function lineIndexOf(blocker: Blocker): number | undefined {
  const m = /^\/products\/(\d+)(?:\/|$)/.exec(blocker.path ?? '');
  return m ? Number(m[1]) : undefined;
}

/** A remedy on one line, with the line's id when the cart gave it one. */
function onLine(kind: 'remove-line' | 'edit-line', index: number | undefined, ctx: RemedyContext): Remedy | undefined {
  if (index === undefined || index >= ctx.lines.length) return undefined;
  const id = ctx.lines[index]!.id;
  return id === undefined ? { kind, lineIndex: index } : { kind, lineIndex: index, lineId: id };
}

/** Switch to one of `types` that the shop takes (and that is not paused), or nothing when none is left. */
function switchTo(types: readonly CartType[], ctx: RemedyContext): Remedy | undefined {
  const allowed = allowedCartTypes(ctx.choices).filter((t) => types.includes(t) && t !== ctx.cartType && !isPaused(ctx.operations, t, ctx.now));
  const [first, ...rest] = allowed;
  return first === undefined ? undefined : { kind: 'switch-cart-type', cartTypes: [first, ...rest] };
}

const ALL_TYPES: readonly CartType[] = ['DINEIN', 'PICKUP', 'DELIVERY'];
const payByCard: RemedyOf = (_b, ctx) => (allowsPayment(ctx.choices, 'CARD') ? { kind: 'pay-by-card' } : undefined);
const otherType: RemedyOf = (_b, ctx) => switchTo(ALL_TYPES, ctx);
const removeLine: RemedyOf = (b, ctx) => onLine('remove-line', lineIndexOf(b), ctx);
const editLine: RemedyOf = (b, ctx) => onLine('edit-line', lineIndexOf(b), ctx);
const chooseTime: RemedyOf = () => ({ kind: 'choose-time' });
const removePromoCode: RemedyOf = () => ({ kind: 'remove-promo-code' });
const editField = (field: NonNullable<Remedy['field']>): RemedyOf => () => ({ kind: 'edit-field', field });
const addMore = (minimumCents: (s: LoadedSettings) => number): RemedyOf => (_b, ctx) => ({
  kind: 'add-more',
  amountCents: Math.max(0, minimumCents(ctx.settings) - ctx.totals.subtotalCents),
});

/** The order types a blocker's params say the item can be ordered for (PRODUCT_NOT_FOR_CART_TYPE, AGE_RESTRICTED_REFUSED). */
function onlyFor(b: Blocker): CartType[] {
  const types = (b.params as { onlyFor?: unknown } | undefined)?.onlyFor;
  return Array.isArray(types) ? types.filter((t): t is CartType => t === 'PICKUP' || t === 'DELIVERY' || t === 'DINEIN') : [];
}

/** Every blocker code with a remedy; a code not listed has none (ORDERING_DISABLED, NO_TIME_SLOTS). */
export const REMEDIES: Readonly<Record<string, RemedyOf>> = {
  NO_ITEMS: () => ({ kind: 'add-more' }),
  ORDERING_PAUSED: otherType,
  DINE_IN_NOT_ALLOWED: otherType,
  DELIVERY_DISABLED: otherType,
  DINE_IN_CLOSED: (_b, ctx) => switchTo(['PICKUP', 'DELIVERY'], ctx),
  NOT_ENOUGH_DRIVERS: (_b, ctx) => switchTo(['PICKUP', 'DINEIN'], ctx),
  PRODUCT_NOT_FOUND: removeLine,
  PRODUCT_UNAVAILABLE: removeLine,
  PRODUCT_NOT_FOR_CART_TYPE: (b, ctx) => switchTo(onlyFor(b), ctx) ?? removeLine(b, ctx),
  AGE_RESTRICTED_REFUSED: (b, ctx) => switchTo(onlyFor(b), ctx) ?? removeLine(b, ctx),
  ITEM_INVALID: editLine,
  QUANTITY_LIMIT: editLine,
  LINE_QUANTITY_LIMIT: (b, ctx) => {
    const i = lineIndexOf(b);
    const line = onLine('edit-line', i, ctx);
    return line ? { ...line, kind: 'lower-quantity', max: ctx.settings.maxQuantityPerLine } : undefined;
  },
  DELIVERY_MINIMUM: addMore((s) => s.delivery.minimumDeliverySubtotalInCents ?? 0),
  PICKUP_MINIMUM: addMore((s) => s.minimumPickupSubtotalInCents),
  NOT_DELIVERABLE: editField('deliveryAddress'),
  ADDRESS_REQUIRED: editField('deliveryAddress'),
  CASH_LIMIT: payByCard,
  PAY_IN_PERSON_LIMIT: payByCard,
  // Cash when the shop takes it; else the market-price items have to go (the first one named).
  MARKET_PRICE_PREPAY: (_b, ctx) => {
    if (allowsPayment(ctx.choices, 'CASH')) return { kind: 'pay-in-person' };
    return onLine('remove-line', ctx.lines.findIndex((l) => l.marketPrice === true), ctx);
  },
  TIP_TOO_LARGE: editField('tip'),
  AGE_CONFIRMATION_REQUIRED: (b) => {
    const age = (b.params as { minimumAge?: unknown } | undefined)?.minimumAge;
    return typeof age === 'number' ? { kind: 'confirm-age', minimumAge: age } : undefined;
  },
  NAME_REQUIRED: editField('name'),
  PHONE_REQUIRED: editField('phone'),
  CLOSED_DATE: chooseTime,
  LEAD_TIME: chooseTime,
  SLOT_FULL: chooseTime,
  TIME_UNAVAILABLE: chooseTime,
  PROMO_PHONE_NOT_VERIFIED: () => ({ kind: 'verify-phone' }),
  PROMO_NOT_STARTED: removePromoCode,
  PROMO_EXPIRED: removePromoCode,
  PROMO_USED_UP: removePromoCode,
  PROMO_FIRST_ORDER_ONLY: removePromoCode,
  PROMO_ALREADY_USED: removePromoCode,
  PROMO_MIN_ITEMS: removePromoCode,
};

/** Sets each blocker's remedy (the quote's blockers and the lines' issues are the same objects). */
export function attachRemedies(blockers: readonly Blocker[], ctx: RemedyContext): void {
  for (const b of blockers) {
    const remedy = Object.hasOwn(REMEDIES, b.code) ? REMEDIES[b.code]!(b, ctx) : undefined;
    if (remedy) b.remedy = remedy;
  }
}
