import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPreset, loadProfile } from '../schemas/index.js';
import type { CartInput, Preset, Quote, Rule } from '../schemas/generated/types.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import { explainProfile } from './explain/index.js';
import { lintProfile } from './lint/index.js';
import { resolveMenu, resolveProduct } from './menu/index.js';
import { priceCart } from './pricing/index.js';

// Tuesday 2026-03-10, 12:00 in Los Angeles.
const NOON = Date.parse('2026-03-10T12:00:00-07:00');

const legacyTags = (() => {
  const text = readFileSync(resolve(import.meta.dirname, '../shops/presets/legacy-tags.json'), 'utf8');
  const loaded = loadPreset({ text, file: 'legacy-tags.json' });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.findings));
  return loaded.preset;
})();

const MENU = {
  subMenus: [
    { id: 'c-food', name: 'Food', products: [
      { id: 'p-burger', name: 'Burger', price: '19.99', tags: ['entree'] },
      { id: 'p-fries', name: 'Fries', price: '5.00' },
      { id: 'p-platter', name: 'Platter', price: '25.55' },
    ] },
    { id: 'c-bar', name: 'Bar', products: [
      { id: 'p-beer', name: 'Craft Beer', price: '8.00', tags: ['beer'], minimumAge: 21 },
      { id: 'p-wine', name: 'House Red', price: '10.00', tags: ['wine'], minimumAge: 21 },
      { id: 'p-shot', name: 'Energy Shot', price: '4.00', minimumAge: 18 },
      { id: 'p-lager', name: 'Lager (Dine-In Only)', price: '7.00' },
    ] },
  ],
};

function shop(over: { rules?: Rule[]; settings?: Record<string, unknown>; extendsLegacy?: boolean; messages?: Record<string, string>; menu?: typeof MENU } = {}): LoadedProfile {
  const presets: Record<string, Preset> = { 'legacy-tags': legacyTags };
  const loaded = loadProfile({
    value: {
      shopId: 'types',
      identity: { name: 'Order Types Diner', timeZone: 'America/Los_Angeles' },
      ...(over.extendsLegacy ? { extends: ['legacy-tags'] } : {}),
      settings: {
        taxPercentage: 10,
        allowDineIn: true,
        pretip: false,
        hours: { pickUp: [{ days: 'mon-sun', timeRanges: [{ from: '11:00', to: '22:00' }] }], delivery: [{ days: 'mon-sun', timeRanges: [{ from: '11:00', to: '22:00' }] }] },
        ...over.settings,
      },
      menu: over.menu ?? MENU,
      rules: over.rules ?? [],
      ...(over.messages ? { messages: over.messages } : {}),
    },
    presets,
  });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.findings));
  return loaded.profile;
}

const line = (productId: string, quantity = 1) => ({ productId, quantity });
const cart = (cartType: NonNullable<CartInput['cartType']>, products: CartInput['products'], extra: Partial<CartInput> = {}): CartInput => ({
  products,
  cartType,
  paymentType: 'CASH',
  name: 'Ana',
  phone: '2135550100',
  pickupTime: 'ASAP',
  deliveryTime: 'ASAP',
  ...(cartType === 'DELIVERY' ? { distanceInMiles: 1 } : {}),
  ...extra,
});
const price = (p: LoadedProfile, c: CartInput): Quote => priceCart(p, c, { now: NOON });
const codes = (q: Quote) => q.blockers.map((b) => b.code);
const lineCodes = (q: Quote) => q.lines.flatMap((l) => (l.issues ?? []).map((i) => i.code));

