import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../tests/fixtures/pricing-profile.js';
import { loadProfile } from '../../schemas/loader.js';
import { explainProfile } from './index.js';

describe('explainProfile', () => {
  const profile = makeProfile({
    settings: { delivery: { useStepFunction: true } },
    rules: [
      { id: 'SAVE20', kind: 'promotion', code: 'SAVE20', effect: { type: 'percent-off', percent: 20 } },
      { id: 'tag-50off', kind: 'price-factor', target: 'product', match: { tags: ['50off'] }, factor: '0.5' },
      { id: 'bogo', kind: 'promotion', priority: 3, exclusive: true, description: 'Taco Tuesday.', effect: { type: 'bogo-cheapest-free', match: { tags: ['taco'] } }, conditions: { when: { days: [2] } } },
      { id: 'breakfast', kind: 'hide', target: 'category', match: { categoryTags: ['breakfast'] }, when: { days: [1, 2, 3, 4, 5] } },
      { id: 'lim', kind: 'quantity-limit', match: { nameContains: '(limit 5)' }, max: 5, scope: 'cart', message: 'You can not have more than 5 promo tacos in your cart.' },
      { id: 'lim-default', kind: 'quantity-limit', match: { tags: ['soda'] }, max: 2, scope: 'cart' },
      { id: 'tax', kind: 'tax-rate', match: { categoryNameContains: 'Bar' }, percent: '10.25' },
      { id: 'up', kind: 'price-increase', target: 'product', match: { ids: ['p-1'] }, amountCents: 100, enabled: false },
      { id: 'welcome', kind: 'promotion', code: 'WELCOME5', limits: { validFrom: '2026-03-01T09:00', validUntil: '2026-03-31', maxUses: 100, oncePerCustomer: true, firstOrderOnly: true, minItems: 2 }, effect: { type: 'amount-off', amountCents: 500 } },
      { id: 'spring', kind: 'promotion', limits: { validUntil: '2026-04-01T18:00' }, effect: { type: 'percent-off', percent: 5 } },
    ],
  });
  const entries = explainProfile(profile);
  it.each([
    ['SAVE20', 'Promotion SAVE20: 20% off the order when code SAVE20 is entered (priority 0).'],
    ['tag-50off', 'Products tagged 50off cost 0.5 × price, rounded down to the cent.'],
    ['bogo', 'Promotion bogo: buy one, get one free on items tagged taco (the cheaper of each pair is free) when it is on Tuesday (priority 3, exclusive: never combined with another promotion). Note: Taco Tuesday.'],
    ['breakfast', 'Categories tagged breakfast are hidden on Monday, Tuesday, Wednesday, Thursday or Friday.'],
    ['lim', 'Products whose name contains "(limit 5)": at most 5 per cart ("You can not have more than 5 promo tacos in your cart.").'],
    ['lim-default', 'Products tagged soda: at most 2 per cart.'],
    ['tax', 'Products in a category whose name contains "Bar" are taxed at 10.25% (an item\'s own tax rate still wins).'],
    ['up', '(disabled) Products with id p-1 cost $1.00 more (free ones stay free).'],
    ['welcome', "Promotion welcome: $5.00 off the order when code WELCOME5 is entered (priority 0). Limits: from March 1, 2026 at 09:00 until the end of March 31, 2026 (the shop's clock); 100 uses in all, across every customer; once per customer (by verified phone number); only on a customer's first order here (by verified phone number); at least 2 items in the cart; a code that breaks a limit is refused with its own message."],
    ['spring', "Promotion spring: 5% off the order automatically (priority 0). Limits: until April 1, 2026 at 18:00 (the shop's clock)."],
    ['settings.delivery', 'Delivery fee by distance (useStepFunction): $2.95 up to 5 miles, $5.00 beyond; not delivered at or beyond 5 miles (from the shop settings).'],
  ])('%s', (ruleId, text) => {
    expect(entries.find((e) => e.ruleId === ruleId)?.text).toBe(text);
  });
  it('explains every rule once, in order', () => {
    expect(entries.map((e) => e.ruleId)).toEqual(['SAVE20', 'tag-50off', 'bogo', 'breakfast', 'lim', 'lim-default', 'tax', 'up', 'welcome', 'spring', 'settings.delivery']);
  });
});

describe('explainProfile of a shop that does not deliver', () => {
  it('says delivery is off rather than a fee from the settings', () => {
    const entries = explainProfile(makeProfile({ settings: { delivery: { disableDelivery: true, baseFeeInCents: 299 } } }));
    expect(entries.find((e) => e.ruleId === 'settings.delivery')?.text).toBe('No delivery: a delivery cart is refused (DELIVERY_DISABLED) while settings.delivery.disableDelivery is on.');
  });
});

