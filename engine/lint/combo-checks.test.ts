import { describe, expect, it } from 'vitest';
import { closestMatch } from '../../schemas/did-you-mean.js';
import { loadMenu } from '../../schemas/loader.js';
import type { ComboSlot, Menu } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { lintMenu, lintProfile } from './index.js';

const DEAL = '/menu/subMenus/2/products/0';

function menu(slots: ComboSlot[], extraDeal = false): Menu {
  return {
    subMenus: [
      { id: 'c-slices', name: 'Slices', products: [{ id: 'p-cheese', name: 'Cheese Slice', price: 3.5, tags: ['slice'] }, { id: 'p-pep', name: 'Pepperoni Slice', price: 4, tags: ['slice'] }] },
      { id: 'c-drinks', name: 'Drinks', products: [{ id: 'p-cola', name: 'Cola', price: 2 }] },
      {
        id: 'c-deals',
        name: 'Deals',
        products: [
          { id: 'p-deal', name: 'Slice Deal', price: 8.99, tags: ['deal'], combo: { slots: slots as [ComboSlot, ...ComboSlot[]] } },
          ...(extraDeal ? [{ id: 'p-party', name: 'Party Pack', price: 30, tags: ['slice'], combo: { slots: [{ id: 's', name: 'Any', from: { productIds: ['p-cola'] } }] as [ComboSlot] } }] : []),
        ],
      },
    ],
  };
}

const profileOf = (m: Menu): LoadedProfile =>
  ({ shopId: 'demo', identity: { name: 'Demo', timeZone: 'America/Los_Angeles', locations: [] }, menu: m, rules: [], schedules: {}, settings: { delivery: {} }, presentation: {} }) as unknown as LoadedProfile;

const SLICES: ComboSlot = { id: 's-slices', name: 'Slices', from: { tags: ['slice'] }, count: 2, upcharges: { 'p-pep': '1.00' } };
const DRINK: ComboSlot = { id: 's-drink', name: 'Drink', from: { categories: ['c-drinks'] } };

describe('combo lint', () => {
  it.each([
    ['a clean combo', menu([SLICES, DRINK]), []],
    ['a slot that matches no product', menu([SLICES, { id: 's-drink', name: 'Drink', from: { categories: ['c-drink'] } }]), [['error', 'COMBO_SLOT_EMPTY', `${DEAL}/combo/slots/1/from`]]],
    ['a slot that offers only combos', menu([SLICES, { id: 's-more', name: 'More', from: { productIds: ['p-deal'] } }]), [['error', 'COMBO_NESTED', `${DEAL}/combo/slots/1/from/productIds/0`], ['error', 'COMBO_SLOT_EMPTY', `${DEAL}/combo/slots/1/from`]]],
    ['a combo a tag brings into a slot', menu([SLICES, DRINK], true), [['warning', 'COMBO_NESTED', `${DEAL}/combo/slots/0/from`]]],
    ['two slots with one id', menu([SLICES, { ...DRINK, id: 's-slices' }]), [['error', 'DUPLICATE_COMBO_SLOT_ID', `${DEAL}/combo/slots/1/id`]]],
    ['an upcharge for a product the slot does not offer', menu([SLICES, { ...DRINK, upcharges: { 'p-lemonade': '0.50' } }]), [['warning', 'COMBO_UPCHARGE_UNUSED', `${DEAL}/combo/slots/1/upcharges/p-lemonade`]]],
  ] as const)('%s', (_name, m, expected) => {
    const findings = lintProfile(profileOf(m));
    expect(findings.map((f) => [f.severity, f.code, f.path])).toEqual(expected);
  });

  it('says what is wrong and how to fix it, with the closest id', () => {
    const [f] = lintProfile(profileOf(menu([SLICES, { id: 's-drink', name: 'Drink', from: { categories: ['c-drink'] } }])), { closestMatch });
    expect(f!.message).toBe('The slot "Drink" of the combo "Slice Deal" offers no product: no product of the menu is category c-drink (combos aside), so the combo can never be ordered.');
    expect(f!.hint).toBe('"c-drink" is not a category id: did you mean "c-drinks"? Name products by id in from.productIds, a tag the products carry in from.tags, or a category id in from.categories.');
    const [nested] = lintProfile(profileOf(menu([SLICES, { id: 's-more', name: 'More', from: { productIds: ['p-cola', 'p-deal'] } }])));
    expect(nested!.message).toBe('The slot "More" of the combo "Slice Deal" offers "Slice Deal", which is this combo itself; a combo is never chosen inside a combo, so it is left out of the slot.');
    expect(nested!.hint).toBe('Remove "p-deal" from from.productIds, or list the products it is made of instead.');
    expect(nested!.path).toBe(`${DEAL}/combo/slots/1/from/productIds/1`);
  });

  it('checks a menu file on its own, with paths into the file', () => {
    const findings = lintMenu(menu([{ id: 's', name: 'Sauce', from: { tags: ['sauce'] } }]));
    expect(findings.map((f) => [f.code, f.path])).toEqual([['COMBO_SLOT_EMPTY', '/subMenus/2/products/0/combo/slots/0/from']]);
  });

  it('a count below 1 is refused by the schema at its line', () => {
    const m = menu([{ ...SLICES, count: 0 }, DRINK]);
    const text = JSON.stringify(m, null, 2);
    const loaded = loadMenu({ text, file: 'demo.menu.json' });
    expect(loaded.ok).toBe(false);
    const f = loaded.findings.find((x) => x.path === '/subMenus/2/products/0/combo/slots/0/count');
    expect([f?.code, f?.severity, f?.message.includes('must be at least 1'), f?.line]).toEqual(['BAD_VALUE', 'error', true, text.split('\n').findIndex((l) => l.includes('"count": 0')) + 1]);
  });
});
