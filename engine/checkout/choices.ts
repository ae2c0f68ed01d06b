/**
 * The quote's `choices`: what checkout may offer for this cart. Every order type and payment type
 * is tried through the same coercions and refusals pricing applies (engine/pricing/coercions.ts),
 * so a choice is allowed exactly when the engine would use it as chosen; whether cashback can be
 * spent and a donation added come from the rules pricing applies (engine/pricing/allowances.ts).
 */
import type { Allowance, CartInput, ChoiceOption, Choices, Presentation } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { CART_TYPE_LABELS, paymentTypeLabel, type CartType } from '../cart-types.js';
import { message } from '../messages.js';
import { cashbackRefusal, donationAmountCents, donationRefusal } from '../pricing/allowances.js';
import { applyCoercions, type PaymentType } from '../pricing/coercions.js';

/** The order types in the order checkout shows them (spec: Fulfilment Options Dine-In, Pick Up, Delivery). */
export const CHECKOUT_CART_TYPES: readonly CartType[] = Object.freeze(['DINEIN', 'PICKUP', 'DELIVERY']);
const PAYMENT_TYPES: readonly PaymentType[] = Object.freeze(['CASH', 'CARD']);

/** The customer's words for why a choice is not offered, by its code. */
function whyNot(code: string, cartType: CartType): string {
  switch (code) {
    case 'DINE_IN_NOT_ALLOWED':
    case 'DELIVERY_DISABLED':
    case 'PICKUP_NOT_OFFERED':
    case 'CASH_DISABLED':
    case 'CASH_NOT_FOR_DELIVERY':
      return message(code);
    case 'CARD_DISABLED':
      return message('CARD_DISABLED', { cashLabel: paymentTypeLabel('CASH', cartType) });
    default:
      return code;
  }
}

function option(value: ChoiceOption['value'], label: string, refusal: string | undefined, cartType: CartType): ChoiceOption {
  return refusal === undefined ? { value, label, allowed: true } : { value, label, allowed: false, code: refusal, message: whyNot(refusal, cartType) };
}

/** Why an order type cannot be chosen: the code of the coercion that would change it or the blocker it would meet. */
function cartTypeRefusal(settings: LoadedSettings, cart: CartInput, type: CartType): string | undefined {
  const used = applyCoercions(settings, { cartType: type, paymentType: cart.paymentType, utensilsOption: cart.utensilsOption });
  if (used.cartType !== type) return used.coercions.find((c) => c.field === 'cartType')?.code ?? 'CART_TYPE_NOT_OFFERED';
  return used.blockers.find((b) => b.path === '/cartType')?.code;
}

/** Why a payment type cannot be chosen for this order type: the code of the coercion that would change it. */
function paymentTypeRefusal(settings: LoadedSettings, cart: CartInput, cartType: CartType, type: PaymentType): string | undefined {
  const used = applyCoercions(settings, { cartType, paymentType: type, utensilsOption: cart.utensilsOption });
  if (used.paymentType === type) return undefined;
  return used.coercions.find((c) => c.field === 'paymentType' && c.from === type)?.code ?? 'PAYMENT_TYPE_NOT_OFFERED';
}

export interface ChoicesInput {
  readonly settings: LoadedSettings;
  readonly presentation: Presentation;
  readonly cart: CartInput;
  /** The order and payment types used (after coercions). */
  readonly cartType: CartType;
  readonly paymentType: PaymentType;
  readonly subtotalCents: number;
}

/** Why each order type (checkout's order) and each payment type (cash, card) is refused, or undefined when allowed. */
interface Refusals {
  readonly cartTypes: readonly (string | undefined)[];
  readonly paymentTypes: readonly (string | undefined)[];
}

// The refusals depend only on the settings and the cart's order type, payment type and utensils
// option: worked out once per settings object and combination.
interface KeptRefusals extends Refusals {
  readonly cartType: CartType;
  readonly paymentType: unknown;
  readonly utensilsOption: unknown;
}
// Per settings object, the combinations worked out so far (a handful: a short list compared field
// by field, no key text built per quote).
const refusalsBySettings = new WeakMap<LoadedSettings, KeptRefusals[]>();

function refusalsOf(settings: LoadedSettings, cart: CartInput, cartType: CartType): Refusals {
  let bySettings = refusalsBySettings.get(settings);
  if (!bySettings) {
    bySettings = [];
    refusalsBySettings.set(settings, bySettings);
  }
  const { paymentType, utensilsOption } = cart;
  for (let i = 0; i < bySettings.length; i++) {
    const r = bySettings[i]!;
    if (r.cartType === cartType && r.paymentType === paymentType && r.utensilsOption === utensilsOption) return r;
  }
  const refusals: KeptRefusals = {
    cartType,
    paymentType,
    utensilsOption,
    cartTypes: CHECKOUT_CART_TYPES.map((t) => cartTypeRefusal(settings, cart, t)),
    paymentTypes: PAYMENT_TYPES.map((p) => paymentTypeRefusal(settings, cart, cartType, p)),
  };
  if (bySettings.length >= 64) bySettings.length = 0;
  bySettings.push(refusals);
  return refusals;
}

/** What checkout may offer for this cart, with why the rest is not offered. */
export function checkoutChoices(input: ChoicesInput): Choices {
  const { settings, cart, cartType, paymentType } = input;
  const refusals = refusalsOf(settings, cart, cartType);
  const cashback = cashbackRefusal(settings, input.presentation, input.subtotalCents);
  const donation = donationRefusal(settings, paymentType);
  const cashbackChoice: Allowance = cashback
    ? {
        allowed: false,
        code: cashback.code,
        message: cashback.code === 'CASHBACK_MIN_SUBTOTAL' ? message('CASHBACK_MIN_SUBTOTAL', { minSubtotalCents: cashback.minSubtotalCents ?? 0 }) : message('CASHBACK_OFF'),
      }
    : { allowed: true };
  const donationChoice: Allowance = donation
    ? { allowed: false, code: donation.code, message: message(donation.code) }
    : { allowed: true, amountCents: donationAmountCents(settings, cart.restaurantDonationCents) };
  return {
    cartTypes: CHECKOUT_CART_TYPES.map((t, i) => option(t, CART_TYPE_LABELS[t], refusals.cartTypes[i], t)),
    paymentTypes: PAYMENT_TYPES.map((p, i) => option(p, paymentTypeLabel(p, cartType), refusals.paymentTypes[i], cartType)),
    cashback: cashbackChoice,
    donation: donationChoice,
  };
}

/** The order types a quote's choices allow, in checkout's order. */
export function allowedCartTypes(choices: Choices): CartType[] {
  return choices.cartTypes.filter((c) => c.allowed).map((c) => c.value as CartType);
}

/** True when the quote's choices allow this payment type. */
export function allowsPayment(choices: Choices, type: PaymentType): boolean {
  return choices.paymentTypes.some((c) => c.value === type && c.allowed);
}
