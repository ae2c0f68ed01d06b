import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartInput, Quote, Rule } from '../../schemas/generated/types.js';
import { validateQuote } from '../../schemas/loader.js';
import { loadProfile } from '../../schemas/index.js';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { priceCart } from './index.js';

const price = (profile = makeProfile(), cart: Partial<CartInput> = {}) => priceCart(profile, makeCart(cart), { now: NOON });
const codes = (q: Quote) => q.blockers.map((b) => b.code);
const blocker = (q: Quote, code: string) => q.blockers.find((b) => b.code === code);
const one = (productId: string, quantity = 1, extra: object = {}) => ({ productId, quantity, ...extra });

describe('lines', () => {
  it('prices modifiers, floors quantity and counts market-price items', () => {
    const q = price(undefined, {
      products: [one('p-burger', 2.7, { customerPicks: { 'm-cheese': true, 'm-bacon': true } }), one('p-fish', 0), one('p-taco')],
    });
    // burger 10.00 + 1.50 + 2.25 = 13.75, quantity floored to 2 -> 27.50; fish market price 0 (quantity 0 -> 1); taco 4.00
    expect(q.lines.map((l) => [l.quantity, l.unitCents, l.totalCents])).toEqual([[2, 1375, 2750], [1, 0, 0], [1, 400, 400]]);
    expect(q.lines[1]!.marketPrice).toBe(true);
    expect(q.totals.marketPriceItems).toBe(1);
    expect(q.totals.subtotalCents).toBe(3150);
    expect(validateQuote(q).ok).toBe(true);
  });

  it('ignores the price, name and tax rate a legacy cart item carries: the menu decides', () => {
    const legacyLine = one('p-taco', 1, { name: { en: 'Free Taco' }, price: 0, originalPrice: 1, taxP: 0, tags: ['50off'], modgroups: [] });
    const q = price(undefined, { products: [legacyLine] });
    // taco 4.00 from the menu, taxed at the shop's default (38 cents, as in the tax table below)
    expect([q.lines[0]!.name, q.lines[0]!.unitCents, q.totals.taxCents]).toEqual(['Taco', 400, 38]);
  });
});

describe('tax', () => {
  it.each([
    // name, settings, products, total tax, line taxes
    ['item rate, default 9.5 and RETAIL untaxed', {}, [one('p-taco'), one('p-wine'), one('p-mug')], 198, [38, 160, 0]], // 38 + 160 + 0
    ['rounded once over the lines', { taxPercentage: 9.25 }, [one('p-burrito'), one('p-burrito'), one('p-burrito')], 277, [93, 92, 92]], // 3 x 92.4075 = 277.2225
    ['non-numeric setting means 9.5', { taxPercentage: null }, [one('p-taco')], 38, [38]],
    ['numeric string setting', { taxPercentage: '8.25' }, [one('p-taco')], 33, [33]], // 33.0
  ] as const)('%s', (_n, settings, products, tax, lineTax) => {
    const q = price(makeProfile({ settings }), { products: [...products] });
    expect(q.totals.taxCents).toBe(tax);
    expect(q.lines.map((l) => l.taxCents)).toEqual(lineTax);
  });
  it.each([
    // name, the drinks and retail categories' "retail" fields, line taxes of juice 5.00 and mug 12.00
    ['legacy: only the RETAIL name is untaxed', undefined, undefined, [48, 0]], // 9.5% of 500 = 47.5 -> 48
    ['"retail": true untaxes a category without RETAIL in its name', true, undefined, [0, 0]],
    ['"retail": false taxes a RETAIL-named category', undefined, false, [48, 114]], // 9.5% of 1200 = 114
  ] as const)('retail categories: %s', (_n, drinksRetail, retailRetail, lineTax) => {
    const base = makeProfile();
    const subMenus = base.menu.subMenus.map((c) => {
      const retail = c.id === 'c-drinks' ? drinksRetail : c.id === 'c-retail' ? retailRetail : undefined;
      return retail === undefined ? c : { ...c, retail };
    });
    const q = price({ ...base, menu: { ...base.menu, subMenus } }, { products: [one('p-juice'), one('p-mug')] });
    expect(q.lines.map((l) => l.taxCents)).toEqual(lineTax);
  });
  it('taxes each line after its discount share, and not the fees', () => {
    const rules: Rule[] = [{ id: 'save20', kind: 'promotion', code: 'SAVE20', effect: { type: 'percent-off', percent: 20 } }];
    const profile = makeProfile({ rules, settings: { allServicePercentage: 10 } });
    const q = price(profile, { promoCode: 'save20', products: [one('p-burger'), one('p-mug')] });
    // discount 20% of 22.00 = 4.40, shares 2.00 / 2.40; tax 9.5% of 8.00 = 0.76; mug RETAIL; fee 10% of 17.60 = 1.76
    expect(q.lines.map((l) => l.discountCents)).toEqual([200, 240]);
    expect(q.totals).toMatchObject({ discountCents: 440, taxCents: 76, serviceFeeCents: 176, preTipTotalCents: 1760 + 176 + 76 });
  });
});

