import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintLoadResult } from '../../engine/lint/index.js';
import { closestMatch } from '../../schemas/did-you-mean.js';
import { loadPreset, loadProfile } from '../../schemas/loader.js';
import type { Preset } from '../../schemas/generated/types.js';
import { lintKindOf } from './lint.js';
import { REPO_ROOT, runShopctl } from './testing.js';

const LEGACY_TAGS: Preset = (() => {
  const r = loadPreset({ text: readFileSync(join(REPO_ROOT, 'shops/presets/legacy-tags.json'), 'utf8'), file: 'legacy-tags.json' });
  if (!r.ok) throw new Error('the legacy-tags preset does not load');
  return r.preset;
})();

describe('lintKindOf: "$schema", then the file name, then the shape', () => {
  it.each([
    ['$schema names the menu schema, whatever the name', 'x/a.profile.json', { $schema: '../../schemas/menu.schema.json', subMenus: [] }, 'menu'],
    ['$schema names the cart schema', 'x/a.json', { $schema: '../schemas/cart.schema.json' }, 'cart'],
    ['$schema names the profile schema', 'x/a.menu.json', { $schema: 'shop-profile.schema.json' }, 'profile'],
    ['name: *.menu.json', 'x/a.menu.json', {}, 'menu'],
    ['name: an imported menu.json', 'x/menu.json', {}, 'menu'],
    ['name: *.cart.json', 'x/a.cart.json', {}, 'cart'],
    ['name: a file in presets/', 'shops/presets/tags.json', {}, 'preset'],
    ['shape: subMenus', 'x/a.json', { subMenus: [] }, 'menu'],
    ['shape: products (a cart)', 'x/a.json', { products: [], cartType: 'PICKUP' }, 'cart'],
    ['shape: id and rules (a preset)', 'x/a.json', { id: 'tags', rules: [] }, 'preset'],
    ['shape: a profile', 'x/a.json', { shopId: 'a', identity: {}, menu: { file: 'a.menu.json' } }, 'profile'],
    ['nothing tells: a profile', 'x/a.json', undefined, 'profile'],
  ])('%s', (_name, file, value, kind) => {
    expect(lintKindOf(file, value)).toBe(kind);
  });
});

// A menu file with two mistakes; line numbers are counted by hand.
const MENU = [
  '{', //                                                                            1
  '  "$schema": "../../schemas/menu.schema.json",', //                               2
  '  "subMenus": [', //                                                              3
  '    { "id": "c-1", "name": "Mains", "products": [', //                            4
  '      { "id": "p-1", "name": "Taco", "price": 3 },', //                           5
  '      { "id": "p-1", "name": "Burrito", "price": 9 }', //                         6
  '    ] },', //                                                                     7
  '    { "id": "c-2", "name": "Merch", "type": "RETAIL", "products": [] }', //        8
  '  ]', //                                                                          9
  '}', //                                                                            10
].join('\n');

describe('shopctl lint on a menu, a cart or a preset file', () => {
  it('a menu file: schema findings and the menu checks, in the menu file\'s own lines', async () => {
    const r = await runShopctl(['lint', 'v/demo.menu.json', '--json'], { 'v/demo.menu.json': MENU });
    expect(r.code).toBe(1);
    const findings = (JSON.parse(r.out) as { findings: { code: string; file: string; line: number; column: number; hint: string }[] }).findings;
    // The schema finding and the menu checks in one run: the repeated product id on line 6 too.
    expect(findings.map((f) => [f.code, f.file, f.line])).toEqual([
      ['DUPLICATE_PRODUCT_ID', 'v/demo.menu.json', 6],
      ['BAD_VALUE', 'v/demo.menu.json', 8],
    ]);
    expect(findings[1]!.column).toBe(45);
    expect(findings[1]!.hint).toContain('"retail": true');

    // With the schema fixed, the repeated id is still there.
    const fixed = MENU.replace('"type": "RETAIL"', '"retail": true');
    const again = await runShopctl(['lint', 'v/demo.menu.json'], { 'v/demo.menu.json': fixed });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/^v\/demo\.menu\.json:6:\d+ {2}error {2}DUPLICATE_PRODUCT_ID /);
    expect(again.out).toContain('1 menu checked: 1 error, 0 warnings.');
  });

  it('warns about a category named like retail goods that is taxed', async () => {
    const menu = '{\n  "subMenus": [\n    { "id": "c-1", "name": { "en": "Retail Goods" }, "products": [] }\n  ]\n}';
    const r = await runShopctl(['lint', 'v/shop.menu.json'], { 'v/shop.menu.json': menu });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^v\/shop\.menu\.json:3:28 {2}warning {2}RETAIL_NAME_TAXED {2}The category "Retail Goods" looks like retail goods, but it is taxed/);
    const explicit = await runShopctl(['lint', 'v/shop.menu.json'], { 'v/shop.menu.json': menu.replace('"products"', '"retail": false, "products"') });
    expect(explicit.out).toBe('1 menu checked: no problems found.\n');
  });

  it('a cart file (told by its shape) reports cart findings, not a broken profile', async () => {
    const cart = '{\n  "products": [\n    { "productId": "t-taco", "quantity": "two" }\n  ]\n}';
    const r = await runShopctl(['lint', 'v/order.json'], { 'v/order.json': cart });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^v\/order\.json:3:42 {2}error {2}WRONG_TYPE /);
    expect(r.out).not.toContain('identity');
    expect(r.out).toContain('1 cart checked: 1 error, 0 warnings.');
  });

  it('the shipped test shop\'s menu, a cart and the preset lint clean, counted by kind', async () => {
    const r = await runShopctl(['lint', 'shops/test/test.menu.json', 'shops/test/examples/save20-delivery.cart.json', 'shops/presets/legacy-tags.json', 'shops/test/test.profile.json']);
    expect([r.code, r.out]).toEqual([0, '1 profile, 1 menu, 1 cart, 1 preset checked: no problems found.\n']);
  });
});

