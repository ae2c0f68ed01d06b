import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lintProfile } from './index.js';
import { closestMatch } from '../../schemas/did-you-mean.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Menu, Modgroup, Rule, Selector, Settings } from '../../schemas/generated/types.js';

// A clean profile built by hand (defaults as the loader fills them where the checks read them).
function profile(parts: { menu?: Menu; rules?: Rule[]; settings?: Partial<Settings>; schedules?: LoadedProfile['schedules']; locations?: { shopId: string; id: string; label: string }[] } = {}): LoadedProfile {
  const menu: Menu = parts.menu ?? {
    subMenus: [
      {
        id: 'c1',
        name: 'Mains',
        tag: 'lunch',
        products: [
          {
            id: 'p1',
            name: 'Burger',
            price: '9.50',
            tags: ['50off'],
            modgroups: [
              { id: 'g1', name: 'Size', modifiers: [{ id: 'm1', name: 'Large', price: 2 }, { id: 'm2', name: 'Small', price: 0 }] },
              { id: 'g2', name: 'Sauce', showIf: 'm1', priceIf: [{ match: 'm2', price: 1 }], modifiers: [{ id: 'm3', name: 'Mayo', priceIf: [{ match: 'm1', price: '0.5' }] }] },
            ],
          },
          { id: 'p2', name: 'Fish', price: 'Market Price' },
          { id: 'p3', name: 'Fries', price: 3 },
        ],
      },
    ],
  };
  return {
    shopId: 'demo',
    identity: { name: 'Demo', timeZone: 'America/Los_Angeles', locations: parts.locations ?? [] },
    menu,
    rules: parts.rules ?? [],
    schedules: parts.schedules ?? {},
    settings: { delivery: {}, ...parts.settings } as LoadedProfile['settings'],
    presentation: {},
  };
}

const clean = profile();
const menuWith = (edit: (m: Menu) => void): Menu => {
  const m = structuredClone(clean.menu);
  edit(m);
  return m;
};
const p1 = (m: Menu) => m.subMenus[0]!.products[0]!;
const groupOf = (m: Menu, i: number) => p1(m).modgroups![i] as Modgroup;
type HideRule = Extract<Rule, { kind: 'hide' }>;
const hide = (id: string, match: HideRule['match'], extra: Partial<HideRule> = {}): Rule => ({ id, kind: 'hide', target: 'product', match, ...extra });
const promo = (id: string, code: string, exclusive: boolean, percent: number | string = 10): Rule => ({ id, kind: 'promotion', code, exclusive, effect: { type: 'percent-off', percent } });

type PromotionRule = Extract<Rule, { kind: 'promotion' }>;
const limited = (id: string, code: string, limits: NonNullable<PromotionRule['limits']>): Rule => ({ id, kind: 'promotion', code, limits, effect: { type: 'amount-off', amountCents: 500 } });

type Case = { name: string; profile: LoadedProfile; knownShopIds?: string[]; expected: [string, string, string][] };

// Burger offers "Extras" generated from the products tagged "extra" (autoGenFromTag): Bacon is one.
const autoGenMenu = menuWith((m) => {
  p1(m).modgroups!.push({ id: 'g-extra', name: 'Extras', autoGenFromTag: 'extra' });
  m.subMenus.push({ id: 'c2', name: 'Sides', products: [{ id: 't-ex-bacon', name: 'Bacon', price: 2, tags: ['extra'] }] });
});
const eightySix = (match: Selector): Rule => ({ id: '86-bacon', kind: 'unavailable', target: 'modifier', match, reason: 'OUT_OF_STOCK' });
const withPresentation = (presentation: LoadedProfile['presentation'], site?: LoadedProfile['site']): LoadedProfile => ({ ...profile(), presentation, ...(site ? { site } : {}) });