describe('service charge by order type', () => {
  const dineInFive: Rule = { id: 'dine-in-service', kind: 'service-charge', percent: 5, cartTypes: ['DINEIN'] };
  // 2 x Burger 19.99 = 39.98 + Fries 5.00 = 44.98.
  const lines = [line('p-burger', 2), line('p-fries')];

  it.each([
    // name, rules, legacy setting, order type, service fee, tax, pre-tip total
    ['5% on a dine-in cart: 5% of 44.98 = 2.249 -> 2.25', [dineInFive], 0, 'DINEIN', 225, 450, 5173], // tax 10% of 44.98 = 4.498 -> 4.50; 4498 + 225 + 450
    ['the same cart as pickup: no service charge', [dineInFive], 0, 'PICKUP', 0, 450, 4948], // 4498 + 450
    ['the legacy setting charges every type (pickup 3.5% of 44.98 = 1.5743 -> 1.57)', [], 3.5, 'PICKUP', 157, 450, 5105],
    ['rules replace the setting: pickup pays none', [dineInFive], 3.5, 'PICKUP', 0, 450, 4948],
    ['a last rule without cartTypes keeps 3.5% for the others', [dineInFive, { id: 'service', kind: 'service-charge', percent: 3.5 } as Rule], 3.5, 'PICKUP', 157, 450, 5105],
    ['... and the first that holds wins for dine-in', [dineInFive, { id: 'service', kind: 'service-charge', percent: 3.5 } as Rule], 3.5, 'DINEIN', 225, 450, 5173],
  ] as const)('%s', (_n, rules, setting, type, service, tax, preTip) => {
    const q = price(shop({ rules: [...rules], settings: { allServicePercentage: setting } }), cart(type, lines));
    expect(q.totals.subtotalCents).toBe(4498);
    expect([q.totals.serviceFeeCents, q.totals.taxCents, q.totals.preTipTotalCents, q.totals.invoiceCents]).toEqual([service, tax, preTip, preTip]);
  });

  it('traces the rule and why it did not apply', () => {
    const p = shop({ rules: [dineInFive] });
    expect(price(p, cart('DINEIN', lines)).trace.find((t) => t.step === 'service-fee')).toMatchObject({ ruleId: 'dine-in-service', fired: true, reason: '5% of $44.98 (dine-in orders)', amountCents: 225 });
    expect(price(p, cart('PICKUP', lines)).trace.find((t) => t.step === 'service-fee')).toMatchObject({ fired: false, reason: 'no service-charge rule holds for this pickup order' });
  });
});