describe('discount allocation', () => {
  const off = (amountCents: number): Rule[] => [{ id: 'off', kind: 'promotion', effect: { type: 'amount-off', amountCents } }];
  const orders = <T,>(xs: readonly T[]): T[][] =>
    xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
  const sharesByProduct = (q: Quote) => Object.fromEntries(q.lines.map((l) => [l.productId, l.discountCents]));

  it('gives a leftover cent to the same line whatever the cart order: by tax rate text, then product id', () => {
    // Three lines of $20.00 each; $1.00 off is 33.33 each: 33 each and 1 cent left, a three-way tie.
    // Wine's 8% ('8e-0') sorts before the 9.5% default ('95e-1'), so wine takes the cent.
    const profile = makeProfile({ rules: off(100) });
    const lines = [one('p-taco', 5), one('p-juice', 4), one('p-wine', 1)];
    for (const products of orders(lines)) {
      expect(sharesByProduct(price(profile, { products }))).toEqual({ 'p-taco': 33, 'p-juice': 33, 'p-wine': 34 });
    }
  });

  it('among lines of one rate, the cent goes to the lower product id', () => {
    // $20.00 of tacos and $20.00 of juice at 9.5%: $1.01 off is 50.5 each; 'p-juice' < 'p-taco'.
    const profile = makeProfile({ rules: off(101) });
    for (const products of orders([one('p-taco', 5), one('p-juice', 4)])) {
      expect(sharesByProduct(price(profile, { products }))).toEqual({ 'p-taco': 50, 'p-juice': 51 });
    }
  });
});

describe('tips', () => {
  const zeroTax = { taxPercentage: 0 };
  it('offers $1..$4 at a pre-tip total of exactly $10.00', () => {
    const q = price(makeProfile({ settings: zeroTax }), { products: [one('p-burger')] });
    expect(q.totals.preTipTotalCents).toBe(1000);
    expect(q.tipChoices!.map((c) => [c.label, c.cents])).toEqual([['$1.00', 100], ['$2.00', 200], ['$3.00', 300], ['$4.00', 400], ['Custom', 0], ['Not now', 0]]);
  });
  it('offers 10/15/20% at $10.01 and takes a percent tip half up', () => {
    const q = price(makeProfile({ settings: { taxPercentage: '0.1' } }), { products: [one('p-burger')], tip: { percent: 15 } });
    // tax 0.1% of 10.00 = 0.01; 15% of 10.01 = 1.5015 -> 1.50
    expect(q.totals.preTipTotalCents).toBe(1001);
    expect(q.totals.tipCents).toBe(150);
    expect(q.tipChoices!.slice(0, 3).map((c) => c.cents)).toEqual([100, 150, 200]); // 100.1, 150.15, 200.2
  });
  it('takes an amount tip as given and no tip with cash', () => {
    expect(price(undefined, { tip: { cents: 275 } }).totals.tipCents).toBe(275);
    const cash = price(undefined, { tip: { cents: 275 }, paymentType: 'CASH' });
    expect(cash.totals.tipCents).toBe(0);
    expect(cash.tipChoices).toEqual([]);
    expect(price(undefined, { tip: null }).totals.tipCents).toBe(0);
  });
});

