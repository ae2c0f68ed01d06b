import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartInput, ChoiceOption, Presentation, Settings } from '../../schemas/generated/types.js';
import { validateQuote } from '../../schemas/loader.js';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { priceCart } from '../pricing/index.js';

const price = (settings: Settings = {}, cart: Partial<CartInput> = {}, presentation?: Presentation) =>
  priceCart(makeProfile({ settings, ...(presentation ? { presentation } : {}) }), makeCart(cart), { now: NOON });
/** 'VALUE' for an allowed option, 'VALUE:CODE' for one that is not. */
const brief = (options: readonly ChoiceOption[]) => options.map((o) => (o.allowed ? o.value : `${o.value}:${o.code}`));

describe('order types and payment types', () => {
  it('names every option with its label, and why dine-in is not offered at a shop without it', () => {
    const q = price();
    expect(q.choices!.cartTypes).toEqual([
      { value: 'DINEIN', label: 'Dine-In', allowed: false, code: 'DINE_IN_NOT_ALLOWED', message: 'This shop does not take dine-in orders online; choose pickup or delivery.' },
      { value: 'PICKUP', label: 'Pick Up', allowed: true },
      { value: 'DELIVERY', label: 'Delivery', allowed: true },
    ]);
    expect(q.choices!.paymentTypes).toEqual([
      { value: 'CASH', label: 'Pay In Person', allowed: true },
      { value: 'CARD', label: 'PrePay', allowed: true },
    ]);
    expect(validateQuote(q).ok).toBe(true);
  });

  it.each([
    // name, settings, cart, order types, payment types
    ['dine-in allowed', { allowDineIn: true }, {}, ['DINEIN', 'PICKUP', 'DELIVERY'], ['CASH', 'CARD']],
    ['delivery only', { deliveryOnly: true }, {}, ['DINEIN:DINE_IN_NOT_ALLOWED', 'PICKUP:PICKUP_NOT_OFFERED', 'DELIVERY'], ['CASH', 'CARD']],
    ['delivery off', { delivery: { disableDelivery: true } }, {}, ['DINEIN:DINE_IN_NOT_ALLOWED', 'PICKUP', 'DELIVERY:DELIVERY_DISABLED'], ['CASH', 'CARD']],
    ['card-only delivery, a pickup cart', { delivery: { deliveryCreditOnly: true } }, {}, ['DINEIN:DINE_IN_NOT_ALLOWED', 'PICKUP', 'DELIVERY'], ['CASH', 'CARD']],
    ['card-only delivery, a delivery cart', { delivery: { deliveryCreditOnly: true } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, ['DINEIN:DINE_IN_NOT_ALLOWED', 'PICKUP', 'DELIVERY'], ['CASH:CASH_NOT_FOR_DELIVERY', 'CARD']],
    ['no cash', { disableCash: true }, {}, ['DINEIN:DINE_IN_NOT_ALLOWED', 'PICKUP', 'DELIVERY'], ['CASH:CASH_DISABLED', 'CARD']],
    ['no card', { disableCredit: true }, {}, ['DINEIN:DINE_IN_NOT_ALLOWED', 'PICKUP', 'DELIVERY'], ['CASH', 'CARD:CARD_DISABLED']],
    // Both off: the engine takes cash (the card coercion comes last), so cash stays choosable.
    ['neither cash nor card', { disableCash: true, disableCredit: true }, {}, ['DINEIN:DINE_IN_NOT_ALLOWED', 'PICKUP', 'DELIVERY'], ['CASH', 'CARD:CARD_DISABLED']],
  ] as const)('%s', (_name, settings, cart, cartTypes, paymentTypes) => {
    const q = price(settings as Settings, cart as Partial<CartInput>);
    expect(brief(q.choices!.cartTypes)).toEqual(cartTypes);
    expect(brief(q.choices!.paymentTypes)).toEqual(paymentTypes);
  });

  it("labels cash 'Cash' for delivery and explains each refusal in the customer's words", () => {
    const delivery = price({ delivery: { deliveryCreditOnly: true } }, { cartType: 'DELIVERY', distanceInMiles: 1 });
    expect(delivery.choices!.paymentTypes[0]).toEqual({
      value: 'CASH', label: 'Cash', allowed: false, code: 'CASH_NOT_FOR_DELIVERY', message: 'Delivery orders are paid by card at this shop; choose PrePay.',
    });
    expect(price({ disableCredit: true }).choices!.paymentTypes[1]!.message).toBe('This shop does not take cards online; choose Pay In Person to pay when you get your order.');
    expect(price({ deliveryOnly: true }).choices!.cartTypes[1]!.message).toBe('This shop only delivers; choose Delivery.');
  });

  // Random shop settings and carts: an option is allowed exactly when pricing a cart with it
  // uses it as chosen and meets no order-type refusal.
  const flags = fc.record({
    allowDineIn: fc.boolean(),
    deliveryOnly: fc.boolean(),
    disableCash: fc.boolean(),
    disableCredit: fc.boolean(),
    delivery: fc.record({ disableDelivery: fc.boolean(), deliveryCreditOnly: fc.boolean() }),
  });
  const TYPES = ['PICKUP', 'DELIVERY', 'DINEIN'] as const;
  it('allows a choice exactly when the engine would use it as chosen', () => {
    fc.assert(
      fc.property(flags, fc.constantFrom(...TYPES), fc.constantFrom('CASH' as const, 'CARD' as const), (settings, cartType, paymentType) => {
        const profile = makeProfile({ settings });
        const q = priceCart(profile, makeCart({ cartType, paymentType, distanceInMiles: 1 }), { now: NOON });
        for (const o of q.choices!.cartTypes) {
          const t = o.value as (typeof TYPES)[number];
          const tried = priceCart(profile, makeCart({ cartType: t, distanceInMiles: 1 }), { now: NOON });
          const refused = tried.blockers.some((b) => b.code === 'DINE_IN_NOT_ALLOWED' || b.code === 'DELIVERY_DISABLED');
          expect(o.allowed).toBe(tried.cartType === t && !refused);
        }
        for (const o of q.choices!.paymentTypes) {
          const tried = priceCart(profile, makeCart({ cartType: q.cartType, paymentType: o.value as 'CASH' | 'CARD', distanceInMiles: 1 }), { now: NOON });
          expect(o.allowed).toBe(tried.paymentType === o.value);
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('cashback and donation', () => {
  const tacos = (n: number) => ({ products: [{ productId: 'p-taco', quantity: n }] });
  it.each([
    // name, settings, presentation, cart, expected
    ['on', {}, undefined, tacos(1), { allowed: true }],
    ['off at the shop', { enableCashback: false }, undefined, tacos(1), { allowed: false, code: 'CASHBACK_OFF', message: 'This shop does not offer cashback.' }],
    ['panel hidden', {}, { cashbackPanel: { show: false } }, tacos(1), { allowed: false, code: 'CASHBACK_OFF', message: 'This shop does not offer cashback.' }],
    // 7 tacos at $4.00 = $28.00, under the $30.00 minimum; 8 = $32.00 is over it.
    ['under the minimum', {}, { cashbackPanel: { minSubtotalCents: 3000 } }, tacos(7), { allowed: false, code: 'CASHBACK_MIN_SUBTOTAL', message: 'Cashback can be spent on orders with a subtotal of $30.00 or more.' }],
    ['over the minimum', {}, { cashbackPanel: { minSubtotalCents: 3000 } }, tacos(8), { allowed: true }],
  ] as const)('cashback %s', (_name, settings, presentation, cart, expected) => {
    const q = price(settings as Settings, cart, presentation as Presentation | undefined);
    expect(q.choices!.cashback).toEqual(expected);
    // The panel's rule is the one pricing applies: a requested $1.00 is spent only where allowed.
    const spent = price(settings as Settings, { ...cart, appliedCashback: 100 }, presentation as Presentation | undefined).totals.cashbackAppliedCents;
    expect(spent).toBe(expected.allowed ? 100 : 0);
  });

  it.each([
    ['off', {}, 'CARD', { allowed: false, code: 'DONATION_OFF', message: 'This shop does not take donations.' }],
    ['card, the default $1.99', { donation: { enableDonation: true } }, 'CARD', { allowed: true, amountCents: 199 }],
    ["card, the shop's $3.00", { donation: { enableDonation: true, defaultAmount: 300 } }, 'CARD', { allowed: true, amountCents: 300 }],
    ['paid in person', { donation: { enableDonation: true } }, 'CASH', { allowed: false, code: 'DONATION_CARD_ONLY', message: 'Donations are taken with card payment only; choose PrePay to add one.' }],
  ] as const)('donation %s', (_name, settings, paymentType, expected) => {
    const q = price(settings as Settings, { paymentType });
    expect(q.choices!.donation).toEqual(expected);
    expect(price(settings as Settings, { paymentType, agreeToDonate: true }).totals.donationCents).toBe(expected.allowed ? expected.amountCents : 0);
  });
});