describe('price rules and fees by order type', () => {
  it.each([
    // name, rule, order type, burger unit price
    ['+$1.00 on delivery: 19.99 + 1.00', { id: 'delivery-markup', kind: 'price-increase', target: 'product', match: { tags: ['entree'] }, amountCents: 100, cartTypes: ['DELIVERY'] }, 'DELIVERY', 2099],
    ['... not on pickup', { id: 'delivery-markup', kind: 'price-increase', target: 'product', match: { tags: ['entree'] }, amountCents: 100, cartTypes: ['DELIVERY'] }, 'PICKUP', 1999],
    ['10% off for dine-in: floor(19.99 x 0.9 = 17.991)', { id: 'dine-in-deal', kind: 'price-factor', target: 'product', match: { tags: ['entree'] }, percentOff: 10, cartTypes: ['DINEIN'] }, 'DINEIN', 1799],
    ['... not for delivery', { id: 'dine-in-deal', kind: 'price-factor', target: 'product', match: { tags: ['entree'] }, percentOff: 10, cartTypes: ['DINEIN'] }, 'DELIVERY', 1999],
    ['$15.00 for pickup and dine-in', { id: 'counter-price', kind: 'fixed-price', target: 'product', match: { ids: ['p-burger'] }, priceCents: 1500, cartTypes: ['PICKUP', 'DINEIN'] }, 'PICKUP', 1500],
  ] as const)('%s', (_n, rule, type, unit) => {
    const q = price(shop({ rules: [rule as unknown as Rule] }), cart(type, [line('p-burger', 2)]));
    expect([q.lines[0]!.unitCents, q.lines[0]!.totalCents]).toEqual([unit, unit * 2]);
  });

  it('picks the first delivery-fee rule that holds for a delivery cart; pickup and dine-in pay none', () => {
    const rules = [
      { id: 'fee-pickup', kind: 'delivery-fee', model: 'bands', bands: [{ feeCents: 100 }], cartTypes: ['PICKUP'] },
      { id: 'fee-delivery', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 3, feeCents: 499 }, { feeCents: 799 }], cartTypes: ['DELIVERY'] },
    ] as Rule[];
    const p = shop({ rules });
    const delivery = price(p, cart('DELIVERY', [line('p-fries')]));
    // 5.00 + fee 4.99 (1 mile, first band) + tax 10% of 5.00 = 0.50
    expect([delivery.totals.deliveryFeeCents, delivery.totals.preTipTotalCents]).toEqual([499, 1049]);
    expect(delivery.trace.find((t) => t.step === 'delivery-fee')?.ruleId).toBe('fee-delivery');
    expect(price(p, cart('PICKUP', [line('p-fries')])).totals.deliveryFeeCents).toBe(0);
    expect(price(p, cart('DINEIN', [line('p-fries')])).totals.deliveryFeeCents).toBe(0);
    // The pickup-only fee rule never applies: lint says so.
    expect(lintProfile(p).map((f) => [f.code, f.path])).toEqual([['CART_TYPES_NEVER_APPLY', '/rules/0/cartTypes']]);
  });

  it('applies a promotion with top-level cartTypes to those order types only', () => {
    const p = shop({ rules: [{ id: 'dine-in-10', kind: 'promotion', cartTypes: ['DINEIN'], effect: { type: 'percent-off', percent: 10 } } as Rule] });
    // 10% of 44.98 = 4.498 -> 4.50 off for dine-in.
    expect(price(p, cart('DINEIN', [line('p-burger', 2), line('p-fries')])).totals.discountCents).toBe(450);
    const pickup = price(p, cart('PICKUP', [line('p-burger', 2), line('p-fries')]));
    expect(pickup.totals.discountCents).toBe(0);
    expect(pickup.trace.find((t) => t.ruleId === 'dine-in-10')?.reason).toBe('only for DINEIN orders');
  });

  it('taxes, limits and shows by order type', () => {
    const p = shop({
      rules: [
        { id: 'to-go-tax', kind: 'tax-rate', match: { ids: ['p-fries'] }, percent: 5, cartTypes: ['PICKUP', 'DELIVERY'] },
        { id: 'bar-dine-in', kind: 'show-only', target: 'category', match: { categoryIds: ['c-bar'] }, cartTypes: ['DINEIN'] },
        { id: 'two-fries-to-go', kind: 'quantity-limit', match: { ids: ['p-fries'] }, max: 2, scope: 'cart', cartTypes: ['PICKUP'] },
        { id: 'bar-badge', kind: 'badge', target: 'product', match: { ids: ['p-fries'] }, label: 'At the bar', cartTypes: ['DINEIN'] },
      ] as Rule[],
    });
    // Fries 5.00: 5% to go (0.25), the shop's 10% at the table (0.50).
    expect(price(p, cart('PICKUP', [line('p-fries')])).totals.taxCents).toBe(25);
    expect(price(p, cart('DINEIN', [line('p-fries')])).totals.taxCents).toBe(50);
    expect(codes(price(p, cart('PICKUP', [line('p-fries', 3)])))).toContain('QUANTITY_LIMIT');
    expect(codes(price(p, cart('DINEIN', [line('p-fries', 3)])))).not.toContain('QUANTITY_LIMIT');
    expect(resolveMenu(p, NOON, undefined, 'PICKUP').categories.map((c) => c.id)).toEqual(['c-food']);
    expect(resolveMenu(p, NOON, undefined, 'DINEIN').categories.map((c) => c.id)).toEqual(['c-food', 'c-bar']);
    expect(resolveProduct(p, 'p-fries', NOON, undefined, 'DINEIN')?.badges).toEqual(['At the bar']);
    expect(resolveProduct(p, 'p-fries', NOON, undefined, 'PICKUP')?.badges).toEqual([]);
  });
});