describe('donation, cashback, invoice', () => {
  const donate = { donation: { enableDonation: true } };
  it.each([
    ['card and agreed: default 1.99', donate, { agreeToDonate: true }, 199],
    ['not agreed', donate, { agreeToDonate: false }, 0],
    ['cash', donate, { agreeToDonate: true, paymentType: 'CASH' as const }, 0],
    ['custom amount allowed', { donation: { enableDonation: true, allowCustomAmount: true } }, { agreeToDonate: true, restaurantDonationCents: 500 }, 500],
    ['custom amount not allowed', donate, { agreeToDonate: true, restaurantDonationCents: 500 }, 199],
    ['donations off', {}, { agreeToDonate: true }, 0],
  ])('%s', (_n, settings, cart, expected) => {
    expect(price(makeProfile({ settings }), cart).totals.donationCents).toBe(expected);
  });

  it('works the whole invoice', () => {
    const profile = makeProfile({ settings: { allServicePercentage: 10, donation: { enableDonation: true } } });
    const q = price(profile, {
      products: [one('p-burger', 1, { customerPicks: { 'm-cheese': true } })],
      tip: { percent: 20 },
      agreeToDonate: true,
      appliedCashback: 100,
    });
    // subtotal 11.50; fee 1.15; tax 9.5% of 11.50 = 1.0925 -> 1.09; pre-tip 13.74; tip 20% = 2.748 -> 2.75
    // donation 1.99; cashback 1.00; invoice 13.74 + 2.75 + 1.99 - 1.00 = 17.48; earned floor(5% of 17.48 = 0.874) = 0.87
    expect(q.totals).toEqual({
      subtotalCents: 1150, discountCents: 0, serviceFeeCents: 115, deliveryFeeCents: 0, taxCents: 109, preTipTotalCents: 1374,
      tipCents: 275, donationCents: 199, cashbackAppliedCents: 100, invoiceCents: 1748, cashbackEarnedCents: 87, marketPriceItems: 0,
    });
  });

  it('caps cashback at what is owed', () => {
    const q = price(undefined, { appliedCashback: 100_000 });
    // taco 4.00 + 0.38 tax
    expect(q.totals).toMatchObject({ cashbackAppliedCents: 438, invoiceCents: 0, cashbackEarnedCents: 0 });
  });
  it.each([
    ['cashback off', { settings: { enableCashback: false } }],
    ['panel hidden', { presentation: { cashbackPanel: { show: false } } }],
    ['subtotal under the panel minimum', { presentation: { cashbackPanel: { minSubtotalCents: 3000 } } }],
  ])('applies no cashback when %s', (_n, options) => {
    const q = price(makeProfile(options), { appliedCashback: 200 });
    expect(q.totals.cashbackAppliedCents).toBe(0);
    expect(q.trace.find((t) => t.step === 'cashback')!.fired).toBe(false);
  });
});

describe('delivery in a quote', () => {
  it('prices a legacy step fee, free over the threshold', () => {
    const settings = { delivery: { useStepFunction: true, freeDeliveryQualifyingSubtotalInCents: 2000 } };
    const q = price(makeProfile({ settings }), { cartType: 'DELIVERY', distanceInMeters: 8000, durationInTrafficMinutes: 9.5, products: [one('p-burger')] });
    // 8000 m = 4.96 -> 5.0 miles: step fee 2.95 up to 5 miles... but 5.0 is the max distance
    expect(q.delivery).toEqual({ miles: 5, deliverable: false, feeCents: 0, maxDistanceInMiles: 5, etaMinutes: null });
    const near = price(makeProfile({ settings }), { cartType: 'DELIVERY', distanceInMiles: 4.9, durationInTrafficMinutes: 9.5, products: [one('p-burger')] });
    expect(near.delivery).toEqual({ miles: 4.9, deliverable: true, feeCents: 295, maxDistanceInMiles: 5, etaMinutes: 55 });
    const free = price(makeProfile({ settings }), { cartType: 'DELIVERY', distanceInMiles: 4.9, products: [one('p-burger', 3)] });
    expect(free.totals.deliveryFeeCents).toBe(0);
  });
  it('has no delivery object for pickup', () => {
    expect(price().delivery).toBeNull();
  });
});