describe('explainProfile with the rest of the profile', () => {
  const loaded = loadProfile({
    value: {
      shopId: 'sched',
      identity: { name: 'Sched', timeZone: 'America/Los_Angeles' },
      settings: { delivery: { maxDistanceInMiles: 6 } },
      menu: { subMenus: [] },
      schedules: { lunch: { days: 'mon-fri', from: '11:00', to: '15:00' }, 'holiday-week': { dateFrom: '2026-12-21', dateTo: '2026-12-27' } },
      rules: [
        { id: 'lunch-only', kind: 'show-only', target: 'category', match: { tags: ['lunch'] }, when: 'lunch' },
        { id: 'promo', kind: 'promotion', effect: { type: 'percent-off', percent: 10 }, conditions: { when: ['lunch', 'holiday-week'] } },
        { id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 3, feeCents: 300 }, { feeCents: 500 }] },
      ],
    },
  });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.findings));
  const text = (id: string) => explainProfile(loaded.profile).find((e) => e.ruleId === id)?.text;
  it('spells out the days and times of a named schedule', () => {
    expect(text('lunch-only')).toBe('Categories tagged lunch are shown only during schedule lunch (on Monday, Tuesday, Wednesday, Thursday or Friday from 11:00 to 15:00).');
    expect(text('promo')).toBe(
      'Promotion promo: 10% off the order when it is during schedule lunch (on Monday, Tuesday, Wednesday, Thursday or Friday from 11:00 to 15:00) or during schedule holiday-week (between 2026-12-21 and 2026-12-27) (priority 0).',
    );
  });
  it('says where a delivery-fee rule stops delivering', () => {
    expect(text('fee')).toBe('Delivery fee by distance: $3.00 up to 3 miles, $5.00 beyond; not delivered at or beyond 6 miles (settings.delivery.maxDistanceInMiles).');
  });
});

describe('explainProfile: the free-delivery threshold of a delivery-fee rule', () => {
  const explainFee = (fee: Record<string, unknown>, free?: number): string | undefined => {
    const loaded = loadProfile({
      value: {
        shopId: 'free',
        identity: { name: 'Free', timeZone: 'America/Los_Angeles' },
        settings: { delivery: free === undefined ? {} : { freeDeliveryQualifyingSubtotalInCents: free } },
        menu: { subMenus: [] },
        rules: [{ id: 'fee', kind: 'delivery-fee', model: 'linear', baseFeeInCents: 199, feeInCentsPerMile: 50, baseFeeMiles: 2, ...fee }],
      },
    });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.findings));
    return explainProfile(loaded.profile).find((e) => e.ruleId === 'fee')?.text;
  };

  it("names the settings' threshold, which waives the rule's fee when the rule has none", () => {
    expect(explainFee({}, 4000)).toBe('Delivery fee $1.99 plus $0.50 per mile beyond 2 miles; free when the subtotal is over $40.00 (settings.delivery.freeDeliveryQualifyingSubtotalInCents); not delivered at or beyond 5 miles (settings.delivery.maxDistanceInMiles).');
  });

  it("names the rule's own threshold, which wins over the settings'", () => {
    expect(explainFee({ freeOverSubtotalCents: 3000 }, 4000)).toBe('Delivery fee $1.99 plus $0.50 per mile beyond 2 miles; free when the subtotal is over $30.00; not delivered at or beyond 5 miles (settings.delivery.maxDistanceInMiles).');
    // A rule's 0 turns the settings' threshold off (the engine charges the fee whatever the subtotal).
    expect(explainFee({ freeOverSubtotalCents: 0 }, 4000)).toBe('Delivery fee $1.99 plus $0.50 per mile beyond 2 miles; not delivered at or beyond 5 miles (settings.delivery.maxDistanceInMiles).');
    expect(explainFee({})).toBe('Delivery fee $1.99 plus $0.50 per mile beyond 2 miles; not delivered at or beyond 5 miles (settings.delivery.maxDistanceInMiles).');
  });
});

describe('explainProfile: combos', () => {
  const menu = {
    subMenus: [
      { id: 'c-slices', name: 'Slices', products: [{ id: 'p-cheese', name: 'Cheese Slice', price: 3.5, tags: ['slice'] }, { id: 'p-pep', name: 'Pepperoni Slice', price: 4, tags: ['slice'] }] },
      { id: 'c-drinks', name: 'Drinks', products: [{ id: 'p-cola', name: 'Cola', price: 2 }, { id: 'p-lemonade', name: 'Lemonade', price: 2.5 }] },
      {
        id: 'c-deals',
        name: 'Deals',
        products: [
          {
            id: 'p-deal',
            name: '2 Slices and a Drink',
            price: '8.99',
            combo: {
              slots: [
                { id: 's-slices', name: 'Slices', from: { tags: ['slice'] }, count: 2, upcharges: { 'p-pep': '1.00' } },
                { id: 's-drink', name: 'Drink', from: { categories: ['c-drinks'] } },
              ],
            },
          },
        ],
      },
    ],
  };
  const profile = { ...makeProfile(), menu } as ReturnType<typeof makeProfile>;
  it('says each combo once, after the rules, with its slots, what they offer and the upcharges', () => {
    const entries = explainProfile(profile);
    expect(entries.filter((e) => e.kind === 'combo')).toEqual([
      {
        ruleId: 'p-deal',
        kind: 'combo',
        text: 'The combo "2 Slices and a Drink" ($8.99) is sold as one line: Slices: choose 2 of Cheese Slice, Pepperoni Slice (+$1.00); Drink: choose 1 of Cola, Lemonade. A chosen product\'s own price is not charged; its upcharge and the options picked on it are, and promotions and tax treat the combo as one item.',
      },
    ]);
    expect(entries.at(-1)!.kind).toBe('combo');
  });
});