describe('dine-in only', () => {
  it.each([
    // name, profile, product, label in a pickup menu
    ['a legacy-tags shop: the name marker', shop({ extendsLegacy: true }), 'p-lager', '*not availalbe online'],
    ['a new-style shop: an unavailable rule for pickup and delivery', shop({ rules: [{ id: 'bar-dine-in', kind: 'unavailable', target: 'product', match: { tags: ['beer', 'wine'] }, reason: 'CART_TYPE', cartTypes: ['PICKUP', 'DELIVERY'] }] }), 'p-beer', 'Dine-in only'],
    ['a DINE_IN_ONLY rule without cartTypes holds for pickup and delivery', shop({ rules: [{ id: 'bar-dine-in', kind: 'unavailable', target: 'product', match: { tags: ['beer'] }, reason: 'DINE_IN_ONLY' }] }), 'p-beer', 'Dine-in only'],
  ] as const)('%s: listed but refused for pickup, ordered in a dine-in cart', (_n, p, productId, label) => {
    const pickupMenu = resolveProduct(p, productId, NOON, undefined, 'PICKUP')!;
    expect([pickupMenu.visible, pickupMenu.orderable, pickupMenu.label, pickupMenu.onlyFor]).toEqual([true, false, label, ['DINEIN']]);
    // The default order type of a menu is PICKUP.
    expect(resolveProduct(p, productId, NOON)!.orderable).toBe(false);
    expect(resolveProduct(p, productId, NOON, undefined, 'DINEIN')!.orderable).toBe(true);

    const name = pickupMenu.name;
    const pickup = price(p, cart('PICKUP', [line(productId)]));
    expect(pickup.blockers.find((b) => b.code === 'PRODUCT_NOT_FOR_CART_TYPE')).toEqual({
      code: 'PRODUCT_NOT_FOR_CART_TYPE',
      message: `${name} can be ordered for dine-in only; choose Dine-In or remove it from your cart.`,
      path: '/products/0/productId',
      params: { cartType: 'PICKUP', onlyFor: ['DINEIN'] },
      remedy: { kind: 'switch-cart-type', cartTypes: ['DINEIN'] },
    });
    const dineIn = price(p, cart('DINEIN', [line(productId)], { ageConfirmed: true }));
    expect(codes(dineIn)).toEqual([]);
    // Lager 7.00 + 10% = 7.70; Craft Beer 8.00 + 10% = 8.80.
    expect(dineIn.totals.invoiceCents).toBe(productId === 'p-lager' ? 770 : 880);
  });

  it('a shop without dine-in never sells a legacy Dine-In Only item online (as the legacy product)', () => {
    const p = shop({ extendsLegacy: true, settings: { allowDineIn: false } });
    const q = price(p, cart('PICKUP', [line('p-lager')]));
    expect(lineCodes(q)).toEqual(['PRODUCT_UNAVAILABLE']);
    expect(q.blockers.find((b) => b.code === 'PRODUCT_UNAVAILABLE')?.message).toBe('Lager (Dine-In Only) cannot be ordered right now (not availalbe online); remove it from your cart.');
  });

  it('explains the legacy marker and the new rule in plain English', () => {
    const text = explainProfile(shop({ extendsLegacy: true })).find((e) => e.ruleId === 'legacy-marker-dine-in-only')!.text;
    expect(text).toMatch(/^Products whose name contains "Dine-In Only" cannot be ordered for pickup or delivery orders, only for dine-in \(DINE_IN_ONLY, shown as '\*not availalbe online'\)\./);
  });
});

