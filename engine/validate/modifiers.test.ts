/**
 * Halves, levels, options that start picked, the shared group library and nested groups, priced
 * and validated on tests/fixtures/modifiers-menu.ts. Every amount is worked by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveProduct } from '../menu/resolve.js';
import type { ResolvedProduct } from '../menu/types.js';
import { priceCart } from '../pricing/index.js';
import { effectivePicks } from './effective-picks.js';
import type { CustomerPicks } from './picks.js';
import { pricePicks } from './price-picks.js';
import { pickDepth, pickLabel } from './pick-label.js';
import { validateItem } from './validate-item.js';
import { MODIFIERS_MENU, modifiersProfile } from '../../tests/fixtures/modifiers-menu.js';

const NOON = Date.UTC(2026, 2, 10, 19, 0, 0);
const profile = modifiersProfile();

function product(id: string): ResolvedProduct {
  const p = resolveProduct(profile, id, NOON);
  if (!p) throw new Error(`no product ${id}`);
  return p;
}

const unit = (id: string, picks: CustomerPicks): number => pricePicks(product(id), picks).unitCents;
const codes = (id: string, picks: CustomerPicks): string[] => validateItem(product(id), { customerPicks: picks }).issues.map((i) => i.code);

// The pie starts with cheese ($0), tomato sauce ($1.00) and basil ($0.75): 1200 + 0 + 100 + 75 = 1375 at 12in.
describe('halves (portions)', () => {
  it.each<[string, string, CustomerPicks, number]>([
    ['12in, nothing added: the options that start picked', 'p-pie', { 'm-12': true }, 1375],
    ['mushrooms on the whole pie: 1375 + 250', 'p-pie', { 'm-12': true, 'm-mush': { side: 'whole' } }, 1625],
    ['mushrooms on the left half at 0.5: 250 x 0.5 = 125', 'p-pie', { 'm-12': true, 'm-mush': { side: 'left' } }, 1500],
    ['16in mushrooms on the right half: priceIf 325 x 0.5 = 162.5, half up 163; 1200 + 400 + 163 + 175', 'p-pie', { 'm-16': true, 'm-mush': { side: 'right' } }, 1938],
    ['olives on the left half: 199 x 0.5 = 99.5, half up 100', 'p-pie', { 'm-12': true, 'm-olive': { side: 'left' } }, 1475],
    ['pepperoni on each half: 125 x 0.5 = 62.5 -> 63', 'p-pie', { 'm-12': true, 'm-pep': { side: 'left' } }, 1438],
    ['factor 0.55: olives left 199 x 0.55 = 109.45 -> 109; mushrooms right 250 x 0.55 = 137.5 -> 138; 1500 + 109 + 138 + 175', 'p-special', { 'm-olive': { side: 'left' }, 'm-mush': { side: 'right' } }, 1922],
  ])('%s', (_name, id, picks, cents) => {
    expect(unit(id, picks)).toBe(cents);
    expect(codes(id, picks)).toEqual([]);
  });

  it('a half in a group that offers none is PORTION_NOT_OFFERED and priced whole', () => {
    // The calzone's copy of the toppings is type multiple: no halves.
    expect(unit('p-calzone', { 'm-mush': { side: 'left' } })).toBe(1250);
    const issues = validateItem(product('p-calzone'), { customerPicks: { 'm-mush': { side: 'left' } } }).issues;
    expect(issues.map((i) => [i.code, i.message, i.path])).toEqual([
      ['PORTION_NOT_OFFERED', 'Mushrooms goes on the whole item: Fillings has no left or right half.', '/customerPicks/m-mush/side'],
    ]);
  });

  it('the quote says which half, and the label reads it', () => {
    const pick = pricePicks(product('p-pie'), { 'm-12': true, 'm-mush': { side: 'left' } }).picks.find((p) => p.modifierId === 'm-mush');
    expect(pick).toEqual({ modgroupId: 'g-toppings', modgroupName: 'Toppings', modifierId: 'm-mush', name: 'Mushrooms', quantity: 1, unitCents: 125, totalCents: 125, side: 'left' });
    expect(pickLabel(pick!)).toBe('Mushrooms (left half)');
  });
});

describe('levels', () => {
  it.each<[string, CustomerPicks, number, string]>([
    ['extra cheese: 1375 + 150', { 'm-12': true, 'm-cheese': { level: 'extra' } }, 1525, 'Extra Cheese'],
    ['light cheese is free', { 'm-12': true, 'm-cheese': { level: 'light' } }, 1375, 'Light Cheese'],
    ['cheese on the side is free', { 'm-12': true, 'm-cheese': { level: 'onSide' } }, 1375, 'Cheese (on the side)'],
    ['regular is true', { 'm-12': true, 'm-cheese': { level: 'regular' } }, 1375, 'Cheese'],
    ['extra cheese on the left half: 150 x 0.5 = 75', { 'm-12': true, 'm-cheese': { level: 'extra', side: 'left' } }, 1450, 'Extra Cheese (left half)'],
    ['extra olives at 12in: 299', { 'm-12': true, 'm-olive': { level: 'extra' } }, 1674, 'Extra Olives'],
    ['extra olives at 16in, the level\'s own priceIf: 349; 1200 + 400 + 175 + 349', { 'm-16': true, 'm-olive': { level: 'extra' } }, 2124, 'Extra Olives'],
    ['extra olives at 16in on the right half: 349 x 0.5 = 174.5 -> 175', { 'm-16': true, 'm-olive': { level: 'extra', side: 'right' } }, 1950, 'Extra Olives (right half)'],
  ])('%s', (_name, picks, cents, label) => {
    const priced = pricePicks(product('p-pie'), picks);
    expect(priced.unitCents).toBe(cents);
    const id = Object.keys(picks).find((k) => k !== 'm-12' && k !== 'm-16')!;
    expect(pickLabel(priced.picks.find((p) => p.modifierId === id)!)).toBe(label);
    expect(codes('p-pie', picks)).toEqual([]);
  });

  it('a level the option does not offer is LEVEL_NOT_OFFERED, priced at regular', () => {
    const picks = { 'm-12': true, 'm-pep': { level: 'extra' as const } };
    expect(unit('p-pie', picks)).toBe(1500);
    expect(validateItem(product('p-pie'), { customerPicks: picks }).issues.map((i) => [i.code, i.message, i.path, i.params['modgroupId']])).toEqual([
      ['LEVEL_NOT_OFFERED', 'Extra is not offered for Pepperoni; choose regular.', '/customerPicks/m-pep/level', 'g-toppings'],
    ]);
    expect(validateItem(product('p-salad'), { customerPicks: { 'm-dressing': { level: 'light' } } }).issues[0]?.message).toBe('Light is not offered for Ranch; choose regular, extra or on the side.');
  });
});

describe('options that start picked', () => {
  it.each<[string, CustomerPicks, number, string[]]>([
    ['a cart that says nothing counts them, as true does', { 'm-12': true, 'm-cheese': true, 'm-sauce': true }, 1375, ['12in', 'Cheese', 'Tomato Sauce', 'Basil']],
    ['no sauce: not refunded, the line keeps its 100', { 'm-12': true, 'm-sauce': false }, 1375, ['12in', 'Cheese', 'No Tomato Sauce', 'Basil']],
    ['no basil: refunded (refundWhenRemoved), 1375 - 75', { 'm-12': true, 'm-basil': false }, 1300, ['12in', 'Cheese', 'Tomato Sauce', 'No Basil']],
    ['no cheese ($0): 1375', { 'm-12': true, 'm-cheese': false }, 1375, ['12in', 'No Cheese', 'Tomato Sauce', 'Basil']],
    ['a quantity of 0 removes too', { 'm-12': true, 'm-basil': { quantity: 0 } }, 1300, ['12in', 'Cheese', 'Tomato Sauce', 'No Basil']],
  ])('%s', (_name, picks, cents, labels) => {
    const priced = pricePicks(product('p-pie'), picks);
    expect(priced.unitCents).toBe(cents);
    expect(priced.picks.map(pickLabel)).toEqual(labels);
    expect(codes('p-pie', picks)).toEqual([]);
  });

  it('a removed option is in the quote with removed, and what the line still pays for it', () => {
    const picks = pricePicks(product('p-pie'), { 'm-12': true, 'm-sauce': false, 'm-basil': false }).picks;
    expect(picks.filter((p) => p.removed)).toEqual([
      { modgroupId: 'g-toppings', modgroupName: 'Toppings', modifierId: 'm-sauce', name: 'Tomato Sauce', quantity: 1, unitCents: 100, totalCents: 100, removed: true },
      { modgroupId: 'g-toppings', modgroupName: 'Toppings', modifierId: 'm-basil', name: 'Basil', quantity: 1, unitCents: 0, totalCents: 0, removed: true },
    ]);
  });

  it('in a single group another pick replaces the one that starts picked, with no removal shown', () => {
    // Salad 900; Medium starts picked ($0); Hot is $0.25.
    expect(pricePicks(product('p-salad'), {}).picks.map(pickLabel)).toEqual(['Medium']);
    expect(unit('p-salad', { 'm-sp3': true })).toBe(925);
    expect(codes('p-salad', { 'm-sp3': true })).toEqual([]);
    expect(pricePicks(product('p-salad'), { 'm-sp3': true, 'm-sp2': false }).picks.map(pickLabel)).toEqual(['Hot']);
    // Removing it and picking nothing leaves a required group empty.
    expect(codes('p-salad', { 'm-sp2': false })).toEqual(['REQUIRED']);
  });

  it('the product page starts with them picked and shows a removal as unpicked', () => {
    expect(effectivePicks(product('p-pie'), {})).toEqual({ 'm-cheese': true, 'm-sauce': true, 'm-basil': true });
    expect(effectivePicks(product('p-pie'), { 'm-16': true, 'm-sauce': false })).toEqual({ 'm-16': true, 'm-cheese': true, 'm-basil': true });
    expect(effectivePicks(product('p-salad'), { 'm-sp1': true })).toEqual({ 'm-sp1': true });
  });

  it('an option that starts picked but is out of stock is not counted unless the cart names it', () => {
    const out = modifiersProfile();
    out.settings.menuSettings['m-sauce'] = { outOfStock: 'OUT_OF_STOCK' };
    const pie = resolveProduct(out, 'p-pie', NOON)!;
    expect(pricePicks(pie, { 'm-12': true }).unitCents).toBe(1275);
    expect(validateItem(pie, { customerPicks: { 'm-12': true } }).ok).toBe(true);
    expect(validateItem(pie, { customerPicks: { 'm-12': true, 'm-sauce': true } }).issues.map((i) => i.code)).toEqual(['MODIFIER_UNAVAILABLE']);
  });
});

describe('shared groups (modgroupLibrary)', () => {
  it('every product gets the library group, with its own changes', () => {
    const pie = product('p-pie').modgroups[1]!;
    const special = product('p-special').modgroups[0]!;
    const calzone = product('p-calzone').modgroups[0]!;
    expect([pie.id, pie.name, pie.type, pie.maxCount, pie.portionFactor]).toEqual(['g-toppings', 'Toppings', 'pizza', 6, '0.5']);
    expect([special.id, special.portionFactor]).toEqual(['g-special-toppings', '0.55']);
    expect([calzone.id, calzone.name, calzone.type, calzone.maxCount, calzone.portionFactor]).toEqual(['g-toppings', 'Fillings', 'multiple', 2, undefined]);
    // defaults: [] on the calzone: nothing starts picked.
    expect(calzone.modifiers.filter((m) => m.default).map((m) => m.id)).toEqual([]);
    expect(pie.modifiers.filter((m) => m.default).map((m) => m.id)).toEqual(['m-cheese', 'm-sauce', 'm-basil']);
  });

  it('the calzone prices its picks at full price and enforces its own maximum', () => {
    // 1000 + mushrooms 250 + pepperoni 125.
    expect(unit('p-calzone', { 'm-mush': true, 'm-pep': true })).toBe(1375);
    expect(codes('p-calzone', { 'm-mush': true, 'm-pep': true })).toEqual([]);
    expect(validateItem(product('p-calzone'), { customerPicks: { 'm-mush': true, 'm-pep': true, 'm-olive': true } }).issues.map((i) => [i.code, i.message, i.params['modgroupName']])).toEqual([
      ['MAX_COUNT', 'Exceeded max pick of 2', 'Fillings'],
    ]);
  });

  it('a library change reaches every product: the cart prices from the library', () => {
    const menu = structuredClone(MODIFIERS_MENU);
    menu.modgroupLibrary![0]!.modifiers![3]!.price = '3.00';
    const changed = modifiersProfile(menu);
    // Mushrooms now 300: pie left half 150, calzone whole 300.
    expect(pricePicks(resolveProduct(changed, 'p-pie', NOON)!, { 'm-12': true, 'm-mush': { side: 'left' } }).unitCents).toBe(1525);
    expect(pricePicks(resolveProduct(changed, 'p-calzone', NOON)!, { 'm-mush': true }).unitCents).toBe(1300);
  });
});

describe('nested groups', () => {
  it('flattens each group under its option, with its depth and parent', () => {
    expect(product('p-salad').modgroups.map((g) => [g.id, g.depth ?? 0, g.parentModifierId ?? null, g.showIf ?? null])).toEqual([
      ['g-spice', 0, null, null],
      ['g-add', 0, null, null],
      ['g-style', 1, 'm-chicken', 'm-chicken'],
      ['g-sauce', 2, 'm-crispy', 'm-crispy'],
      ['g-heat', 3, 'm-buffalo', 'm-buffalo'],
    ]);
  });

  it('a pick three deep: 900 + chicken 300 + crispy 100 + buffalo 50 + extra hot 25', () => {
    const picks = { 'm-chicken': true, 'm-crispy': true, 'm-buffalo': true, 'm-hot': true } as const;
    const priced = pricePicks(product('p-salad'), picks);
    expect(priced.unitCents).toBe(1375);
    expect(codes('p-salad', picks)).toEqual([]);
    expect(priced.picks.map((p) => [p.modifierId, p.parentModifierId ?? null, pickDepth(p, priced.picks)])).toEqual([
      ['m-sp2', null, 0],
      ['m-chicken', null, 0],
      ['m-crispy', 'm-chicken', 1],
      ['m-buffalo', 'm-crispy', 2],
      ['m-hot', 'm-buffalo', 3],
    ]);
  });

  it.each<[string, CustomerPicks, number]>([
    ['crispy without chicken is not charged', { 'm-crispy': true }, 900],
    ['extra hot without buffalo is not charged', { 'm-chicken': true, 'm-grilled': true, 'm-hot': true }, 1200],
    ['everything under chicken, chicken left out', { 'm-crispy': true, 'm-buffalo': true, 'm-hot': true }, 900],
  ])('%s', (_name, picks, cents) => {
    expect(unit('p-salad', picks)).toBe(cents);
    expect(codes('p-salad', picks)).toEqual([]);
  });

  it('a nested group that is required asks for a pick once its option is picked', () => {
    expect(validateItem(product('p-salad'), { customerPicks: { 'm-chicken': true } }).issues.map((i) => [i.code, i.params['modgroupName']])).toEqual([['REQUIRED', 'Chicken style']]);
  });
});

describe('the quote', () => {
  it('carries halves, levels, removals and parents on its picks and prices the line from them', () => {
    const quote = priceCart(profile, {
      shopId: 'mods',
      cartType: 'PICKUP',
      paymentType: 'CASH',
      name: 'Ana',
      phone: '(213) 555-0199',
      products: [
        { productId: 'p-pie', quantity: 2, customerPicks: { 'm-16': true, 'm-mush': { side: 'left' }, 'm-cheese': { level: 'extra' }, 'm-basil': false } },
        { productId: 'p-salad', customerPicks: { 'm-chicken': true, 'm-crispy': true, 'm-dressing': { level: 'onSide' } } },
      ],
    }, { now: NOON });
    // Pie 16in: 1200 + 400 + extra cheese 150 + sauce 100 + basil refunded 0 + mushrooms 325 x 0.5 = 162.5 -> 163 = 2013, x 2 = 4026.
    // Salad: 900 + Medium 0 + chicken 300 + crispy 100 + ranch on the side 0 = 1300.
    expect(quote.lines.map((l) => [l.unitCents, l.totalCents])).toEqual([[2013, 4026], [1300, 1300]]);
    expect(quote.totals.subtotalCents).toBe(5326);
    // Tax 10% of 5326 = 532.6 -> 533.
    expect(quote.totals.taxCents).toBe(533);
    expect(quote.lines[0]!.picks.map(pickLabel)).toEqual(['16in', 'Extra Cheese', 'Tomato Sauce', 'No Basil', 'Mushrooms (left half)']);
    expect(quote.lines[1]!.picks.map(pickLabel)).toEqual(['Medium', 'Chicken', 'Crispy', 'Ranch (on the side)']);
    expect(quote.lines[1]!.picks[2]).toMatchObject({ modifierId: 'm-crispy', parentModifierId: 'm-chicken' });
    expect(quote.blockers).toEqual([]);
  });
});

describe('pickLabel', () => {
  it.each<[Parameters<typeof pickLabel>[0], string]>([
    [{ name: 'Fries', quantity: 1 }, 'Fries'],
    [{ name: 'Wings', quantity: 3 }, '3 x Wings'],
    [{ name: 'Mushrooms', quantity: 1, side: 'left' }, 'Mushrooms (left half)'],
    [{ name: 'Mushrooms', quantity: 1, side: 'whole' }, 'Mushrooms'],
    [{ name: 'Onions', quantity: 1, level: 'light' }, 'Light Onions'],
    [{ name: 'Cheese', quantity: 1, level: 'extra', side: 'right' }, 'Extra Cheese (right half)'],
    [{ name: 'Ranch', quantity: 1, level: 'onSide' }, 'Ranch (on the side)'],
    [{ name: 'Cheese', quantity: 1, removed: true }, 'No Cheese'],
  ])('%j reads %s', (pick, text) => {
    expect(pickLabel(pick)).toBe(text);
  });
});

describe('properties', () => {
  const sides = fc.constantFrom(undefined, 'whole', 'left', 'right');
  const levels = fc.constantFrom(undefined, 'regular', 'light', 'extra', 'onSide');
  const pick = fc.oneof(fc.constant(true), fc.constant(false), fc.record({ side: sides, level: levels }, { requiredKeys: [] }));
  const ids = ['m-12', 'm-16', 'm-cheese', 'm-sauce', 'm-basil', 'm-mush', 'm-pep', 'm-olive'];

  it('a pie line is the product price plus its picks, each a whole number of cents, and a half never costs more than whole', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ids), pick), (raw) => {
        const picks = JSON.parse(JSON.stringify(raw)) as CustomerPicks;
        const priced = pricePicks(product('p-pie'), picks);
        expect(priced.unitCents).toBe(1200 + priced.picks.reduce((s, p) => s + p.totalCents, 0));
        for (const p of priced.picks) {
          expect(Number.isSafeInteger(p.totalCents) && p.totalCents >= 0).toBe(true);
          if (p.side === 'left' || p.side === 'right') {
            const whole = pricePicks(product('p-pie'), { ...picks, [p.modifierId]: { ...(picks[p.modifierId] as object), side: 'whole' } }).picks.find((q) => q.modifierId === p.modifierId)!;
            expect(p.unitCents).toBeLessThanOrEqual(whole.unitCents);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