const cases: Case[] = [
  { name: 'a clean profile', profile: clean, expected: [] },
  // showIf / priceIf
  { name: 'showIf naming a modifier of another product', profile: profile({ menu: menuWith((m) => { p1(m).modgroups![1]!.showIf = 'm9'; }) }), expected: [['error', 'SHOW_IF_DANGLING', '/menu/subMenus/0/products/0/modgroups/1/showIf']] },
  { name: 'group priceIf naming no modifier', profile: profile({ menu: menuWith((m) => { p1(m).modgroups![1]!.priceIf = [{ match: 'x', price: 1 }]; }) }), expected: [['error', 'PRICE_IF_DANGLING', '/menu/subMenus/0/products/0/modgroups/1/priceIf/0/match']] },
  { name: 'modifier priceIf naming no modifier', profile: profile({ menu: menuWith((m) => { groupOf(m, 1).modifiers![0]!.priceIf = [{ match: 'm1', price: 1 }, { match: 'nope', price: 2 }]; }) }), expected: [['error', 'PRICE_IF_DANGLING', '/menu/subMenus/0/products/0/modgroups/1/modifiers/0/priceIf/1/match']] },
  // duplicate ids
  { name: 'duplicate category id', profile: profile({ menu: menuWith((m) => { m.subMenus.push({ id: 'c1', name: 'Again', products: [] }); }) }), expected: [['error', 'DUPLICATE_CATEGORY_ID', '/menu/subMenus/1/id']] },
  { name: 'duplicate product id across categories', profile: profile({ menu: menuWith((m) => { m.subMenus.push({ id: 'c2', name: 'Sides', products: [{ id: 'p3', name: 'Fries', price: 3 }] }); }) }), expected: [['error', 'DUPLICATE_PRODUCT_ID', '/menu/subMenus/1/products/0/id']] },
  { name: 'duplicate modgroup id in a product', profile: profile({ menu: menuWith((m) => { p1(m).modgroups!.push({ id: 'g1', name: 'Size again', modifiers: [] }); }) }), expected: [['error', 'DUPLICATE_MODGROUP_ID', '/menu/subMenus/0/products/0/modgroups/2/id']] },
  { name: 'duplicate modifier id across groups of a product', profile: profile({ menu: menuWith((m) => { groupOf(m, 1).modifiers!.push({ id: 'm1', name: 'Ketchup' }); }) }), expected: [['error', 'DUPLICATE_MODIFIER_ID', '/menu/subMenus/0/products/0/modgroups/1/modifiers/1/id']] },
  { name: 'the same modifier id in two products is fine', profile: profile({ menu: menuWith((m) => { m.subMenus[0]!.products[2]!.modgroups = [{ id: 'g1', name: 'Size', modifiers: [{ id: 'm1', name: 'Large' }] }]; }) }), expected: [] },
  { name: 'duplicate rule id', profile: profile({ rules: [hide('r1', { ids: ['p1'] }), hide('r1', { ids: ['p3'] })] }), expected: [['error', 'DUPLICATE_RULE_ID', '/rules/1/id']] },
  // rules that match nothing
  { name: 'a rule that matches a product by tag', profile: profile({ rules: [hide('r1', { tags: ['50off'] })] }), expected: [] },
  { name: 'a rule that matches nothing', profile: profile({ rules: [hide('r1', { tags: ['40off'] })] }), expected: [['warning', 'RULE_MATCHES_NOTHING', '/rules/0/match']] },
  { name: 'a modifier rule that matches nothing', profile: profile({ rules: [{ id: 'r', kind: 'remove-modifier', target: 'modifier', match: { nameEquals: 'Ketchup' } }] }), expected: [['warning', 'RULE_MATCHES_NOTHING', '/rules/0/match']] },
  { name: 'a promotion whose effect matches nothing', profile: profile({ rules: [{ id: 'r', kind: 'promotion', effect: { type: 'bogo-cheapest-free', match: { productIds: ['zz'] } } }] }), expected: [['warning', 'RULE_MATCHES_NOTHING', '/rules/0/effect/match']] },
  // options of an auto-generated group are the tagged products, by their ids and names
  { name: 'an 86 rule naming an auto-generated option', profile: profile({ menu: autoGenMenu, rules: [eightySix({ ids: ['t-ex-bacon'] })] }), expected: [] },
  { name: 'an 86 rule naming an auto-generated option by name', profile: profile({ menu: autoGenMenu, rules: [eightySix({ nameEquals: 'Bacon', modgroupIds: ['g-extra'] })] }), expected: [] },
  { name: 'an 86 rule with a typo in an auto-generated option id', profile: profile({ menu: autoGenMenu, rules: [eightySix({ ids: ['t-ex-bacn'] })] }), expected: [['warning', 'RULE_MATCHES_NOTHING', '/rules/0/match']] },
  { name: 'a modifier rule for a tagged product in no auto-generated group', profile: profile({ menu: autoGenMenu, rules: [eightySix({ ids: ['t-ex-bacon'], modgroupIds: ['g1'] })] }), expected: [['warning', 'RULE_MATCHES_NOTHING', '/rules/0/match']] },
  // schedules
  { name: 'a schedule running past midnight is fine', profile: profile({ schedules: { late: { from: '22:00', to: '02:00' } }, rules: [hide('r1', { ids: ['p1'] }, { when: 'late' })] }), expected: [] },
  { name: 'a named schedule with from == to', profile: profile({ schedules: { never: { from: '10:00', to: '10:00' } } }), expected: [['error', 'SCHEDULE_NEVER_OPEN', '/schedules/never/to']] },
  { name: 'an inline schedule with dateFrom after dateTo', profile: profile({ rules: [hide('r1', { ids: ['p1'] }, { when: [{ days: [1] }, { dateFrom: '2025-05-02', dateTo: '2025-05-01' }] })] }), expected: [['error', 'SCHEDULE_NEVER_OPEN', '/rules/0/when/1/dateTo']] },
  { name: 'a schedule name that is not defined', profile: profile({ rules: [hide('r1', { ids: ['p1'] }, { when: 'weekends' })] }), expected: [['error', 'SCHEDULE_UNDEFINED', '/rules/0/when']] },
  // promo codes
  { name: 'two different codes', profile: profile({ rules: [promo('a', 'SAVE10', true), promo('b', 'SAVE20', false)] }), expected: [] },
  { name: 'equal codes ignoring case, one exclusive', profile: profile({ rules: [promo('a', 'SAVE10', false), promo('b', 'save10', true)] }), expected: [['error', 'PROMO_CODE_CONFLICT', '/rules/1/code']] },
  { name: 'identical codes, none exclusive', profile: profile({ rules: [promo('a', 'SAVE10', false), promo('b', 'SAVE10', false)] }), expected: [['warning', 'PROMO_CODE_DUPLICATE', '/rules/1/code']] },
  // promo code limits
  { name: 'a code with every limit', profile: profile({ rules: [limited('a', 'WELCOME', { oncePerCustomer: true, firstOrderOnly: true, maxUses: 100, validFrom: '2026-03-01T09:00', validUntil: '2026-03-31', minItems: 2 })] }), expected: [] },
  { name: 'validUntil before validFrom', profile: profile({ rules: [limited('a', 'SPRING', { validFrom: '2026-04-01', validUntil: '2026-03-31T23:59' })] }), expected: [['error', 'PROMO_VALID_UNTIL_NOT_AFTER_FROM', '/rules/0/limits/validUntil']] },
  { name: 'validUntil equal to validFrom', profile: profile({ rules: [limited('a', 'SPRING', { validFrom: '2026-04-01T10:00', validUntil: '2026-04-01T10:00' })] }), expected: [['error', 'PROMO_VALID_UNTIL_NOT_AFTER_FROM', '/rules/0/limits/validUntil']] },
  { name: 'a one-day code (validUntil a date alone, the same day as validFrom)', profile: profile({ rules: [limited('a', 'ONEDAY', { validFrom: '2026-04-01', validUntil: '2026-04-01' })] }), expected: [] },
  { name: 'a negative budget', profile: profile({ rules: [limited('a', 'SAVE', { maxUses: -5 })] }), expected: [['error', 'PROMO_MAX_USES_NEGATIVE', '/rules/0/limits/maxUses']] },
  { name: 'a budget of 0 (the code is spent)', profile: profile({ rules: [limited('a', 'SAVE', { maxUses: 0 })] }), expected: [] },
  {
    name: 'counted limits on a promotion without a code',
    profile: profile({ rules: [{ id: 'auto', kind: 'promotion', limits: { oncePerCustomer: true, firstOrderOnly: true, maxUses: 10 }, effect: { type: 'percent-off', percent: 10 } }] }),
    expected: [['error', 'PROMO_LIMIT_WITHOUT_CODE', '/rules/0/limits/maxUses'], ['error', 'PROMO_LIMIT_WITHOUT_CODE', '/rules/0/limits/oncePerCustomer'], ['error', 'PROMO_LIMIT_WITHOUT_CODE', '/rules/0/limits/firstOrderOnly']],
  },
  { name: 'dates and minItems on a promotion without a code work as conditions', profile: profile({ rules: [{ id: 'auto', kind: 'promotion', limits: { validFrom: '2026-03-01', validUntil: '2026-03-31', minItems: 3 }, effect: { type: 'percent-off', percent: 10 } }] }), expected: [] },
  // percentages
  { name: 'tax as a numeric string over 100', profile: profile({ settings: { taxPercentage: '950' } }), expected: [['error', 'PERCENT_OUT_OF_RANGE', '/settings/taxPercentage']] },
  { name: 'service percentage over 100', profile: profile({ settings: { allServicePercentage: '100.5' } }), expected: [['error', 'PERCENT_OUT_OF_RANGE', '/settings/allServicePercentage']] },
  { name: 'service percentage of exactly 100 is allowed', profile: profile({ settings: { allServicePercentage: '100' } }), expected: [] },
  { name: 'an item taxP over 100', profile: profile({ menu: menuWith((m) => { m.subMenus[0]!.products[2]!.taxP = '101'; }) }), expected: [['error', 'PERCENT_OUT_OF_RANGE', '/menu/subMenus/0/products/2/taxP']] },
  { name: 'a percent-off over 100', profile: profile({ rules: [promo('a', 'BIG', false, '150')] }), expected: [['error', 'DISCOUNT_OVER_100_PERCENT', '/rules/0/effect/percent']] },
  // delivery bands
  {
    name: 'increasing bands with the catch-all last',
    profile: profile({ rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 1, feeCents: 640 }, { upToMiles: 2, feeCents: 830 }, { feeCents: 1400 }] }] }),
    expected: [],
  },
  {
    name: 'bands that do not increase',
    profile: profile({ rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 3, feeCents: 0 }, { upToMiles: 3, feeCents: 300 }] }] }),
    expected: [['error', 'DELIVERY_BANDS_NOT_INCREASING', '/rules/0/bands/1/upToMiles']],
  },
  {
    name: 'a catch-all band before the last',
    profile: profile({ rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ feeCents: 500 }, { upToMiles: 3, feeCents: 300 }] }] }),
    expected: [['error', 'DELIVERY_CATCH_ALL_NOT_LAST', '/rules/0/bands/0']],
  },
  // bands against settings.delivery.maxDistanceInMiles (5 when unset): none is delivered at or beyond it
  {
    name: 'bands that end inside the maximum distance',
    profile: profile({ settings: { delivery: { maxDistanceInMiles: 8 } }, rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 5, feeCents: 295 }, { feeCents: 500 }] }] }),
    expected: [],
  },
  {
    name: 'a band ending exactly at the maximum distance, then a band that is never used',
    profile: profile({ rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 3, feeCents: 0 }, { upToMiles: 5, feeCents: 300 }, { feeCents: 500 }] }] }),
    expected: [
      ['warning', 'DELIVERY_BAND_BEYOND_MAX_DISTANCE', '/rules/0/bands/1/upToMiles'],
      ['warning', 'DELIVERY_BAND_BEYOND_MAX_DISTANCE', '/rules/0/bands/2'],
    ],
  },
  {
    name: 'a band past the maximum distance',
    profile: profile({ settings: { delivery: { maxDistanceInMiles: 6 } }, rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 4, feeCents: 0 }, { upToMiles: 7, feeCents: 300 }] }] }),
    expected: [['warning', 'DELIVERY_BAND_BEYOND_MAX_DISTANCE', '/rules/0/bands/1/upToMiles']],
  },
  // deals
  {
    name: 'a deal discount within the matched prices',
    profile: profile({ rules: [{ id: 'deal', kind: 'promotion', effect: { type: 'fixed-price-deal', match: { ids: ['p1'] }, discountCents: 450, remainderMinCents: 1000 } }] }),
    expected: [],
  },
  {
    name: 'a deal discount above a matched price',
    profile: profile({ rules: [{ id: 'deal', kind: 'promotion', effect: { type: 'fixed-price-deal', match: { ids: ['p3'] }, discountCents: 301, remainderMinCents: 1000 } }] }),
    expected: [['warning', 'DEAL_DISCOUNT_EXCEEDS_PRICE', '/rules/0/effect/discountCents']],
  },
  {
    // Burger 9.50: a $5.00 deal price charges 950 - 450 = 500.
    name: 'a deal price that the discount charges',
    profile: profile({ rules: [{ id: 'deal', kind: 'promotion', effect: { type: 'fixed-price-deal', match: { ids: ['p1'] }, dealPriceCents: 500, discountCents: 450, remainderMinCents: 1000 } }] }),
    expected: [],
  },
  {
    // 950 - 400 = 550, not the 500 shown.
    name: 'a deal price the discount does not charge',
    profile: profile({ rules: [{ id: 'deal', kind: 'promotion', effect: { type: 'fixed-price-deal', match: { ids: ['p1'] }, dealPriceCents: 500, discountCents: 400, remainderMinCents: 1000 } }] }),
    expected: [['error', 'DEAL_PRICE_MISMATCH', '/rules/0/effect/dealPriceCents']],
  },
  {
    name: 'a deal priced by its deal price alone',
    profile: profile({ rules: [{ id: 'deal', kind: 'promotion', effect: { type: 'fixed-price-deal', match: { ids: ['p1'] }, dealPriceCents: 500, remainderMinCents: 1000 } }] }),
    expected: [],
  },
  // prices
  { name: 'a price that does not parse', profile: profile({ menu: menuWith((m) => { m.subMenus[0]!.products[2]!.price = 'three dollars'; }) }), expected: [['error', 'PRICE_UNPARSEABLE', '/menu/subMenus/0/products/2/price']] },
  { name: 'a negative price string', profile: profile({ menu: menuWith((m) => { groupOf(m, 0).modifiers![0]!.price = '-1'; }) }), expected: [['error', 'PRICE_UNPARSEABLE', '/menu/subMenus/0/products/0/modgroups/0/modifiers/0/price']] },
  { name: 'MP, market, a $ sign and an option\'s empty price are fine', profile: profile({ menu: menuWith((m) => { const ps = m.subMenus[0]!.products; ps[0]!.price = 'MP'; ps[1]!.price = 'market'; ps[2]!.price = '$3.50'; groupOf(m, 0).modifiers![1]!.price = ''; }) }), expected: [] },
  { name: 'numeric text with no digit before or after the point, or a plus sign, is a price', profile: profile({ menu: menuWith((m) => { const ps = m.subMenus[0]!.products; ps[0]!.price = '.99'; ps[1]!.price = '5.'; ps[2]!.price = '+5'; groupOf(m, 0).modifiers![0]!.price = '.5'; }) }), expected: [] },
  { name: 'hex and exponent prices do not parse', profile: profile({ menu: menuWith((m) => { const ps = m.subMenus[0]!.products; ps[0]!.price = '0x10'; ps[1]!.price = '1e3'; }) }), expected: [['error', 'PRICE_UNPARSEABLE', '/menu/subMenus/0/products/0/price'], ['error', 'PRICE_UNPARSEABLE', '/menu/subMenus/0/products/1/price']] },
  { name: 'a negative price with no digit before the point', profile: profile({ menu: menuWith((m) => { groupOf(m, 0).modifiers![0]!.price = '-.5'; }) }), expected: [['error', 'PRICE_UNPARSEABLE', '/menu/subMenus/0/products/0/modgroups/0/modifiers/0/price']] },
  // a product with no price is sold at market price: said, so it is not by mistake
  { name: 'a product without a price', profile: profile({ menu: menuWith((m) => { delete m.subMenus[0]!.products[2]!.price; }) }), expected: [['warning', 'PRICE_MISSING', '/menu/subMenus/0/products/2']] },
  { name: 'a product whose price is null or blank', profile: profile({ menu: menuWith((m) => { m.subMenus[0]!.products[1]!.price = null; m.subMenus[0]!.products[2]!.price = ' '; }) }), expected: [['warning', 'PRICE_MISSING', '/menu/subMenus/0/products/1/price'], ['warning', 'PRICE_MISSING', '/menu/subMenus/0/products/2/price']] },
  { name: 'an option without a price is free, not a finding', profile: profile({ menu: menuWith((m) => { delete groupOf(m, 0).modifiers![0]!.price; }) }), expected: [] },
  // min/max
  { name: 'minCount equal to maxCount is fine', profile: profile({ menu: menuWith((m) => { Object.assign(p1(m).modgroups![0]!, { minCount: 1, maxCount: 1 }); }) }), expected: [] },
  { name: 'minCount above maxCount', profile: profile({ menu: menuWith((m) => { Object.assign(p1(m).modgroups![0]!, { minCount: 3, maxCount: 2 }); }) }), expected: [['error', 'MODGROUP_MIN_OVER_MAX', '/menu/subMenus/0/products/0/modgroups/0/minCount']] },
  // locations
  { name: 'a location whose shop has a profile', profile: profile({ locations: [{ shopId: 'demo-2', id: 'b', label: 'B' }] }), knownShopIds: ['demo', 'demo-2'], expected: [] },
  { name: 'a location whose shop has no profile', profile: profile({ locations: [{ shopId: 'demo-3', id: 'c', label: 'C' }] }), knownShopIds: ['demo'], expected: [['error', 'LOCATION_WITHOUT_PROFILE', '/identity/locations/0/shopId']] },
  { name: 'locations are not checked without knownShopIds', profile: profile({ locations: [{ shopId: 'demo-3', id: 'c', label: 'C' }] }), expected: [] },
  // the site's default shop, a category page's category, menuSettings keys
  { name: 'a default shop that has a profile', profile: withPresentation({}, { id: 'demo', defaultShopId: 'demo-2' }), knownShopIds: ['demo', 'demo-2'], expected: [] },
  { name: 'a default shop that has no profile', profile: withPresentation({}, { id: 'demo', defaultShopId: 'demo-3' }), knownShopIds: ['demo', 'demo-2'], expected: [['error', 'DEFAULT_SHOP_WITHOUT_PROFILE', '/site/defaultShopId']] },
  { name: 'the default shop is not checked without knownShopIds', profile: withPresentation({}, { id: 'demo', defaultShopId: 'demo-3' }), expected: [] },
  { name: 'a category page showing a menu category', profile: withPresentation({ pages: [{ path: '/mains', title: 'Mains', kind: 'category', categoryId: 'c1' }] }), expected: [] },
  { name: 'a category page naming no category of the menu', profile: withPresentation({ pages: [{ path: '/about', title: 'About', kind: 'content' }, { path: '/tacos', title: 'Tacos', kind: 'category', categoryId: 'c-tacos' }] }), expected: [['error', 'PAGE_CATEGORY_UNKNOWN', '/presentation/pages/1/categoryId']] },
  { name: 'a category page without a categoryId', profile: withPresentation({ pages: [{ path: '/tacos', title: 'Tacos', kind: 'category' }] }), expected: [['error', 'PAGE_CATEGORY_UNKNOWN', '/presentation/pages/0']] },
  { name: 'menuSettings for a product and an option of the menu', profile: profile({ settings: { menuSettings: { p3: { outOfStock: 'OUT_OF_STOCK' }, m3: { outOfStock: 'OUT_OF_STOCK' } } } }), expected: [] },
  { name: 'menuSettings for an id the menu does not have', profile: profile({ settings: { menuSettings: { p3: { outOfStock: 'OUT_OF_STOCK' }, 'p/33': { outOfStock: 'OUT_OF_STOCK' } } } }), expected: [['warning', 'MENU_SETTINGS_UNKNOWN_PRODUCT', '/settings/menuSettings/p~133']] },
  // legacy delivery flags
  { name: 'a legacy step flag alone is fine', profile: profile({ settings: { delivery: { fiveOverFour: true } } }), expected: [] },
  {
    name: 'a legacy step flag with a delivery-fee rule',
    profile: profile({ settings: { delivery: { useUberEatsStep: true } }, rules: [{ id: 'fee', kind: 'delivery-fee', model: 'linear', baseFeeInCents: 300 }] }),
    expected: [['warning', 'LEGACY_DELIVERY_FLAGS_WITH_RULE', '/settings/delivery/useUberEatsStep']],
  },
];