describe('tip choices from the shop\'s settings', () => {
  const tips = { percentChoices: [15, 18, 20, 25], amountChoicesCents: [200, 300, 500], percentChoicesOverCents: 2000, defaultPercent: 18, defaultAmountCents: 300 };
  const tipShop = (t?: object) => shop({ settings: { taxPercentage: 0, pretip: true, ...(t ? { tips: t } : {}) } });
  const card = (products: CartInput['products'], tip: CartInput['tip'] = 'default') => cart('PICKUP', products, { paymentType: 'CARD', tip });
  const shown = (q: Quote) => q.tipChoices!.map((c) => [c.label, c.cents, c.default === true ? 'default' : '', c.selected === true ? 'selected' : '']);

  it.each([
    // name, cart, buttons [label, cents, default, selected], tip charged
    ['below the threshold ($5.00): the dollar buttons, $3.00 pre-selected', [line('p-fries')], [['$2.00', 200, '', ''], ['$3.00', 300, 'default', 'selected'], ['$5.00', 500, '', ''], ['Custom', 0, '', ''], ['Not now', 0, '', '']], 300],
    ['at the threshold ($20.00): still the dollar buttons', [line('p-fries', 4)], [['$2.00', 200, '', ''], ['$3.00', 300, 'default', 'selected'], ['$5.00', 500, '', ''], ['Custom', 0, '', ''], ['Not now', 0, '', '']], 300],
    // 25.55 x 15% = 3.8325 -> 3.83; 18% = 4.599 -> 4.60; 20% = 5.11; 25% = 6.3875 -> 6.39.
    ['above the threshold ($25.55): the percents, 18% pre-selected', [line('p-platter')], [['15%', 383, '', ''], ['18%', 460, 'default', 'selected'], ['20%', 511, '', ''], ['25%', 639, '', ''], ['Custom', 0, '', ''], ['Not now', 0, '', '']], 460],
  ] as const)('%s', (_n, products, buttons, tip) => {
    const q = price(tipShop(tips), card([...products]));
    expect(shown(q)).toEqual(buttons);
    expect(q.totals.tipCents).toBe(tip);
    expect(q.totals.invoiceCents).toBe(q.totals.preTipTotalCents + tip);
  });

  it('a chosen button, a custom amount and Not now are marked selected instead', () => {
    const p = tipShop(tips);
    expect(shown(price(p, card([line('p-platter')], { percent: 25 }))).find((c) => c[3] === 'selected')).toEqual(['25%', 639, '', 'selected']);
    const custom = price(p, card([line('p-fries')], { cents: 700 }));
    expect(shown(custom).find((c) => c[3] === 'selected')).toEqual(['Custom', 700, '', 'selected']);
    expect(custom.totals.tipCents).toBe(700);
    expect(shown(price(p, card([line('p-fries')], null))).find((c) => c[3] === 'selected')).toEqual(['Not now', 0, '', 'selected']);
  });

  it('keeps the legacy choices without settings.tips, and pre-selects nothing', () => {
    // Burger 19.99, no tax: 10% = 1.999 -> 2.00, 15% = 2.9985 -> 3.00, 20% = 3.998 -> 4.00.
    const q = price(tipShop(), card([line('p-burger')]));
    expect(shown(q)).toEqual([['10%', 200, '', ''], ['15%', 300, '', ''], ['20%', 400, '', ''], ['Custom', 0, '', ''], ['Not now', 0, '', 'selected']]);
    expect(q.totals.tipCents).toBe(0);
    expect(shown(price(tipShop(), card([line('p-fries')]))).map((c) => c[0])).toEqual(['$1.00', '$2.00', '$3.00', '$4.00', 'Custom', 'Not now']);
  });

  it('gives the post-order widget the percents of the pre-tip total, with the suggested one', () => {
    const q = price(tipShop(tips), card([line('p-fries')]));
    expect(q.postOrderTipChoices!.map((c) => [c.label, c.cents, c.default === true])).toEqual([['15%', 75, false], ['18%', 90, true], ['20%', 100, false], ['25%', 125, false]]);
    expect(price(tipShop(tips), cart('PICKUP', [line('p-fries')])).postOrderTipChoices).toBeUndefined();
  });

  it.each([
    // name, tips, code, path
    ['a default that is not a button', { percentChoices: [15, 20], defaultPercent: 18 }, 'TIP_DEFAULT_NOT_A_CHOICE', '/settings/tips/defaultPercent'],
    ['a dollar default that is not a button', { defaultAmountCents: 250 }, 'TIP_DEFAULT_NOT_A_CHOICE', '/settings/tips/defaultAmountCents'],
    ['a negative percent', { percentChoices: [-5, 10] }, 'TIP_CHOICE_NEGATIVE', '/settings/tips/percentChoices/0'],
    ['a negative threshold', { percentChoicesOverCents: -1 }, 'TIP_CHOICE_NEGATIVE', '/settings/tips/percentChoicesOverCents'],
    ['150%', { percentChoices: [10, 150] }, 'TIP_CHOICE_TOO_LARGE', '/settings/tips/percentChoices/1'],
    ['$500 over the $50 cap', { amountChoicesCents: [100, 50000] }, 'TIP_CHOICE_TOO_LARGE', '/settings/tips/amountChoicesCents/1'],
    ['a button twice', { percentChoices: [15, 15, 20] }, 'TIP_CHOICE_DUPLICATE', '/settings/tips/percentChoices/1'],
  ])('lint: %s', (_n, t, code, path) => {
    expect(lintProfile(tipShop(t)).map((f) => [f.code, f.path])).toEqual([[code, path]]);
  });

  it('lint names the tip cap in dollars and cents', () => {
    const [finding] = lintProfile(tipShop({ amountChoicesCents: [100, 50005] }));
    expect(finding!.message).toContain("The tip choice 50005 cents is over the shop's tip cap of $50.00 (settings.tipCap.cents)");
  });

  it('lint accepts the shop\'s own choices and explains them', () => {
    expect(lintProfile(tipShop(tips))).toEqual([]);
    expect(explainProfile(tipShop(tips)).find((e) => e.ruleId === 'settings.tips')?.text).toBe(
      'Tips at checkout: over $20.00 before tip 15%, 18%, 20% or 25% (18% pre-selected); at or below $20.00 $2.00, $3.00 or $5.00 ($3.00 pre-selected); then Custom and Not now. After the order: 15%, 18%, 20% or 25% of the order, or a custom amount.',
    );
  });
});

