import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bandFee, legacyDeliveryFee, milesOf, type SettingsDelivery } from '../../engine/delivery/index.js';
import type { DeliveryFeeRule, Menu, Modgroup } from '../../schemas/generated/types.js';
import { LegacyImportError, importLegacyShop, unwrapLegacyMenu, unwrapLegacySettings } from './index.js';

const MENU = {
  shopId: 'demo',
  name: { en: 'Demo Menu' },
  subMenus: [
    {
      id: 'c1',
      name: { en: 'Tacos' },
      tag: 'tuesday-only',
      products: [
        {
          id: 'p1',
          name: { en: 'Taco' },
          price: '3.50',
          tags: ['50off'],
          modgroups: [
            {
              id: 'g1',
              name: { en: 'Salsa' },
              type: 'single',
              required: true,
              modifiers: [{ id: 'm1', name: { en: 'Verde' }, price: 0 }],
            },
          ],
        },
      ],
    },
  ],
};

function run(settings: unknown, extra: Partial<Parameters<typeof importLegacyShop>[0]> = {}) {
  return importLegacyShop({ settings, menu: { data: { menu: MENU } }, shopId: 'demo', ...extra });
}

function deliveryRule(result: ReturnType<typeof run>): DeliveryFeeRule | undefined {
  return result.profile.rules?.find((r): r is DeliveryFeeRule => r.kind === 'delivery-fee');
}