describe('blockers', () => {
  it.each([
    ['NO_ITEMS', {}, { products: [] }, 'Add items to your cart to place an order.'],
    ['ORDERING_DISABLED', { settings: { enableOrdering: false } }, {}, 'online ordering is currently offline, you may still add items to order at a later time.'],
    ['DELIVERY_MINIMUM', { settings: { delivery: { minimumDeliverySubtotalInCents: 1500 } } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, 'add items to reach delivery minimum of $15.00.'],
    ['PICKUP_MINIMUM', { settings: { minimumPickupSubtotalInCents: 1500 } }, {}, 'add items to reach pickup minimum of $15.00.'],
    ['NOT_DELIVERABLE', {}, { cartType: 'DELIVERY', distanceInMiles: 7 }, 'This address is beyond our 5 mile max delivery distance.'],
    ['NOT_DELIVERABLE', {}, { cartType: 'DELIVERY', distanceInMiles: 1, isDeliverable: false }, 'Delivery address out of range.'],
    ['ADDRESS_REQUIRED', {}, { cartType: 'DELIVERY' }, 'Enter a delivery address so we can check the distance and the delivery fee.'],
    ['NOT_ENOUGH_DRIVERS', { settings: { delivery: { notEnoughDriver: true } } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, 'Not enough drivers in the area ... check back later or use pickup, Sorry!'],
    ['NOT_ENOUGH_DRIVERS', { settings: { delivery: { notEnoughDriver: true, notEnoughDriverText: 'Busy night!' } } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, 'Busy night!'],
    ['CASH_LIMIT', { settings: { maxCashOrderTotalInCents: 2000 } }, { paymentType: 'CASH', products: [one('p-wine')] }, 'Orders above $20.00 need to be paid with credit card.'],
    ['NAME_REQUIRED', {}, { name: '  ' }, 'Enter your name so the shop knows whose order it is.'],
    ['PHONE_REQUIRED', {}, { phone: null }, 'Enter a phone number so the shop can reach you about your order.'],
    ['PHONE_REQUIRED', { presentation: { contactRequiredMessage: true } }, { phone: '' }, 'we must be able to contact you for us to make the order.'],
    ['ITEM_INVALID', {}, { products: [one('p-bowl')] }, 'Bowl (Base): This selection is required'],
    ['PRODUCT_NOT_FOUND', {}, { products: [one('p-gone')] }, '"p-gone" is no longer on the menu; remove it from your cart.'],
    ['PRODUCT_UNAVAILABLE', { settings: { menuSettings: { 'p-taco': { outOfStock: 'OUT_OF_STOCK' } } } }, {}, 'Taco cannot be ordered right now (OUT OF STOCK); remove it from your cart.'],
    ['QUANTITY_LIMIT', { rules: [{ id: 'lim', kind: 'quantity-limit', match: { ids: ['p-taco'] }, max: 2, scope: 'cart', message: 'You can not have more than {max} promo tacos in your cart.' }] }, { products: [one('p-taco', 3)] }, 'You can not have more than 2 promo tacos in your cart.'],
    ['NO_TIME_SLOTS', { settings: { hours: { pickUp: [] } } }, {}, 'not available to order at this time'],
    ['TIME_UNAVAILABLE', {}, { pickupTime: '2020-01-01T10:00:00-08:00' }, 'The time you picked is no longer offered; choose another time.'],
    ['DINE_IN_NOT_ALLOWED', {}, { cartType: 'DINEIN' }, 'This shop does not take dine-in orders online; choose pickup or delivery.'],
    ['DELIVERY_DISABLED', { settings: { delivery: { disableDelivery: true } } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, 'This shop is not delivering right now; choose pickup instead.'],
    ['MARKET_PRICE_PREPAY', {}, { paymentType: 'CARD', products: [one('p-fish', 5)] }, 'Whole Fish is sold at market price, set at the counter, so it cannot be prepaid by card; choose Pay In Person to pay for your order when you get it.'],
    // juice 5.00 + 9.5% tax 0.48 = 5.48 before the tip; the cap is the larger of $50 and 100% of that
    ['TIP_TOO_LARGE', {}, { paymentType: 'CARD', products: [one('p-juice')], tip: { cents: 50000 } }, 'A tip on this order can be at most $50.00; $500.00 was entered. Lower the tip.'],
    ['LINE_QUANTITY_LIMIT', {}, { products: [one('p-taco', 999)] }, 'You can order at most 50 of Taco on one line; this line has 999. Lower the quantity, or call the shop to arrange a large order.'],
    // wine 30 x 20.00 = 600.00 + 8% tax 48.00 = 648.00 paid in person, above the default $500
    ['PAY_IN_PERSON_LIMIT', {}, { paymentType: 'CASH', products: [one('p-wine', 30)] }, 'Orders paid in person can total at most $500.00; this one is $648.00. Choose PrePay to pay by card now, or call the shop to arrange a large order.'],
  ] as const)('%s', (code, options, cart, text) => {
    const q = price(makeProfile(options as never), cart as Partial<CartInput>);
    const messages = q.blockers.filter((b) => b.code === code).map((b) => b.message);
    expect(messages).toContain(text);
  });

  it('puts item problems on the line, with a path into the cart', () => {
    const q = price(undefined, { products: [one('p-taco'), one('p-bowl')] });
    expect(blocker(q, 'ITEM_INVALID')!.path).toMatch(/^\/products\/1\//);
    expect(q.lines[1]!.issues!.map((i) => i.code)).toEqual(['ITEM_INVALID']);
  });
  it('blocks cash only above a limit that exceeds $10', () => {
    const q = price(makeProfile({ settings: { maxCashOrderTotalInCents: 1000 } }), { paymentType: 'CASH', products: [one('p-wine')] });
    expect(codes(q)).not.toContain('CASH_LIMIT');
    // wine 20.00 + 8% tax 1.60 = 21.60, exactly at the limit, is not above it
    const at = price(makeProfile({ settings: { maxCashOrderTotalInCents: 2160 } }), { paymentType: 'CASH', products: [one('p-wine')] });
    expect(at.totals.invoiceCents).toBe(2160);
    expect(codes(at)).not.toContain('CASH_LIMIT');
  });
  it('has no blockers for a good cart', () => {
    expect(price().blockers).toEqual([]);
  });
});

describe('coercions', () => {
  it.each([
    ['credit-only delivery turns cash into card', { delivery: { deliveryCreditOnly: true } }, { cartType: 'DELIVERY', paymentType: 'CASH', distanceInMiles: 1 }, 'paymentType', 'CARD'],
    ['cash disabled', { disableCash: true }, { paymentType: 'CASH' }, 'paymentType', 'CARD'],
    ['credit disabled', { disableCredit: true }, { paymentType: 'CARD' }, 'paymentType', 'CASH'],
    ['delivery only', { deliveryOnly: true }, { cartType: 'PICKUP' }, 'cartType', 'DELIVERY'],
    ['utensils by default', { enableUtensilsPicker: true }, {}, 'utensilsOption', 'ADD_UTENSILS'],
  ] as const)('%s', (_n, settings, cart, field, to) => {
    const q = price(makeProfile({ settings }), cart as Partial<CartInput>);
    expect(q.coercions!.map((c) => [c.field, c.to])).toContainEqual([field, to]);
    if (field === 'paymentType') expect(q.paymentType).toBe(to);
    if (field === 'cartType') expect(q.cartType).toBe(to);
  });
  it('leaves a chosen utensils option and pickup at a shop that does both', () => {
    expect(price(makeProfile({ settings: { enableUtensilsPicker: true } }), { utensilsOption: 'NO_UTENSILS' }).coercions).toEqual([]);
  });
});

// Generated carts over a shop with promotions, a service fee, linear delivery, donation and cashback.
const PROPERTY_RULES: Rule[] = [
  { id: 'save20', kind: 'promotion', code: 'SAVE20', effect: { type: 'percent-off', percent: 20 } },
  { id: 'gift', kind: 'promotion', code: 'GIFT5', effect: { type: 'amount-off', amountCents: 500 } },
  { id: 'bogo', kind: 'promotion', priority: 2, effect: { type: 'bogo-cheapest-free', match: { tags: ['taco'] } } },
  { id: 'pair', kind: 'promotion', effect: { type: 'cheapest-of-pair-percent-off', percent: 50, match: { tags: ['grill'] } } },
  { id: 'deal', kind: 'promotion', exclusive: true, effect: { type: 'fixed-price-deal', match: { ids: ['p-wine'] }, discountCents: 800, remainderMinCents: 1000 } },
  { id: 'at50', kind: 'promotion', effect: { type: 'percent-off', percent: 15 }, conditions: { minSubtotalCents: 5000 } },
];
const propertyProfile = makeProfile({
  rules: PROPERTY_RULES,
  settings: {
    allServicePercentage: '3.5',
    delivery: { baseFeeInCents: 299, feeInCentsPerMile: 55, baseFeeMiles: 1 },
    donation: { enableDonation: true },
    taxPercentage: '9.25',
  },
});
const PRODUCTS = ['p-burger', 'p-taco', 'p-burrito', 'p-fish', 'p-wine', 'p-juice', 'p-mug'];
const lineArb = fc.record({
  productId: fc.constantFrom(...PRODUCTS),
  quantity: fc.integer({ min: 1, max: 6 }),
  customerPicks: fc.record({ 'm-cheese': fc.boolean(), 'm-bacon': fc.boolean() }),
});
const cartArb: fc.Arbitrary<CartInput> = fc.record({
  products: fc.array(lineArb, { minLength: 0, maxLength: 8 }),
  cartType: fc.constantFrom('PICKUP' as const, 'DELIVERY' as const),
  paymentType: fc.constantFrom('CASH' as const, 'CARD' as const),
  promoCode: fc.constantFrom(null, 'save20', 'GIFT5', 'nothing'),
  tip: fc.oneof(fc.constant(null), fc.record({ percent: fc.integer({ min: 0, max: 30 }) }), fc.record({ cents: fc.integer({ min: 0, max: 2000 }) })),
  appliedCashback: fc.integer({ min: 0, max: 5000 }),
  distanceInMiles: fc.integer({ min: 0, max: 60 }).map((t) => t / 10),
  agreeToDonate: fc.boolean(),
  name: fc.constant('Ann'),
  phone: fc.constant('2135550123'),
});

describe('properties', () => {
  const q = (cart: CartInput) => priceCart(propertyProfile, cart, { now: NOON });
  it('keeps every total a non-negative integer and the invoice the sum of its parts', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const { totals: t, lines } = q(cart);
        for (const v of Object.values(t)) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
        expect(t.preTipTotalCents).toBe(t.subtotalCents - t.discountCents + t.serviceFeeCents + t.deliveryFeeCents + t.taxCents);
        expect(t.invoiceCents).toBe(t.preTipTotalCents + t.tipCents + t.donationCents - t.cashbackAppliedCents);
        expect(lines.reduce((a, l) => a + l.discountCents, 0)).toBe(t.discountCents);
        expect(lines.reduce((a, l) => a + l.taxCents, 0)).toBe(t.taxCents);
        expect(lines.reduce((a, l) => a + l.totalCents, 0)).toBe(t.subtotalCents);
        for (const l of lines) {
          expect(l.discountCents).toBeLessThanOrEqual(l.totalCents);
          for (const v of [l.unitCents, l.totalCents, l.discountCents, l.taxCents]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('lists a summary row for every amount that moves the total, and the rows add up to it', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const { totals: t, summary } = q(cart);
        const rows = summary!;
        expect(rows.at(-1)).toEqual({ key: 'total', amountCents: t.invoiceCents });
        expect(rows.slice(0, -1).reduce((a, r) => a + r.amountCents, 0)).toBe(t.invoiceCents);
        const keys = rows.map((r) => r.key);
        expect(new Set(keys).size).toBe(keys.length);
        if (t.discountCents > 0) expect(keys).toContain('discount');
        if (t.cashbackAppliedCents > 0) expect(keys).toContain('cashback');
      }),
      { numRuns: 200 },
    );
  });
  it('gives the same totals whatever the line order', () => {
    fc.assert(
      fc.property(cartArb, fc.integer(), (cart, seed) => {
        const shuffled = [...cart.products];
        let s = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) & 0x7fffffff;
          const j = s % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        expect(q({ ...cart, products: shuffled }).totals).toEqual(q(cart).totals);
      }),
      { numRuns: Number(process.env["PROPERTY_RUNS"] ?? 200) },
    );
  });
  it('keeps totals when a discount cent ties between lines of different tax rates (found by the property above)', () => {
    const line = (productId: string, quantity: number, cheese = false) => ({ productId, quantity, customerPicks: { 'm-cheese': cheese, 'm-bacon': false } });
    const cart: CartInput = {
      products: [line('p-taco', 6), line('p-burger', 6), line('p-burger', 4, true), line('p-taco', 4), line('p-mug', 2)],
      cartType: 'PICKUP', paymentType: 'CASH', promoCode: null, tip: { percent: 0 }, appliedCashback: 0,
      distanceInMiles: 0, agreeToDonate: false, name: 'Ann', phone: '2135550123',
    };
    const reversed = { ...cart, products: [...cart.products].reverse() };
    expect(q(reversed).totals).toEqual(q(cart).totals);
  });
  it("prices a quote's own cart again to the same quote, and every quote fits the schema", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const first = q(cart);
        expect(validateQuote(first).ok).toBe(true);
        const again = q({ ...cart, cartType: first.cartType, paymentType: first.paymentType });
        expect(again).toEqual(first);
        expect(q(structuredClone(cart))).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });
});

describe('cashback earned says what the order will really earn', () => {
  it.each([
    // name, payment, percent, earned: two burgers 20.00 + 9.5% tax 1.90 = invoice 21.90 either way
    ['a card order earns 5%', 'CARD', 5, 109], // 2190 x 5 / 100 = 109.5 -> 109
    ['the same cart paid in person earns the same 5%', 'CASH', 5, 109],
    ['a cash cart at a 7% shop', 'CASH', 7, 153], // 2190 x 7 / 100 = 153.3 -> 153
    ['a cash cart at a 12% shop', 'CASH', 12, 262], // 2190 x 12 / 100 = 262.8 -> 262
  ] as const)('%s', (_n, paymentType, percent, earned) => {
    const q = price(makeProfile({ settings: { cashbackPercentageAsInteger: percent } }), { paymentType, products: [one('p-burger', 2)] });
    expect(q.totals.invoiceCents).toBe(2190);
    expect(q.totals.cashbackEarnedCents).toBe(earned);
    expect(q.trace.find((t) => t.step === 'cashback-earned')).toMatchObject({ fired: true, amountCents: earned, reason: `${percent}% of the invoice, rounded down` });
  });

  it.each(['CASH', 'CARD'] as const)('a %s order at a shop with cashback off earns nothing', (paymentType) => {
    const q = price(makeProfile({ settings: { enableCashback: false } }), { paymentType, products: [one('p-burger', 2)] });
    expect(q.totals.invoiceCents).toBe(2190);
    expect(q.totals.cashbackEarnedCents).toBe(0);
    expect(q.trace.find((t) => t.step === 'cashback-earned')).toMatchObject({ fired: false, amountCents: 0, reason: 'cashback is off at this shop' });
  });

  it('a profile that does not turn cashback on pays none', () => {
    const loaded = loadProfile({ value: { shopId: 'newshop', identity: { name: 'New Shop', timeZone: 'America/Los_Angeles' }, menu: makeProfile().menu } });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.findings));
    expect(loaded.profile.settings.enableCashback).toBe(false);
    const q = priceCart({ ...makeProfile(), settings: { ...makeProfile().settings, enableCashback: loaded.profile.settings.enableCashback } }, makeCart({ paymentType: 'CARD', appliedCashback: 100 }), { now: NOON });
    expect(q.totals.cashbackEarnedCents).toBe(0);
    expect(q.totals.cashbackAppliedCents).toBe(0);
  });
});