describe('age-restricted items', () => {
  const refuseDelivery: Rule = { id: 'no-alcohol-delivery', kind: 'refuse-age-restricted', cartTypes: ['DELIVERY'], message: 'We cannot deliver {name}: choose Pick Up to order it, or remove it from your cart.' };

  it.each([
    // name, lines, ageConfirmed, quote's minimumAge, blockers
    ['a beer without the box ticked', [line('p-beer')], false, 21, ['AGE_CONFIRMATION_REQUIRED']],
    ['a beer with the box ticked', [line('p-beer')], true, 21, []],
    ['no age-restricted item', [line('p-fries')], false, undefined, []],
    ['the highest age of the cart (18 and 21)', [line('p-shot'), line('p-wine')], false, 21, ['AGE_CONFIRMATION_REQUIRED']],
  ] as const)('%s', (_n, lines, ageConfirmed, minimumAge, blockers) => {
    const q = price(shop(), cart('PICKUP', [...lines], { ageConfirmed }));
    expect(q.minimumAge).toBe(minimumAge);
    expect(codes(q)).toEqual(blockers);
  });

  it('says what to tick, naming the items', () => {
    const q = price(shop(), cart('PICKUP', [line('p-beer'), line('p-shot')]));
    expect(q.blockers[0]).toEqual({
      code: 'AGE_CONFIRMATION_REQUIRED',
      message: "Craft Beer and Energy Shot are for customers 21 or older: tick 'I am 21 or older and will show ID' to order.",
      path: '/ageConfirmed',
      params: { minimumAge: 21 },
      remedy: { kind: 'confirm-age', minimumAge: 21 },
    });
  });

  it('a refuse-age-restricted rule refuses them for delivery, with its message, and keeps them for pickup', () => {
    const p = shop({ rules: [refuseDelivery] });
    const menu = resolveProduct(p, 'p-beer', NOON, undefined, 'DELIVERY')!;
    expect([menu.visible, menu.orderable, menu.label, menu.minimumAge]).toEqual([true, false, 'Not for delivery', 21]);
    expect(resolveProduct(p, 'p-fries', NOON, undefined, 'DELIVERY')!.orderable).toBe(true);
    const delivery = price(p, cart('DELIVERY', [line('p-beer'), line('p-fries')], { ageConfirmed: true }));
    expect(delivery.blockers.map((b) => [b.code, b.message])).toEqual([
      ['AGE_RESTRICTED_REFUSED', 'We cannot deliver Craft Beer: choose Pick Up to order it, or remove it from your cart.'],
    ]);
    expect(codes(price(p, cart('PICKUP', [line('p-beer'), line('p-fries')], { ageConfirmed: true })))).toEqual([]);
    const renamed = shop({ rules: [refuseDelivery], messages: { 'no-alcohol-delivery': 'No {name} by delivery ({age}+).' } });
    expect(price(renamed, cart('DELIVERY', [line('p-beer')], { ageConfirmed: true })).blockers[0]?.message).toBe('No Craft Beer by delivery (21+).');
    const unnamed = shop({ rules: [{ id: 'no-alcohol-delivery', kind: 'refuse-age-restricted', cartTypes: ['DELIVERY'] }] });
    expect(price(unnamed, cart('DELIVERY', [line('p-wine')], { ageConfirmed: true })).blockers[0]?.message).toBe(
      'House Red is for customers 21 or older and cannot be ordered for delivery; choose another order type or remove it from your cart.',
    );
  });

  it('puts a product name into the message as written, whatever characters it holds', () => {
    const menu = structuredClone(MENU);
    menu.subMenus[1]!.products[0]!.name = 'Two-for-$$ {age} Lager $& Co';
    const odd = shop({ rules: [refuseDelivery], menu });
    expect(price(odd, cart('DELIVERY', [line('p-beer')], { ageConfirmed: true })).blockers[0]?.message).toBe(
      'We cannot deliver Two-for-$$ {age} Lager $& Co: choose Pick Up to order it, or remove it from your cart.',
    );
  });
});