describe('unwrapping the legacy endpoint answers', () => {
  const bare = { enableOrdering: true, taxPercentage: 8 };
  it.each([
    ['the endpoint wrapper', { data: { text: bare } }],
    ['the bare settings', bare],
    ['text as a JSON string', { data: { text: JSON.stringify(bare) } }],
    ['a { text } wrapper', { text: bare }],
    ['the whole answer as a JSON string', JSON.stringify({ data: { text: bare } })],
  ])('settings from %s', (_, input) => {
    expect(unwrapLegacySettings(input)).toEqual({ enableOrdering: true, taxPercentage: 8 });
  });

  it.each([
    ['the endpoint wrapper', { data: { menu: MENU } }],
    ['the bare menu', MENU],
    ['a { menu } wrapper', { menu: MENU }],
    ['menu as a JSON string', { data: { menu: JSON.stringify(MENU) } }],
  ])('menu from %s', (_, input) => {
    expect(unwrapLegacyMenu(input)).toEqual(MENU);
  });

  it.each([
    ['settings text that is not JSON', () => unwrapLegacySettings({ data: { text: '{oops' } }), 'SETTINGS_TEXT_NOT_JSON'],
    ['settings that are a list', () => unwrapLegacySettings([1, 2]), 'SETTINGS_NOT_AN_OBJECT'],
    ['a menu without subMenus', () => unwrapLegacyMenu({ data: { menu: { name: 'x' } } }), 'MENU_NOT_A_MENU'],
    ['menu text that is not JSON', () => unwrapLegacyMenu('not json'), 'MENU_TEXT_NOT_JSON'],
  ])('refuses %s', (_, call, code) => {
    let caught: unknown;
    try {
      call();
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(LegacyImportError);
    expect((caught as LegacyImportError).code).toBe(code);
  });
});

describe('settings map 1:1', () => {
  it('keeps known settings under the same names', () => {
    const settings = {
      enableOrdering: false,
      taxPercentage: 10.25,
      allServicePercentage: '3.5',
      hours: { pickUp: [{ day: 1, timeRanges: [{ from: 39600000, to: 79200000 }] }] },
      donation: { enableDonation: true, defaultAmount: 199 },
      menuSettings: { p1: { outOfStock: 'OUT_OF_STOCK' } },
      delivery: { baseFeeInCents: 299, feeInCentsPerMile: 100, baseFeeMiles: 2, maxDistanceInMiles: 4 },
    };
    const result = run({ data: { text: settings } });
    // Cashback is written explicitly: profiles have it off unless they say so, the legacy storefront had it on.
    expect(result.profile.settings).toEqual({ ...settings, enableCashback: true });
    expect(result.notes).toContain('settings.enableCashback: not set; written as true, as the legacy storefront paid cashback by default.');
    expect(result.profile.rules).toEqual([]);
  });

  it.each([
    ['"N/A"', 'N/A'],
    ['null', null],
    ['an empty string', ''],
    ['a percent sign', '9.5%'],
    ['over 100', 120],
  ])('a taxPercentage of %s becomes 9.5 with a note', (_, value) => {
    const result = run({ taxPercentage: value });
    expect(result.profile.settings?.taxPercentage).toBe(9.5);
    expect(result.notes.some((n) => n.startsWith('settings.taxPercentage:') && n.includes('not numeric') && n.includes('9.5'))).toBe(true);
  });

  it.each([
    [8.25, 8.25],
    ['8.25', '8.25'],
    [0, 0],
  ])('a numeric taxPercentage %j is kept as %j', (value, expected) => {
    const result = run({ taxPercentage: value });
    expect(result.profile.settings?.taxPercentage).toBe(expected);
    expect(result.notes.filter((n) => n.includes('taxPercentage'))).toEqual([]);
  });

  it('drops unknown keys, naming each, at any depth', () => {
    const result = run({ enableOrdering: true, themeColor: '#fff', delivery: { baseFeeInCents: 100, postmatesZone: 'A' } });
    expect(result.profile.settings).toEqual({ enableOrdering: true, delivery: { baseFeeInCents: 100 }, enableCashback: true });
    expect(result.notes).toContain('settings.themeColor: dropped the unknown key "themeColor".');
    expect(result.notes).toContain('settings.delivery.postmatesZone: dropped the unknown key "postmatesZone".');
  });

  it.each([
    ['minimumPickupSubtotalInCents', '1500', 1500],
    ['scheduledOrderDaysAllowed', ' 2 ', 2],
    ['cashbackPercentageAsInteger', '5', 5],
  ])('converts the numeric text of %s to a number with a note', (key, text, n) => {
    const result = run({ [key]: text });
    expect((result.profile.settings as Record<string, unknown>)[key]).toBe(n);
    expect(result.notes).toContain(`settings.${key}: the text ${JSON.stringify(text)} became the number ${n}.`);
  });

  it('reads null flags as off, as the legacy storefront did', () => {
    const result = run({ pretip: null, enableCashback: 'false' });
    expect(result.profile.settings).toEqual({ pretip: false, enableCashback: false });
    expect(result.notes).toContain('settings.pretip: null read as false, as the legacy storefront did.');
  });
});

describe('allowed values in another case', () => {
  it('a modifier group type "Single" stays single, with a note', () => {
    const menu = { subMenus: [{ id: 'c', name: 'C', products: [{ id: 'p', name: 'P', price: 1, modgroups: [{ id: 'g', name: 'G', type: ' Single', modifiers: [] }] }] }] };
    const result = importLegacyShop({ settings: {}, menu, shopId: 'demo' });
    expect(result.menu.subMenus[0]!.products[0]!.modgroups![0]!.type).toBe('single');
    expect(result.notes.join('\n')).toContain('read as "single"');
  });
});

describe('numeric text the legacy storefront read with Number()', () => {
  const menuPriced = (prices: readonly unknown[]) => ({
    subMenus: [
      {
        id: 'c',
        name: 'C',
        products: prices.map((price, i) => ({
          id: `p${i}`,
          name: `P${i}`,
          price,
          modgroups: [{ id: `g${i}`, name: 'G', modifiers: [{ id: `m${i}`, name: 'M', price, priceIf: [{ match: 'x', price }] }] }],
        })),
      },
    ],
  });

  it.each([
    ['.99', '0.99'],
    ['5.', '5'],
    ['+5', '5'],
    [' .5 ', '0.5'],
    ['-0', '0'],
    ['+.5', '0.5'],
    ['1.5e1', '15'],
    ['12.5E-1', '1.25'],
  ])('a price of %j becomes %j, with a note, on products, options and priceIf alike', (written, plain) => {
    const result = importLegacyShop({ settings: {}, menu: menuPriced([written]), shopId: 'demo' });
    const product = result.menu.subMenus[0]!.products[0]!;
    const option = (product.modgroups![0] as Modgroup).modifiers![0]!;
    expect([product.price, option.price, option.priceIf![0]!.price]).toEqual([plain, plain, plain]);
    expect(result.notes).toContain(`menu.subMenus[0].products[0].price: the price ${JSON.stringify(written)} became ${JSON.stringify(plain)}, the number the legacy storefront read from it.`);
  });

  it('keeps prices already plain, numbers, market-price words and text that is no number', () => {
    const kept = ['12.95', 12.95, 'MP', 'Market Price', '0x10', '-1', '$5', ''];
    const result = importLegacyShop({ settings: {}, menu: menuPriced(kept), shopId: 'demo' });
    expect(result.menu.subMenus[0]!.products.map((p) => p.price)).toEqual(kept);
    expect(result.notes.filter((n) => n.includes('the number the legacy storefront read'))).toEqual([]);
  });

  it('folds the same change on many products into one note with a count', () => {
    const result = importLegacyShop({ settings: {}, menu: menuPriced(['.99', '5.', '+5']), shopId: 'demo' });
    expect(result.menu.subMenus[0]!.products.map((p) => p.price)).toEqual(['0.99', '5', '5']);
    expect(result.notes).toContain('menu.subMenus[0].products[0].price: the price ".99" became "0.99", the number the legacy storefront read from it. (2 more like it)');
  });

  it('reads ".5" as a number where the schema wants one, and as a tax rate', () => {
    const result = run({ taxPercentage: '.5', approxPickupWaitInMinutes: '+20' });
    expect(result.profile.settings?.taxPercentage).toBe(0.5);
    expect(result.profile.settings?.approxPickupWaitInMinutes).toBe(20);
    expect(result.notes).toContain('settings.taxPercentage: the text ".5" became the number 0.5.');
    expect(result.notes).toContain('settings.approxPickupWaitInMinutes: the text "+20" became the number 20.');
  });
});

describe('menu settings in the legacy string form', () => {
  it('become { outOfStock } objects, with one note for them all', () => {
    const result = run({ menuSettings: { 'p-oos': 'OUT_OF_STOCK', 'p-back': '', 'p-obj': { outOfStock: 'OUT_OF_STOCK' }, 'p-late': 'OUT_OF_STOCK' } });
    expect(result.profile.settings?.menuSettings).toEqual({
      'p-oos': { outOfStock: 'OUT_OF_STOCK' },
      'p-back': { outOfStock: '' },
      'p-obj': { outOfStock: 'OUT_OF_STOCK' },
      'p-late': { outOfStock: 'OUT_OF_STOCK' },
    });
    expect(result.notes).toContain('settings.menuSettings.p-oos: the text "OUT_OF_STOCK" became {"outOfStock":"OUT_OF_STOCK"} (the legacy form names only the outOfStock value). (2 more like it)');
  });

  it('a value in another case is read as the allowed one', () => {
    const result = run({ menuSettings: { 'p-oos': 'out_of_stock' } });
    expect(result.profile.settings?.menuSettings).toEqual({ 'p-oos': { outOfStock: 'OUT_OF_STOCK' } });
  });
});

describe('opening hours in the legacy day lists', () => {
  const r = (from: number, to: number) => ({ from, to });
  it.each([
    ['entries without a day take their place in the list', [{ timeRanges: [r(1, 2)] }, { timeRanges: [] }], [{ day: 0, timeRanges: [r(1, 2)] }, { day: 1, timeRanges: [] }], 'no "day"'],
    ['bare lists of ranges', [[r(1, 2)], [], [r(3, 4)]], [{ day: 0, timeRanges: [r(1, 2)] }, { day: 1, timeRanges: [] }, { day: 2, timeRanges: [r(3, 4)] }], 'bare list'],
    ['weekday names and numeric text', [{ day: 'Mon', timeRanges: [] }, { day: 'saturday', timeRanges: [] }, { day: '3', timeRanges: [] }], [{ day: 1, timeRanges: [] }, { day: 6, timeRanges: [] }, { day: 3, timeRanges: [] }], 'became'],
    ['entries with a day stay as they are', [{ day: 5, timeRanges: [r(1, 2)] }], [{ day: 5, timeRanges: [r(1, 2)] }], undefined],
    // Saturday 17:00 (61200000) to 02:00 (7200000): kept as written, and the note says it closes the next day.
    ['a range closing before it opens runs past midnight', [{ day: 6, timeRanges: [r(61_200_000, 7_200_000)] }], [{ day: 6, timeRanges: [r(61_200_000, 7_200_000)] }], 'settings.hours.pickUp[0].timeRanges[0]: 61200000 to 7200000 is 17:00 to 02:00 the next day'],
    // 10:00 to 10:00 was never open: left out, so the profile does not carry an empty window.
    ['a range opening and closing at the same time is left out', [{ day: 1, timeRanges: [r(36_000_000, 36_000_000), r(1, 2)] }], [{ day: 1, timeRanges: [r(1, 2)] }], 'settings.hours.pickUp[0].timeRanges[0]: opens and closes at 10:00, so it was never open; left out.'],
  ] as const)('%s', (_label, pickUp, expected, note) => {
    const result = run({ hours: { pickUp, delivery: [] } });
    expect(result.profile.settings?.hours?.pickUp).toEqual(expected);
    const hoursNotes = result.notes.filter((n) => n.startsWith('settings.hours'));
    if (note === undefined) expect(hoursNotes).toEqual([]);
    else expect(hoursNotes.join('\n')).toContain(note);
  });
});

describe('legacy delivery flags become explicit bands', () => {
  // Spec section 9, written out by hand.
  it.each([
    // The 5-mile step ends at the default 5-mile maximum distance: every distance delivered costs $2.95.
    ['useStepFunction', 0, [{ feeCents: 295 }]],
    ['threeOverThree', 0, [{ upToMiles: 3, feeCents: 0 }, { feeCents: 300 }]],
    ['fiveOverThree', 299, [{ upToMiles: 3, feeCents: 299 }, { feeCents: 500 }]],
    ['fiveOverFour', 350, [{ upToMiles: 4, feeCents: 350 }, { feeCents: 500 }]],
    [
      'useUberEatsStep',
      0,
      [
        { upToMiles: 1, feeCents: 640 },
        { upToMiles: 2, feeCents: 830 },
        { upToMiles: 3, feeCents: 1020 },
        { upToMiles: 4, feeCents: 1210 },
        { feeCents: 1400 },
      ],
    ],
  ])('%s (base fee %i)', (flag, base, bands) => {
    const result = run({ delivery: { baseFeeInCents: base, [flag]: true } });
    const rule = deliveryRule(result);
    expect(rule?.model).toBe('bands');
    expect(rule?.bands).toEqual(bands);
    expect(rule?.description).toMatch(/\S/);
    expect((result.profile.settings?.delivery as Record<string, unknown>)[flag]).toBe(false);
    expect(result.notes.some((n) => n.startsWith(`settings.delivery.${flag}: became the explicit rule ${rule?.id}`))).toBe(true);
  });

  it('keeps the whole legacy table when the shop delivers past it', () => {
    const rule = deliveryRule(run({ delivery: { useStepFunction: true, maxDistanceInMiles: 6 } }));
    expect(rule?.bands).toEqual([{ upToMiles: 5, feeCents: 295 }, { feeCents: 500 }]);
  });

  it('stops the bands at the maximum distance and says why', () => {
    const result = run({ taxPercentage: 9.5, delivery: { useStepFunction: true } });
    expect(deliveryRule(result)?.description).toBe('Delivery fee by distance, from the legacy step function setting (useStepFunction): $2.95 at any distance below the 5-mile maximum distance (the legacy table: $2.95 up to 5 miles, $5.00 beyond).');
    expect(result.notes).toContain('settings.delivery.maxDistanceInMiles: nothing is delivered at or beyond 5 miles, so the rule legacy-delivery-use-step-function stops there and charges what the legacy table charged at every distance delivered; to deliver farther, raise maxDistanceInMiles and give the rule its farther bands back.');
    // A 3-mile maximum cuts the five-over-four table inside its near band.
    expect(deliveryRule(run({ delivery: { fiveOverFour: true, baseFeeInCents: 350, maxDistanceInMiles: 3 } }))?.bands).toEqual([{ feeCents: 350 }]);
  });

  it('uses the base fee given as text for the near band', () => {
    const rule = deliveryRule(run({ delivery: { baseFeeInCents: '199', fiveOverThree: 'true' } }));
    expect(rule?.bands).toEqual([{ upToMiles: 3, feeCents: 199 }, { feeCents: 500 }]);
  });

  it('follows the flag that took effect when several are set, and says so', () => {
    const result = run({ delivery: { useStepFunction: true, useUberEatsStep: true } });
    expect(deliveryRule(result)?.bands?.[0]).toEqual({ upToMiles: 1, feeCents: 640 });
    expect(result.profile.settings?.delivery).toEqual({ useStepFunction: false, useUberEatsStep: false });
    expect(result.notes.some((n) => n.includes('several legacy fee flags') && n.includes('only useUberEatsStep took effect'))).toBe(true);
  });

  it('adds no rule when no flag is set', () => {
    const result = run({ delivery: { baseFeeInCents: 399, useStepFunction: false } });
    expect(result.profile.rules).toEqual([]);
    expect(result.profile.settings?.delivery).toEqual({ baseFeeInCents: 399, useStepFunction: false });
  });
});

describe('identity, presets and the menu file', () => {
  it('takes identity from the shop record first, then the settings', () => {
    const result = run(
      { name: 'Old Name', phone: '111', city: 'Glendale', zip: 91203, enableOrdering: true },
      { shop: { name: 'Juice Stop', logo: 'logo.png' }, timeZone: 'America/New_York' },
    );
    expect(result.profile.identity).toEqual({
      name: 'Juice Stop',
      logo: 'logo.png',
      phone: '111',
      city: 'Glendale',
      zip: '91203',
      timeZone: 'America/New_York',
    });
    expect(result.profile.settings).toEqual({ enableOrdering: true, enableCashback: true });
    expect(result.notes.some((n) => n.includes('timeZone'))).toBe(false);
  });

  it.each([
    ['the menu name', {}, 'Demo Menu'],
    ['the legacy restuarantPhone spelling', { name: 'X', restuarantPhone: '(818) 555-0100' }, 'X'],
  ])('falls back to %s', (_, settings, name) => {
    const result = run(settings);
    expect(result.profile.identity.name).toBe(name);
    expect(result.profile.identity.timeZone).toBe('America/Los_Angeles');
    expect(result.notes.some((n) => n.startsWith('identity.timeZone:') && n.includes('America/Los_Angeles'))).toBe(true);
  });

  it('uses the shop id when neither record nor menu names the shop', () => {
    const result = importLegacyShop({ settings: {}, menu: { subMenus: [] }, shopId: 'demo' });
    expect(result.profile.identity.name).toBe('demo');
  });

  it('extends legacy-tags, points at the menu file and carries $schema', () => {
    const result = run({}, { schemaRef: '../../schemas/shop-profile.schema.json' });
    expect(result.profile.$schema).toBe('../../schemas/shop-profile.schema.json');
    expect(result.profile.extends).toEqual(['legacy-tags']);
    expect(result.profile.menu).toEqual({ file: 'menu.json' });
    expect(result.profile.shopId).toBe('demo');
    expect(result.menu).toEqual(MENU);
  });
});

describe('menu oddities', () => {
  const odd = {
    subMenus: [
      {
        id: 'c1',
        name: 'Tacos',
        createdAt: '2021-01-01',
        products: [
          { id: 5001, name: { en: 'A' }, price: 3, __typename: 'Product', modgroups: [{ id: 'g', name: 'G', type: 'Single', minCount: '1', required: 'true' }] },
          { id: 5002, name: { en: 'B' }, price: 'MP', __typename: 'Product' },
        ],
      },
      { id: 'c2', name: 'Empty' },
    ],
  };

  it('normalises only what the schema demands, noting each kind once with a count', () => {
    const result = importLegacyShop({ settings: {}, menu: odd, shopId: 'demo' });
    const expected: Menu = {
      subMenus: [
        {
          id: 'c1',
          name: 'Tacos',
          products: [
            { id: '5001', name: { en: 'A' }, price: 3, modgroups: [{ id: 'g', name: 'G', type: 'single', minCount: 1, required: true }] },
            { id: '5002', name: { en: 'B' }, price: 'MP' },
          ],
        },
        { id: 'c2', name: 'Empty', products: [] },
      ],
    };
    expect(result.menu).toEqual(expected);
    expect(result.notes).toEqual(
      expect.arrayContaining([
        'menu.subMenus[0].createdAt: dropped the unknown key "createdAt".',
        'menu.subMenus[0].products[0].id: the number 5001 became the text "5001". (1 more like it)',
        'menu.subMenus[0].products[0].__typename: dropped the unknown key "__typename". (1 more like it)',
        'menu.subMenus[0].products[0].modgroups[0].type: "Single" read as "single".',
        'menu.subMenus[0].products[0].modgroups[0].minCount: the text "1" became the number 1.',
        'menu.subMenus[0].products[0].modgroups[0].required: the text "true" became true.',
        'menu.subMenus[1].products: missing; set to an empty list.',
      ]),
    );
  });
});

describe('properties', () => {
  const flagsArb = fc.record(
    {
      useStepFunction: fc.boolean(),
      threeOverThree: fc.boolean(),
      fiveOverThree: fc.boolean(),
      fiveOverFour: fc.boolean(),
      useUberEatsStep: fc.boolean(),
      baseFeeInCents: fc.integer({ min: 0, max: 2000 }),
      maxDistanceInMiles: fc.integer({ min: 1, max: 80 }).map((tenths) => tenths / 10),
    },
    { requiredKeys: ['baseFeeInCents'] },
  );
  const milesArb = fc.integer({ min: 0, max: 80 }).map((tenths) => tenths / 10);

  it('the imported rule charges what the legacy flags charged, at every distance delivered', () => {
    fc.assert(
      fc.property(flagsArb, milesArb, (delivery, miles) => {
        const rule = deliveryRule(run({ delivery }));
        const m = milesOf(miles)!;
        const legacy = legacyDeliveryFee(delivery as SettingsDelivery, m);
        if (!rule) {
          expect([delivery.useStepFunction, delivery.threeOverThree, delivery.fiveOverThree, delivery.fiveOverFour, delivery.useUberEatsStep]).not.toContain(true);
          return;
        }
        // Nothing is delivered at or beyond the maximum distance (5 miles unless set), so no fee is charged there.
        if (miles >= (delivery.maxDistanceInMiles ?? 5)) return;
        expect(bandFee(rule.bands ?? [], m)).toBe(legacy);
      }),
    );
  });

  it('no band of the imported rule reaches the maximum distance (lint: DELIVERY_BAND_BEYOND_MAX_DISTANCE)', () => {
    fc.assert(
      fc.property(flagsArb, (delivery) => {
        const rule = deliveryRule(run({ delivery }));
        const max = delivery.maxDistanceInMiles ?? 5;
        for (const band of rule?.bands ?? []) if (band.upToMiles !== undefined) expect(band.upToMiles).toBeLessThan(max);
      }),
    );
  });

  it('never mutates its input and always gives the same answer', () => {
    fc.assert(
      fc.property(flagsArb, fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), (delivery, junk) => {
        const settings = { data: { text: { ...junk, delivery, taxPercentage: 'x' } } };
        const before = structuredClone(settings);
        const a = run(settings);
        const b = run(settings);
        expect(settings).toEqual(before);
        expect(a).toEqual(b);
      }),
    );
  });

  it('every unknown top-level key is dropped and named in a note', () => {
    const known = new Set(['taxPercentage', 'enableOrdering', 'delivery', 'hours', 'donation', 'news', 'name', 'phone', 'logo', 'city', 'state', 'zip', 'email', 'description', 'address_line_1', 'address_line_2', 'restuarantPhone', 'shopId', 'r_id', 'constructor', '__proto__']);
    const keyArb = fc.stringMatching(/^[a-z][A-Za-z]{2,10}$/).filter((k) => !known.has(k) && !(k in {}));
    fc.assert(
      fc.property(fc.uniqueArray(keyArb, { maxLength: 5 }), (keys) => {
        const settings = Object.fromEntries(keys.map((k) => [k, 1]));
        const result = run(settings);
        const settingsOut = result.profile.settings as Record<string, unknown>;
        for (const k of keys) {
          // Keys the schema knows stay; the rest go, each with a note naming it.
          if (k in settingsOut) continue;
          expect(result.notes).toContain(`settings.${k}: dropped the unknown key "${k}".`);
        }
      }),
    );
  });
});

describe('hostile keys', () => {
  it('drops a __proto__ key from the settings and the menu without touching prototypes', () => {
    const settings = JSON.parse('{"__proto__": {"taxPercentage": 50}, "enableOrdering": true}') as unknown;
    const menu = JSON.parse('{"subMenus": [], "__proto__": {"x": 1}}') as unknown;
    const result = importLegacyShop({ settings, menu, shopId: 'demo' });
    expect(result.profile.settings).toEqual({ enableOrdering: true, enableCashback: true });
    expect(Object.getPrototypeOf(result.profile.settings)).toBe(Object.prototype);
    expect(result.menu).toEqual({ subMenus: [] });
    expect(result.notes).toContain('settings.__proto__: dropped the unknown key "__proto__".');
    expect(result.notes).toContain('menu.__proto__: dropped the unknown key "__proto__".');
  });
});
