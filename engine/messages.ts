/**
 * The one catalogue of messages a customer or staff member sees, keyed by permanent
 * SCREAMING_SNAKE code. Where the legacy product had wording (spec sections 5 and 8) it is
 * kept exactly, including its lower-case starts and spelling; other entries say what happened
 * and how to fix it. Add an entry here rather than writing a message inline.
 */
import { formatDollars } from './money.js';

/** How customers read a pick's level, on the product page and in 'Extra Cheese', 'Ranch (on the side)'. */
export const LEVEL_WORDS = { light: 'Light', regular: 'Regular', extra: 'Extra', onSide: 'On the side' } as const;

function levelWord(level: string): string {
  return Object.hasOwn(LEVEL_WORDS, level) ? LEVEL_WORDS[level as keyof typeof LEVEL_WORDS] : `"${level}"`;
}

function orList(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

export const MESSAGES = {
  // Checkout blockers (DESIGN section 4).
  NO_ITEMS: () => 'Add items to your cart to place an order.',
  ORDERING_DISABLED: () =>
    'online ordering is currently offline, you may still add items to order at a later time.',
  DELIVERY_MINIMUM: (p: { minimumCents: number }) =>
    `add items to reach delivery minimum of ${formatDollars(p.minimumCents)}.`,
  PICKUP_MINIMUM: (p: { minimumCents: number }) =>
    `add items to reach pickup minimum of ${formatDollars(p.minimumCents)}.`,
  NOT_DELIVERABLE: (p: { maxDistanceInMiles: number }) =>
    `This address is beyond our ${p.maxDistanceInMiles} mile max delivery distance.`,
  ADDRESS_OUT_OF_RANGE: () => 'Delivery address out of range.',
  ADDRESS_REQUIRED: () => 'Enter a delivery address so we can check the distance and the delivery fee.',
  NOT_ENOUGH_DRIVERS: (p: { text?: string | undefined }) =>
    p.text !== undefined && p.text.trim() !== ''
      ? p.text
      : 'Not enough drivers in the area ... check back later or use pickup, Sorry!',
  CASH_LIMIT: (p: { maxCents: number }) =>
    `Orders above ${formatDollars(p.maxCents)} need to be paid with credit card.`,
  PAY_IN_PERSON_LIMIT: (p: { maxCents: number; invoiceCents: number }) =>
    `Orders paid in person can total at most ${formatDollars(p.maxCents)}; this one is ${formatDollars(p.invoiceCents)}. Choose PrePay to pay by card now, or call the shop to arrange a large order.`,
  LINE_QUANTITY_LIMIT: (p: { name: string; max: number; quantity: number }) =>
    `You can order at most ${p.max} of ${p.name} on one line; this line has ${p.quantity}. Lower the quantity, or call the shop to arrange a large order.`,
  MARKET_PRICE_PREPAY: (p: { names: string; plural: boolean; cashLabel: string; cardOnly: boolean }) =>
    p.cardOnly
      ? `${p.names} ${p.plural ? 'are' : 'is'} sold at market price, set at the counter, and this shop takes only card payment online; remove ${p.plural ? 'them' : 'it'} from your cart and call the shop to order ${p.plural ? 'them' : 'it'}.`
      : `${p.names} ${p.plural ? 'are' : 'is'} sold at market price, set at the counter, so ${p.plural ? 'they' : 'it'} cannot be prepaid by card; choose ${p.cashLabel} to pay for your order when you get it.`,
  TIP_TOO_LARGE: (p: { maxCents: number; tipCents: number }) =>
    `A tip on this order can be at most ${formatDollars(p.maxCents)}; ${formatDollars(p.tipCents)} was entered. Lower the tip.`,
  CONTACT_REQUIRED: () => 'we must be able to contact you for us to make the order.',
  NAME_REQUIRED: () => 'Enter your name so the shop knows whose order it is.',
  PHONE_REQUIRED: () => 'Enter a phone number so the shop can reach you about your order.',
  PRODUCT_NOT_FOUND: (p: { productId: string }) =>
    `"${p.productId}" is no longer on the menu; remove it from your cart.`,
  PRODUCT_UNAVAILABLE: (p: { name: string; label?: string | undefined }) =>
    `${p.name} cannot be ordered right now${p.label ? ` (${p.label.replace(/^\*/, '')})` : ''}; remove it from your cart.`,
  PRODUCT_NOT_FOR_CART_TYPE: (p: { name: string; types: string; choices: string }) =>
    `${p.name} can be ordered for ${p.types} only; choose ${p.choices} or remove it from your cart.`,
  ALLERGY_NOTE_TOO_LONG: (p: { length: number; max: number }) =>
    `The allergy note holds at most ${p.max} characters; this one has ${p.length}. Shorten it to the allergy itself (the kitchen reads it first), or call the shop about it.`,
  AGE_CONFIRMATION_REQUIRED: (p: { names: string; age: number }) =>
    `${p.names} ${p.names.includes(', ') || p.names.includes(' and ') ? 'are' : 'is'} for customers ${p.age} or older: tick 'I am ${p.age} or older and will show ID' to order.`,
  ITEM_INVALID: (p: { name: string; group?: string | undefined; detail: string }) =>
    `${p.name}${p.group ? ` (${p.group})` : ''}: ${p.detail}`,
  NO_TIME_SLOTS: () => 'not available to order at this time',
  TIME_UNAVAILABLE: () => 'The time you picked is no longer offered; choose another time.',
  // Time and capacity: special dates, closed now, notice, full slots, a paused shop.
  ORDERING_PAUSED: () =>
    'online ordering is currently offline, you may still add items to order at a later time.',
  CLOSED_DATE: (p: { day: string; note?: string | undefined }) =>
    `We are closed on ${p.day}${p.note ? ` for ${p.note}` : ''}; choose another day.`,
  LEAD_TIME: (p: { name: string; plural: boolean; notice: string; when?: string | undefined }) =>
    p.when !== undefined
      ? `${p.name} ${p.plural ? 'need' : 'needs'} ${p.notice}' notice: choose a time from ${p.when}.`
      : `${p.name} ${p.plural ? 'need' : 'needs'} ${p.notice}' notice, and no time that far ahead is open for ordering; call the shop to order ${p.plural ? 'them' : 'it'}.`,
  SLOT_FULL: (p: { label: string }) =>
    `${p.label} is now full; choose another time.`,
  ASAP_MOVED: (p: { time: string }) =>
    `We are busy: the earliest time with room is ${p.time}, so an ASAP order is ready then.`,
  DINE_IN_CLOSED: (p: { opens?: string | undefined }) =>
    p.opens !== undefined
      ? `Dine-in is not available until we open ${p.opens}. Choose Pick Up or Delivery to order ahead.`
      : 'Dine-in is not available while we are closed. Choose Pick Up or Delivery to order ahead.',
  CLOSED_NOW: (p: { note?: string | undefined; closedToday: boolean; orderAhead: boolean; day?: string | undefined; time?: string | undefined }) => {
    const head = p.closedToday ? `Closed today${p.note ? ` for ${p.note}` : ''}.` : 'Closed now.';
    if (p.day === undefined || p.time === undefined) return head;
    return p.orderAhead ? `${head} Order ahead for ${p.day} from ${p.time}` : `${head} We open ${p.day} at ${p.time}.`;
  },
  DINE_IN_NOT_ALLOWED: () => 'This shop does not take dine-in orders online; choose pickup or delivery.',
  DELIVERY_DISABLED: () => 'This shop is not delivering right now; choose pickup instead.',
  // Why checkout does not offer a choice (the quote's `choices`).
  PICKUP_NOT_OFFERED: () => 'This shop only delivers; choose Delivery.',
  CASH_DISABLED: () => 'This shop does not take payment in person; choose PrePay to pay by card now.',
  CASH_NOT_FOR_DELIVERY: () => 'Delivery orders are paid by card at this shop; choose PrePay.',
  CARD_DISABLED: (p: { cashLabel: string }) => `This shop does not take cards online; choose ${p.cashLabel} to pay when you get your order.`,
  CASHBACK_OFF: () => 'This shop does not offer cashback.',
  CASHBACK_MIN_SUBTOTAL: (p: { minSubtotalCents: number }) =>
    `Cashback can be spent on orders with a subtotal of ${formatDollars(p.minSubtotalCents)} or more.`,
  DONATION_OFF: () => 'This shop does not take donations.',
  DONATION_CARD_ONLY: () => 'Donations are taken with card payment only; choose PrePay to add one.',
  // The promo code the customer entered (the quote's `promo` state; the limits are also blockers).
  PROMO_APPLIED: (p: { code: string }) => `Code ${p.code} applied.`,
  PROMO_CODE_UNKNOWN: (p: { code: string }) =>
    `The code ${p.code} is not valid here. Check it for typos, or clear it to order without a code.`,
  PROMO_NOT_APPLICABLE: (p: { code: string; reason?: string | undefined }) =>
    p.reason !== undefined ? `The code ${p.code} does not apply to this order: ${p.reason}.` : `The code ${p.code} does not apply to this order.`,
  PROMO_NOT_STARTED: (p: { code: string; when: string }) =>
    `The code ${p.code} can be used from ${p.when}. Remove it to order now, or order again then.`,
  PROMO_EXPIRED: (p: { code: string; when: string }) =>
    `The code ${p.code} could be used until ${p.when} and has expired. Remove it to place your order.`,
  PROMO_USED_UP: (p: { code: string }) =>
    `The code ${p.code} has been used as many times as the shop offered it and is no longer available. Remove it to place your order.`,
  PROMO_PHONE_NOT_VERIFIED: (p: { code: string; firstOrderOnly: boolean }) =>
    `The code ${p.code} needs a verified phone number, since it is ${p.firstOrderOnly ? "for a customer's first order only" : 'for one use per customer'}. Verify your phone number with the code we text you, then place your order; or remove the promo code.`,
  PROMO_FIRST_ORDER_ONLY: (p: { code: string }) =>
    `The code ${p.code} is for a first order only, and this phone number has ordered here before. Remove it to place your order.`,
  PROMO_ALREADY_USED: (p: { code: string }) =>
    `You have already used the code ${p.code}; it can be used once per customer. Remove it to place your order.`,
  PROMO_MIN_ITEMS: (p: { code: string; min: number; count: number }) =>
    `The code ${p.code} needs at least ${p.min} items in your cart; it has ${p.count}. Add ${p.min - p.count} more, or remove the code.`,
  // A market-price line on a receipt or confirmation, in place of its price (priced 0 online);
  // on an order the shop rejected or cancelled nothing is paid for it.
  MARKET_PRICE_LINE: (p: { cartType: string; closed?: boolean }) =>
    p.closed ? 'market price, nothing owed' : p.cartType === 'DELIVERY' ? 'market price, paid on delivery' : p.cartType === 'DINEIN' ? 'market price, paid at the table' : 'market price, paid at pickup',
  // Item validation (spec sections 5 and 8), shown under the modifier group.
  REQUIRED: () => 'This selection is required',
  MIN_COUNT: (p: { n: number }) => `Need at least ${p.n} picks`,
  MAX_COUNT: (p: { n: number }) => `Exceeded max pick of ${p.n}`,
  MIN_PRICE: (p: { minPriceCents: number }) => `Pick at least ${formatDollars(p.minPriceCents)} worth of options`,
  UNKNOWN_MODIFIER: (p: { modifierId: string }) =>
    `The option "${p.modifierId}" is no longer offered for this item; remove it and pick again.`,
  MODIFIER_UNAVAILABLE: (p: { name: string; label?: string | undefined }) =>
    `${p.name} cannot be picked right now${p.label ? ` (${p.label.replace(/^\*/, '')})` : ''}; pick another option.`,
  BUFFET_QUANTITY: (p: { name: string }) => `Enter a whole number of 0 or more for ${p.name}.`,
  LEVEL_NOT_OFFERED: (p: { name: string; level: string; offered: readonly string[] }) =>
    `${levelWord(p.level)} is not offered for ${p.name}; choose ${orList(p.offered.map((l) => levelWord(l).toLowerCase()))}.`,
  PORTION_NOT_OFFERED: (p: { name: string; group: string }) =>
    `${p.name} goes on the whole item: ${p.group} has no left or right half.`,
  // Combo choices, shown under the slot (the cart's ITEM_INVALID names the combo and the slot).
  COMBO_SLOT_COUNT: (p: { n: number; count: number }) =>
    p.count < p.n ? `Choose ${p.n}${p.count > 0 ? ` (${p.count} chosen so far)` : ''}` : `Choose only ${p.n} (${p.count} chosen)`,
  COMBO_CHOICE_NOT_OFFERED: (p: { name: string }) => `${p.name} is not offered here; choose another.`,
  COMBO_CHOICE_UNAVAILABLE: (p: { name: string; label?: string | undefined }) =>
    `${p.name} cannot be chosen right now${p.label ? ` (${p.label.replace(/^\*/, '')})` : ''}; choose another.`,
  COMBO_UNKNOWN_SLOT: (p: { slotId: string }) =>
    `The choice "${p.slotId}" is no longer offered for this item; remove it from your cart and add it again.`,
} as const satisfies Record<string, (params: never) => string>;

export type MessageCode = keyof typeof MESSAGES;

/** Renders the catalogue message for `code` with its parameters. */
export function message<C extends MessageCode>(code: C, ...params: Parameters<(typeof MESSAGES)[C]>): string {
  return (MESSAGES[code] as (p?: unknown) => string)(params[0]);
}
