import { describe, expect, it } from 'vitest';
import { lintKindOf } from './lint.js';
import { runShopctl } from './testing.js';

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
    expect(findings.map((f) => [f.code, f.file, f.line, f.column])).toEqual([['BAD_VALUE', 'v/demo.menu.json', 8, 45]]);
    expect(findings[0]!.hint).toContain('"retail": true');

    // Once the schema passes, the menu checks run: the repeated product id on line 6.
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