describe('lintProfile: every check passes a good example and fails a bad one', () => {
  it.each(cases)('$name', ({ profile: p, knownShopIds, expected }) => {
    const findings = lintProfile(p, knownShopIds ? { knownShopIds } : {});
    expect(findings.map((f) => [f.severity, f.code, f.path])).toEqual(expected);
    for (const f of findings) {
      expect(f.message.length).toBeGreaterThan(10);
      expect(f.hint.length).toBeGreaterThan(10);
    }
  });

  it('says why a band ending at the maximum distance misses its end, and how to fix it', () => {
    const p = profile({ settings: { delivery: { maxDistanceInMiles: 5 } }, rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 3, feeCents: 0 }, { upToMiles: 5, feeCents: 300 }] }] });
    expect(lintProfile(p).map((f) => [f.message, f.hint])).toEqual([
      [
        'Band 2 of rule "fee" goes up to and including 5 miles, but nothing is delivered at or beyond 5 miles (settings.delivery.maxDistanceInMiles), so an address at exactly 5 miles is refused instead of charged this band.',
        'To deliver at exactly 5 miles, raise settings.delivery.maxDistanceInMiles above 5 (e.g. 5.5). To stop before 5 miles, make this the last band and remove its upToMiles: it then covers every distance below the maximum.',
      ],
    ]);
  });

  it('does not report preset rules that match nothing, but does report profile rules', () => {
    const p = profile({ rules: [hide('preset-rule', { tags: ['tuesday-only'] }), hide('own-rule', { tags: ['tuesday-only'] })] });
    const findings = lintProfile(p, { ruleSources: [{ preset: 'legacy-tags', index: 0 }, { index: 0 }] });
    expect(findings.map((f) => [f.code, f.path])).toEqual([['RULE_MATCHES_NOTHING', '/rules/1/match']]);
  });

  it('suggests the closest menu id for a mistyped id in a selector', () => {
    const p = profile({ rules: [hide('r1', { ids: ['p33', 'zzzzzz'] }), { id: 'r2', kind: 'remove-modifier', target: 'modifier', match: { ids: ['m33'] } }] });
    const findings = lintProfile(p, { closestMatch });
    expect(findings.map((f) => [f.code, f.path])).toEqual([['RULE_MATCHES_NOTHING', '/rules/0/match'], ['RULE_MATCHES_NOTHING', '/rules/1/match']]);
    expect(findings[0]!.hint).toMatch(/^"p33" is not a product id: did you mean "p3"\? Check/);
    expect(findings[0]!.hint).not.toContain('zzzzzz');
    expect(findings[1]!.hint).toMatch(/^"m33" is not a modifier id: did you mean "m3"\?/);
    expect(lintProfile(p)[0]!.hint).toMatch(/^Check the ids/);
  });

  it('names the auto-generated option a mistyped 86 rule meant', () => {
    const [f] = lintProfile(profile({ menu: autoGenMenu, rules: [eightySix({ ids: ['t-ex-bacn'] })] }), { closestMatch });
    expect(f!.hint).toMatch(/^"t-ex-bacn" is not a modifier id: did you mean "t-ex-bacon"\?/);
  });

  it('says how to fix a dangling page, default shop or menu setting, with the id meant', () => {
    const p = { ...withPresentation({ pages: [{ path: '/mains', title: 'Mains', kind: 'category', categoryId: 'c2' }] }, { id: 'demo', defaultShopId: 'dem0-2' }), settings: { delivery: {}, menuSettings: { p4: { outOfStock: 'OUT_OF_STOCK' } } } as unknown as LoadedProfile['settings'] };
    const findings = lintProfile(p, { knownShopIds: ['demo', 'demo-2'], closestMatch });
    expect(findings.map((f) => [f.code, f.hint])).toEqual([
      ['DEFAULT_SHOP_WITHOUT_PROFILE', 'Did you mean "demo-2"? Name one of the site\'s shops ("demo"), or add a profile with "shopId": "dem0-2".'],
      ['PAGE_CATEGORY_UNKNOWN', 'Did you mean "c1"? Use the id of a menu category ("c1").'],
      ['MENU_SETTINGS_UNKNOWN_PRODUCT', 'Did you mean "p1"? Key each entry by the id of a product (or option) in the menu, or remove the entry.'],
    ]);
  });

  it('says a product without a price is sold at market price, and how to price it', () => {
    const [f] = lintProfile(profile({ menu: menuWith((m) => { delete m.subMenus[0]!.products[2]!.price; }) }));
    expect(f!.message).toBe('The product "Fries" (p3) has no price, so it is sold at market price: priced $0.00 in the cart, paid in person (a prepaid card order with it is refused).');
    expect(f!.hint).toBe('Give it a price in dollars, e.g. "price": "12.95"; to sell it at market price on purpose, write "price": "MP".');
  });

  it('places findings with the locate callback', () => {
    const findings = lintProfile(profile({ rules: [hide('r1', { tags: ['none'] })] }), {
      locate: (path) => ({ file: 'demo.profile.json', path: path.replace('/rules/0', '/rules/5'), line: 42, column: 7 }),
    });
    expect(findings.map((f) => [f.file, f.path, f.line, f.column])).toEqual([['demo.profile.json', '/rules/5/match', 42, 7]]);
  });
});

describe('properties', () => {
  it('band tables sorted strictly by upToMiles with the catch-all last, inside the maximum distance, never fail', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }), fc.boolean(), (miles, catchAll) => {
        const sorted = [...miles].sort((a, b) => a - b);
        const bands = [...sorted.map((m) => ({ upToMiles: m, feeCents: 100 })), ...(catchAll ? [{ feeCents: 900 }] : [])] as [{ upToMiles?: number; feeCents: number }, ...{ upToMiles?: number; feeCents: number }[]];
        // Delivered up to (not including) 51 miles, past every band's end.
        const findings = lintProfile(profile({ settings: { delivery: { maxDistanceInMiles: 51 } }, rules: [{ id: 'fee', kind: 'delivery-fee', model: 'bands', bands }] }));
        expect(findings).toEqual([]);
      }),
    );
  });
  it('a numeric price string never fails the price check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 99 }), (d, c) => {
        const findings = lintProfile(profile({ menu: menuWith((m) => { m.subMenus[0]!.products[2]!.price = `${d}.${String(c).padStart(2, '0')}`; }) }));
        expect(findings).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