describe('shopctl lint reports every finding in one run', () => {
  // A profile whose mistakes used to come out in rounds: the schema's first, then the weekday
  // names, then the semantic checks, and the menu file's only once the profile passed.
  const profile = {
    shopId: 'rounds',
    identity: { name: 'Rounds', timeZone: 'America/Los_Angeles' },
    menu: { file: 'rounds.menu.json' },
    schedules: { lunch: { days: 'tues', from: '4pm', to: '15:00' }, never: { from: '10:00', to: '10:00' } },
    messages: { 'r-limit': 'Only five, please.' },
    rules: [
      { id: 'r-extra', kind: 'hide', target: 'product', match: { ids: ['p-burger'] }, priority: 3 },
      { id: 'r-typo', kind: 'hide', target: 'product', match: { ids: ['p-burgr'] } },
      { id: 'r-fee', kind: 'delivery-fee', model: 'bands', bands: [{ upToMiles: 5, feeCents: 300 }, { feeCents: 500 }] },
      { id: 'r-lunch', kind: 'show-only', target: 'category', match: { ids: ['c1'] }, when: 'lunch' },
      { id: 'r-limit', kind: 'quantity-limit', match: { ids: ['p-burger'] }, max: 'five', scope: 'cart' },
      { id: 'r-missing', kind: 'show-only', target: 'category', match: { ids: ['c1'] }, when: 'brunch' },
    ],
  };
  const menu = {
    subMenus: [
      { id: 'c1', name: 'Mains', products: [{ id: 'p-burger', name: 'Burger', price: '9,50', modgroups: [{ id: 'g1', name: 'Brunch add-ons', daysOfWeek: 'weekends', modifiers: [{ id: 'm1', name: 'Egg', price: 1 }] }] }] },
      { id: 'c2', name: 'Merch', type: 'RETAIL', products: [] },
    ],
  };
  const files = { 'v/rounds/rounds.profile.json': JSON.stringify(profile, null, 2), 'v/rounds/rounds.menu.json': JSON.stringify(menu, null, 2) };

  it('schema, unit, semantic and menu findings together, and none from the parts left out', async () => {
    const r = await runShopctl(['lint', 'v/rounds/rounds.profile.json', '--json'], files);
    expect(r.code).toBe(1);
    const findings = (JSON.parse(r.out) as { findings: { code: string; file: string; path: string; severity: string; hint: string }[] }).findings;
    expect(findings.map((f) => [f.file.replace('v/rounds/', ''), f.path, f.code]).sort()).toEqual(
      [
        // The menu file: its schema, its weekday names and its price check.
        ['rounds.menu.json', '/subMenus/0/products/0/modgroups/0/daysOfWeek', 'BAD_DAYS'],
        ['rounds.menu.json', '/subMenus/0/products/0/price', 'PRICE_UNPARSEABLE'],
        ['rounds.menu.json', '/subMenus/1/type', 'BAD_VALUE'],
        // The profile: the schema ...
        ['rounds.profile.json', '/rules/0/priority', 'UNKNOWN_KEY'],
        ['rounds.profile.json', '/rules/4/max', 'WRONG_TYPE'],
        ['rounds.profile.json', '/schedules/lunch/from', 'BAD_VALUE'],
        // ... the weekday names ...
        ['rounds.profile.json', '/schedules/lunch/days', 'BAD_DAYS'],
        // ... and the semantic checks on every part that is valid.
        ['rounds.profile.json', '/rules/1/match', 'RULE_MATCHES_NOTHING'],
        ['rounds.profile.json', '/rules/2/bands/0/upToMiles', 'DELIVERY_BAND_BEYOND_MAX_DISTANCE'],
        ['rounds.profile.json', '/rules/2/bands/1', 'DELIVERY_BAND_BEYOND_MAX_DISTANCE'],
        ['rounds.profile.json', '/rules/5/when', 'SCHEDULE_UNDEFINED'],
        ['rounds.profile.json', '/schedules/never/to', 'SCHEDULE_NEVER_OPEN'],
      ].sort(),
    );
    // Nothing from what was left out: the broken rule r-limit keeps its message (no
    // UNKNOWN_MESSAGE_RULE), and r-lunch still finds its (broken) schedule "lunch".
    expect(findings.find((f) => f.code === 'PRICE_UNPARSEABLE')!.hint).toBe('"9,50" is not a price: write "9.50" (dollars: digits and one decimal point, no $ or commas), or "MP" / "Market Price" for a market-price item.');
    expect(findings.find((f) => f.code === 'BAD_DAYS' && f.file.endsWith('menu.json'))!.hint).toMatch(/^Did you mean "sat-sun"\?/);
  });

  it('the text report counts them all', async () => {
    const r = await runShopctl(['lint', 'v/rounds/rounds.profile.json'], files);
    expect(r.out.trim().split('\n').pop()).toBe('1 profile checked: 9 errors, 3 warnings.');
  });
});

