import { describe, expect, it } from 'vitest';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import type { CartInput, Settings, Totals } from '../../schemas/generated/types.js';
import { CHECKOUT_BLOCKERS, checkoutBlockers, checkoutTrace, type CheckoutContext } from './index.js';

const TOTALS = { subtotalCents: 2000, invoiceCents: 2500 } as Totals;

function context(over: { settings?: Settings; cart?: Partial<CartInput>; totals?: Partial<Totals>; deliveryBlocker?: CheckoutContext['deliveryBlocker'] } = {}): CheckoutContext {
  const cart = makeCart(over.cart);
  return {
    profile: makeProfile(over.settings ? { settings: over.settings } : {}),
    cart,
    cartType: cart.cartType ?? 'PICKUP',
    paymentType: cart.paymentType ?? 'CARD',
    totals: { ...TOTALS, ...over.totals },
    deliveryBlocker: over.deliveryBlocker,
    now: NOON,
  };
}

const codes = (ctx: CheckoutContext) => [...checkoutBlockers(ctx, 'cart'), ...checkoutBlockers(ctx, 'checkout')].map((b) => b.code);

describe('checkout blockers', () => {
  it('a good pickup cart has none', () => {
    expect(codes(context())).toEqual([]);
  });

  it.each<[string, Parameters<typeof context>[0]]>([
    ['NO_ITEMS', { cart: { products: [] } }],
    ['ORDERING_DISABLED', { settings: { enableOrdering: false } }],
    ['PICKUP_MINIMUM', { settings: { minimumPickupSubtotalInCents: 5000 } }],
    ['DELIVERY_MINIMUM', { settings: { delivery: { minimumDeliverySubtotalInCents: 5000 } }, cart: { cartType: 'DELIVERY', distanceInMiles: 1 } }],
    ['NOT_DELIVERABLE', { cart: { cartType: 'DELIVERY', distanceInMiles: 1 }, deliveryBlocker: { code: 'NOT_DELIVERABLE', message: 'far', path: '/deliveryAddress' } }],
    ['NOT_ENOUGH_DRIVERS', { settings: { delivery: { notEnoughDriver: true } }, cart: { cartType: 'DELIVERY', distanceInMiles: 1 } }],
    ['CASH_LIMIT', { settings: { maxCashOrderTotalInCents: 2000 }, cart: { paymentType: 'CASH' } }],
    ['NAME_REQUIRED', { cart: { name: '  ' } }],
    ['PHONE_REQUIRED', { cart: { phone: '' } }],
  ])('%s', (code, over) => {
    expect(codes(context(over))).toEqual([code]);
  });

  it('a delivery blocker found while quoting counts only for a delivery order', () => {
    expect(codes(context({ deliveryBlocker: { code: 'NOT_DELIVERABLE', message: 'far', path: '/deliveryAddress' } }))).toEqual([]);
  });

  it('reports the cart stage before the checkout stage, each in list order', () => {
    const ctx = context({ settings: { enableOrdering: false, minimumPickupSubtotalInCents: 5000 }, cart: { products: [], name: '', phone: '' } });
    expect(codes(ctx)).toEqual(['NO_ITEMS', 'ORDERING_DISABLED', 'PICKUP_MINIMUM', 'NAME_REQUIRED', 'PHONE_REQUIRED']);
    const stages = CHECKOUT_BLOCKERS.map((b) => b.stage);
    expect(stages.indexOf('checkout')).toBeGreaterThan(stages.lastIndexOf('cart'));
  });

  it('traces a minimum only when the shop has one, fired when the cart is below it', () => {
    expect(checkoutTrace(context())).toEqual([]);
    const [entry] = checkoutTrace(context({ settings: { minimumPickupSubtotalInCents: 5000 } }));
    expect(entry).toMatchObject({ step: 'pickup-minimum', fired: true, amountCents: 5000 });
  });
});