describe('lint of order types', () => {
  it.each([
    ['a service charge for dine-in at a shop without dine-in', { allowDineIn: false }, [{ id: 's', kind: 'service-charge', percent: 5, cartTypes: ['DINEIN'] }], 'CART_TYPES_NEVER_APPLY', '/rules/0/cartTypes'],
    ['a show-only rule with no condition', {}, [{ id: 'so', kind: 'show-only', target: 'category', match: { categoryIds: ['c-bar'] } }], 'RULE_WITHOUT_CONDITION', '/rules/0'],
    ['the legacy service setting beside a rule', { allServicePercentage: 3.5 }, [{ id: 's', kind: 'service-charge', percent: 5, cartTypes: ['DINEIN'] }], 'SERVICE_SETTING_WITH_RULE', '/settings/allServicePercentage'],
    ['a service charge over 100%', {}, [{ id: 's', kind: 'service-charge', percent: '150' }], 'PERCENT_OUT_OF_RANGE', '/rules/0/percent'],
    ['a promotion with cartTypes twice', {}, [{ id: 'pr', kind: 'promotion', cartTypes: ['DINEIN'], conditions: { cartTypes: ['PICKUP'] }, effect: { type: 'percent-off', percent: 10 } }], 'CONFLICTING_FIELDS', '/rules/0/conditions/cartTypes'],
  ])('%s', (_n, settings, rules, code, path) => {
    expect(lintProfile(shop({ settings, rules: rules as Rule[] })).map((f) => [f.code, f.path])).toEqual([[code, path]]);
  });
});
