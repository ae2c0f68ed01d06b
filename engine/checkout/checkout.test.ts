import { describe, expect, it } from 'vitest';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import type { CartInput, QuoteLine, Settings, Totals } from '../../schemas/generated/types.js';
import { CHECKOUT_BLOCKERS, checkoutBlockers, checkoutTrace, type CheckoutContext } from './index.js';

const TOTALS = { subtotalCents: 2000, preTipTotalCents: 2190, tipCents: 0, invoiceCents: 2500 } as Totals;

/** A priced line as the checks read it. */
function line(name: string, quantity: number, marketPrice = false): QuoteLine {
  const l: QuoteLine = { productId: name, name, quantity, unitCents: 0, totalCents: 0, discountCents: 0, taxCents: 0, picks: [] };
  if (marketPrice) l.marketPrice = true;
  return l;
}

interface Over {
  settings?: Settings;
  cart?: Partial<CartInput>;
  lines?: QuoteLine[];
  totals?: Partial<Totals>;
  deliveryBlocker?: CheckoutContext['deliveryBlocker'];
}

function context(over: Over = {}): CheckoutContext {
  const cart = makeCart(over.cart);
  return {
    profile: makeProfile(over.settings ? { settings: over.settings } : {}),
    cart,
    cartType: cart.cartType ?? 'PICKUP',
    paymentType: cart.paymentType ?? 'CARD',
    lines: over.lines ?? [line('Taco', 1)],
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
    ['LINE_QUANTITY_LIMIT', { lines: [line('Taco', 51)] }],
    ['PAY_IN_PERSON_LIMIT', { cart: { paymentType: 'CASH' }, totals: { invoiceCents: 50001 } }],
    ['MARKET_PRICE_PREPAY', { lines: [line('Whole Fish', 5, true)] }],
    ['TIP_TOO_LARGE', { totals: { preTipTotalCents: 350, tipCents: 5001 } }],
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

  it.each<[string, Over, string, string]>([
    ['a line of 50 is allowed, 51 is not', { lines: [line('Taco', 50), line('Burrito', 51)] }, 'You can order at most 50 of Burrito on one line; this line has 51. Lower the quantity, or call the shop to arrange a large order.', '/products/1/quantity'],
    ['the shop sets its own per-line cap', { settings: { maxQuantityPerLine: 10 }, lines: [line('Taco', 11)] }, 'You can order at most 10 of Taco on one line; this line has 11. Lower the quantity, or call the shop to arrange a large order.', '/products/0/quantity'],
    ['a pay-in-person order above $500', { cart: { paymentType: 'CASH' }, totals: { invoiceCents: 6_593_400 } }, 'Orders paid in person can total at most $500.00; this one is $65,934.00. Choose PrePay to pay by card now, or call the shop to arrange a large order.', '/paymentType'],
    ['the shop sets its own pay-in-person ceiling', { settings: { payInPersonMaxCents: 20000 }, cart: { paymentType: 'CASH' }, totals: { invoiceCents: 20001 } }, 'Orders paid in person can total at most $200.00; this one is $200.01. Choose PrePay to pay by card now, or call the shop to arrange a large order.', '/paymentType'],
    ['market-price items by card, pickup', { lines: [line('Daily Catch', 5, true)] }, 'Daily Catch is sold at market price, set at the counter, so it cannot be prepaid by card; choose Pay In Person to pay for your order when you get it.', '/paymentType'],
    ['two market-price items by card, delivery', { cart: { cartType: 'DELIVERY' }, lines: [line('Daily Catch', 1, true), line('Taco', 1), line('Lobster', 1, true)] }, 'Daily Catch and Lobster are sold at market price, set at the counter, so they cannot be prepaid by card; choose Cash to pay for your order when you get it.', '/paymentType'],
    ['market-price items at a shop that takes no cash', { settings: { disableCash: true }, lines: [line('Daily Catch', 1, true)] }, 'Daily Catch is sold at market price, set at the counter, and this shop takes only card payment online; remove it from your cart and call the shop to order it.', '/paymentType'],
    ['a $500 tip on a $3.50 drink', { totals: { preTipTotalCents: 386, tipCents: 50_000 } }, 'A tip on this order can be at most $50.00; $500.00 was entered. Lower the tip.', '/tip'],
    ['a tip above 100% of a $80 order', { totals: { preTipTotalCents: 8000, tipCents: 8001 } }, 'A tip on this order can be at most $80.00; $80.01 was entered. Lower the tip.', '/tip'],
  ])('%s', (_name, over, text, path) => {
    const all = [...checkoutBlockers(context(over), 'cart'), ...checkoutBlockers(context(over), 'checkout')];
    expect(all.map((b) => [b.message, b.path])).toEqual([[text, path]]);
  });

  it.each<[string, Over]>([
    ['a pay-in-person order of exactly $500', { cart: { paymentType: 'CASH' }, totals: { invoiceCents: 50000 } }],
    ['a card order above $500', { totals: { invoiceCents: 6_593_400 } }],
    ['a shop whose own cash limit ($1,000) replaces the ceiling', { settings: { maxCashOrderTotalInCents: 100_000 }, cart: { paymentType: 'CASH' }, totals: { invoiceCents: 90_000 } }],
    ['a shop that turns the ceiling off', { settings: { payInPersonMaxCents: 0 }, cart: { paymentType: 'CASH' }, totals: { invoiceCents: 6_593_400 } }],
    ['market-price items paid in person', { cart: { paymentType: 'CASH' }, lines: [line('Daily Catch', 5, true)] }],
    ['a $50 tip on a $3.50 drink', { totals: { preTipTotalCents: 386, tipCents: 5000 } }],
    ['a 100% tip on a $80 order', { totals: { preTipTotalCents: 8000, tipCents: 8000 } }],
  ])('no blocker: %s', (_name, over) => {
    expect(codes(context(over))).toEqual([]);
  });
});
