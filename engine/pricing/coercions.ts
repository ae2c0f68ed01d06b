/**
 * Cart fields the shop's settings override before pricing (spec section 4, "rules re-enforced
 * on load and on fulfilment switch"), and the fulfilment choices the shop refuses outright.
 */
import type { Blocker, CartInput, Coercion } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { message } from '../messages.js';

export type CartType = NonNullable<CartInput['cartType']>;
export type PaymentType = NonNullable<CartInput['paymentType']>;
export type UtensilsOption = CartInput['utensilsOption'];

export interface EffectiveChoices {
  readonly cartType: CartType;
  readonly paymentType: PaymentType;
  readonly utensilsOption: UtensilsOption | undefined;
  readonly coercions: Coercion[];
  readonly blockers: Blocker[];
}

/** The fields of a cart the coercions read. */
export interface CoercedFields {
  readonly cartType?: CartInput['cartType'] | undefined;
  readonly paymentType?: CartInput['paymentType'] | undefined;
  readonly utensilsOption?: CartInput['utensilsOption'] | undefined;
}

/** The cart type, payment type and utensils option actually used, with what changed and why. */
export function applyCoercions(settings: LoadedSettings, cart: CoercedFields): EffectiveChoices {
  const coercions: Coercion[] = [];
  const blockers: Blocker[] = [];
  let cartType: CartType = cart.cartType ?? 'PICKUP';
  let paymentType: PaymentType = cart.paymentType ?? 'CASH';
  let utensilsOption = cart.utensilsOption ?? undefined;
  const delivery = settings.delivery;

  if (settings.deliveryOnly && cartType === 'PICKUP') {
    coercions.push({ field: 'cartType', from: cartType, to: 'DELIVERY', code: 'PICKUP_NOT_OFFERED', reason: 'this shop only delivers' });
    cartType = 'DELIVERY';
  }
  if (cartType === 'DELIVERY' && paymentType === 'CASH' && delivery.deliveryCreditOnly) {
    coercions.push({ field: 'paymentType', from: 'CASH', to: 'CARD', code: 'CASH_NOT_FOR_DELIVERY', reason: 'delivery orders are paid by card at this shop' });
    paymentType = 'CARD';
  }
  if (settings.disableCash && paymentType === 'CASH') {
    coercions.push({ field: 'paymentType', from: 'CASH', to: 'CARD', code: 'CASH_DISABLED', reason: 'this shop does not take cash' });
    paymentType = 'CARD';
  }
  if (settings.disableCredit && paymentType === 'CARD') {
    coercions.push({ field: 'paymentType', from: 'CARD', to: 'CASH', code: 'CARD_DISABLED', reason: 'this shop does not take cards online' });
    paymentType = 'CASH';
  }
  if (settings.enableUtensilsPicker && (utensilsOption === undefined || utensilsOption === null)) {
    coercions.push({ field: 'utensilsOption', from: cart.utensilsOption ?? null, to: 'ADD_UTENSILS', code: 'UTENSILS_INCLUDED', reason: 'utensils are included unless declined' });
    utensilsOption = 'ADD_UTENSILS';
  }
  if (cartType === 'DINEIN' && !settings.allowDineIn) {
    blockers.push({ code: 'DINE_IN_NOT_ALLOWED', message: message('DINE_IN_NOT_ALLOWED'), path: '/cartType' });
  }
  if (cartType === 'DELIVERY' && delivery.disableDelivery) {
    blockers.push({ code: 'DELIVERY_DISABLED', message: message('DELIVERY_DISABLED'), path: '/cartType' });
  }
  return { cartType, paymentType, utensilsOption, coercions, blockers };
}