describe('a profile broken anywhere still lints in one run, without crashing', () => {
  const text = readFileSync(join(REPO_ROOT, 'shops/test/test.profile.json'), 'utf8');
  const menuText = readFileSync(join(REPO_ROOT, 'shops/test/test.menu.json'), 'utf8');
  /** Every pointer to a value in a JSON value. */
  const pointers = (v: unknown, at = ''): string[] =>
    v !== null && typeof v === 'object' ? [at, ...Object.entries(v).flatMap(([k, c]) => pointers(c, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`))] : [at];
  const set = (doc: any, pointer: string, value: unknown): any => {
    const segs = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (segs.length === 0) return value;
    let node = doc;
    for (const s of segs.slice(0, -1)) node = node[s];
    node[segs[segs.length - 1]!] = value;
    return doc;
  };
  const profile = JSON.parse(text);
  const menu = JSON.parse(menuText);
  const targets = [...pointers(profile).filter((p) => p !== '').map((p) => ['profile', p] as const), ...pointers(menu).filter((p) => p !== '').map((p) => ['menu', p] as const)];
  const junk = ['4pm', 'tues', -1, 1.5, null, [], {}, 'Taco Night', true];

  it('every finding has a place, and the semantic checks never throw', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...targets), fc.constantFrom(...junk)), { minLength: 1, maxLength: 3 }), (edits) => {
        const p = structuredClone(profile);
        const m = structuredClone(menu);
        for (const [[which, pointer], value] of edits) {
          try {
            set(which === 'profile' ? p : m, pointer, structuredClone(value));
          } catch {
            // An earlier edit replaced a parent: nothing to set.
          }
        }
        const result = loadProfile({ text: JSON.stringify(p, null, 2), file: 'p.profile.json', menu: { text: JSON.stringify(m, null, 2), file: 'p.menu.json' }, presets: { 'legacy-tags': LEGACY_TAGS } });
        const findings = lintLoadResult(result, { file: 'p.profile.json', closestMatch });
        for (const f of findings) {
          expect(['p.profile.json', 'p.menu.json']).toContain(f.file);
          expect(f.hint.length).toBeGreaterThan(5);
        }
      }),
      { numRuns: 150, seed: 20260310 },
    );
  });
});

describe('duplicate ids in a menu kept in its own file', () => {
  it('"first at" names the path within that file, like the finding itself', async () => {
    const profile = { shopId: 'dup', identity: { name: 'Dup', timeZone: 'America/Los_Angeles' }, menu: { file: 'dup.menu.json' } };
    const menu = {
      subMenus: [
        { id: 'c1', name: 'A', products: [{ id: 'p1', name: 'One', price: 1 }] },
        { id: 'c1', name: 'B', products: [{ id: 'p2', name: 'Two', price: 2 }, { id: 'p1', name: 'Again', price: 3 }] },
      ],
    };
    const r = await runShopctl(['lint', 'v/dup/dup.profile.json', '--json'], { 'v/dup/dup.profile.json': JSON.stringify(profile), 'v/dup/dup.menu.json': JSON.stringify(menu, null, 2) });
    expect(r.code).toBe(1);
    const found = (JSON.parse(r.out) as { findings: { code: string; file: string; path: string; message: string }[] }).findings;
    expect(found.map((f) => [f.code, f.file, f.path, f.message])).toEqual([
      ['DUPLICATE_CATEGORY_ID', 'v/dup/dup.menu.json', '/subMenus/1/id', 'The category id "c1" is used twice in the menu (first at /subMenus/0).'],
      ['DUPLICATE_PRODUCT_ID', 'v/dup/dup.menu.json', '/subMenus/1/products/1/id', 'The product id "p1" is used twice in the menu (first at /subMenus/0/products/0).'],
    ]);
  });
});
