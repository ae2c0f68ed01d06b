import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closestMatch, editDistance } from './did-you-mean.js';
import { loadMenu, loadPreset, loadProfile, parseCart, validateCart, validateQuote } from './loader.js';
import type { Preset } from './generated/types.js';

// A small valid profile; each case below breaks one line. Line numbers are counted by hand.
const BASE = [
  '{', //                                                                                 1
  '  "shopId": "demo",', //                                                               2
  '  "identity": { "name": "Demo", "timeZone": "America/Los_Angeles" },', //              3
  '  "settings": { "taxPercentage": 9.5 },', //                                           4
  '  "menu": { "subMenus": [ { "id": "c1", "name": "Mains", "products": [', //            5
  '    { "id": "p1", "name": "Burger", "price": 9.5 }', //                                6
  '  ] } ] },', //                                                                        7
  '  "rules": [', //                                                                      8
  '    { "id": "r1", "kind": "hide", "target": "product", "match": { "ids": ["p1"] } }', // 9
  '  ]', //                                                                               10
  '}', //                                                                                 11
];

function withLine(n: number, text: string): string {
  const lines = [...BASE];
  lines[n - 1] = text;
  return lines.join('\n');
}

describe('loadProfile: schema findings with file, path, line and column', () => {
  it.each([
    {
      name: 'unknown key with a did-you-mean hint, pointing at the key',
      text: withLine(4, '  "settings": { "taxPercentge": 9.5 },'),
      code: 'UNKNOWN_KEY', path: '/settings/taxPercentge', line: 4, column: 17, hint: /Did you mean "taxPercentage"\?/,
    },
    {
      name: 'wrong type',
      text: withLine(4, '  "settings": { "enableOrdering": "yes" },'),
      code: 'WRONG_TYPE', path: '/settings/enableOrdering', line: 4, column: 35, message: /must be true or false, but it is the string "yes"/,
    },
    {
      name: 'wrong type across anyOf branches is one finding naming every allowed type',
      text: withLine(4, '  "settings": { "taxPercentage": true },'),
      code: 'WRONG_TYPE', path: '/settings/taxPercentage', line: 4, column: 34, message: /a number, a string or null/,
    },
    {
      name: 'number over the maximum inside anyOf: the range, not the type noise',
      text: withLine(4, '  "settings": { "taxPercentage": 150 },'),
      code: 'BAD_VALUE', path: '/settings/taxPercentage', line: 4, column: 34, message: /at most 100/,
    },
    {
      name: 'missing required field: path names the field, position the object',
      text: withLine(3, '  "identity": { "name": "Demo" },'),
      code: 'MISSING_FIELD', path: '/identity/timeZone', line: 3, column: 15, message: /missing the required field "timeZone"/,
    },
    {
      name: 'bad enum lists the allowed values',
      text: withLine(9, '    { "id": "r1", "kind": "hide", "target": "products", "match": { "ids": ["p1"] } }'),
      code: 'BAD_VALUE', path: '/rules/0/target', line: 9, column: 45, hint: /Did you mean "product"\? Allowed: "category", "product", "modgroup", "modifier"/,
    },
    {
      name: 'pattern (time zone) with the schema description as hint',
      text: withLine(3, '  "identity": { "name": "Demo", "timeZone": "America/Los Angeles" },'),
      code: 'BAD_VALUE', path: '/identity/timeZone', line: 3, column: 45, hint: /is not a time zone name: write "America\/Los_Angeles"/,
    },
    {
      name: 'a time zone the platform does not know, though it is written like one',
      text: withLine(3, '  "identity": { "name": "Demo", "timeZone": "Mars/Olympus" },'),
      code: 'UNKNOWN_TIME_ZONE', path: '/identity/timeZone', line: 3, column: 45, message: /"Mars\/Olympus" is not an IANA time zone/, hint: /^Write an IANA time zone name such as "America\/Los_Angeles"/,
    },
    {
      name: 'a one-word time zone',
      text: withLine(3, '  "identity": { "name": "Demo", "timeZone": "Foo" },'),
      code: 'UNKNOWN_TIME_ZONE', path: '/identity/timeZone', line: 3, column: 45, hint: /IANA time zone name/,
    },
    {
      name: 'a misspelt time zone, with the zone meant',
      text: withLine(3, '  "identity": { "name": "Demo", "timeZone": "America/Los_Angles" },'),
      code: 'UNKNOWN_TIME_ZONE', path: '/identity/timeZone', line: 3, column: 45, hint: /^Did you mean "America\/Los_Angeles"\?/,
    },
    {
      name: 'a city alone, with its zone',
      text: withLine(3, '  "identity": { "name": "Demo", "timeZone": "Tokyo" },'),
      code: 'UNKNOWN_TIME_ZONE', path: '/identity/timeZone', line: 3, column: 45, hint: /^Did you mean "Asia\/Tokyo"\?/,
    },
    {
      name: 'opening hours that open and close at the same time',
      text: withLine(4, '  "settings": { "hours": { "pickUp": [ { "days": "mon", "timeRanges": [ { "from": "10:00", "to": "10:00" } ] } ] } },'),
      code: 'EMPTY_TIME_RANGE', path: '/settings/hours/pickUp/0/timeRanges/0/to', line: 4, column: 98, message: /opens and closes at 10:00, an empty time window, so it is never open/, hint: /"00:00"-"24:00" for open all day/,
    },
    {
      name: 'a legacy range in milliseconds that opens and closes at the same time',
      text: withLine(4, '  "settings": { "hours": { "pickUp": [ { "day": 1, "timeRanges": [ { "from": 36000000, "to": 36000000 } ] } ] } },'),
      code: 'EMPTY_TIME_RANGE', path: '/settings/hours/pickUp/0/timeRanges/0/to', line: 4, column: 94, message: /opens and closes at 10:00/,
    },
    {
      name: 'special-date hours that open and close at the same time',
      text: withLine(4, '  "settings": { "specialHours": [ { "date": "2026-12-24", "pickUp": [ { "from": "09:00", "to": "09:00" } ] } ] },'),
      code: 'EMPTY_TIME_RANGE', path: '/settings/specialHours/0/pickUp/0/to', line: 4, column: 96,
    },
    {
      name: 'unknown rule kind with a suggestion',
      text: withLine(9, '    { "id": "r1", "kind": "hidden", "target": "product", "match": { "ids": ["p1"] } }'),
      code: 'UNKNOWN_RULE_KIND', path: '/rules/0/kind', line: 9, column: 27, hint: /Did you mean "hide"\?/,
    },
    {
      name: 'unknown promotion effect type',
      text: withLine(9, '    { "id": "r1", "kind": "promotion", "effect": { "type": "percent", "percent": 5 } }'),
      code: 'UNKNOWN_EFFECT_TYPE', path: '/rules/0/effect/type', line: 9, column: 60, hint: /percent-off/,
    },
    {
      name: 'a typo in an inline menu reports only the menu key, not the {file}/{url} shapes',
      text: withLine(7, '  ] } ], "extra": 1 },'),
      code: 'UNKNOWN_KEY', path: '/menu/extra', line: 7, column: 10, hint: /Allowed keys here: shopId, name, subMenus/,
    },
    {
      name: 'empty selector',
      text: withLine(9, '    { "id": "r1", "kind": "hide", "target": "product", "match": {} }'),
      code: 'MISSING_FIELD', path: '/rules/0/match', line: 9, column: 65, hint: /at least one of: ids, tags/,
    },
    {
      name: 'duplicate entry in a unique list',
      text: withLine(2, '  "shopId": "demo", "extends": ["legacy-tags", "legacy-tags"],'),
      code: 'DUPLICATE_ITEM', path: '/extends/1', line: 2, column: 48, message: /same value twice/,
    },
    {
      name: 'bad JSON: a missing comma, reported where the next key starts',
      text: withLine(4, '  "settings": { "taxPercentage": 9.5 }'),
      code: 'BAD_JSON', path: '', line: 5, column: 3, message: /comma was expected/,
    },
    {
      name: 'bad JSON: trailing comma',
      text: withLine(9, '    { "id": "r1", "kind": "hide", "target": "product", "match": { "ids": ["p1"] } },'),
      code: 'BAD_JSON', path: '', line: 10, column: 3, message: /value was expected/,
    },
    {
      name: 'a message for a rule that does not exist, with a suggestion',
      text: withLine(2, '  "shopId": "demo", "messages": { "r2": "Only {max}" },'),
      code: 'UNKNOWN_MESSAGE_RULE', path: '/messages/r2', line: 2, column: 41, hint: /Did you mean "r1"\?/,
    },
    {
      name: 'a message for a rule that shows none',
      text: withLine(2, '  "shopId": "demo", "messages": { "r1": "Only {max}" },'),
      code: 'MESSAGE_NOT_SHOWN', path: '/messages/r1', line: 2, column: 41, message: /hide rule, which shows customers no message/,
    },
    {
      name: 'a menu setting written as text, with the exact object to write',
      text: withLine(4, '  "settings": { "menuSettings": { "p-oos": "OUT_OF_STOCK" } },'),
      code: 'WRONG_TYPE', path: '/settings/menuSettings/p-oos', line: 4, column: 44, message: /must be an object, but it is the string "OUT_OF_STOCK"/,
      hint: /^Write "p-oos" as the object \{"outOfStock": "OUT_OF_STOCK"\}\.$/,
    },
    {
      name: 'a menu setting that is no listed value, with both objects to choose from',
      text: withLine(4, '  "settings": { "menuSettings": { "p-oos": true } },'),
      code: 'WRONG_TYPE', path: '/settings/menuSettings/p-oos', line: 4, column: 44,
      hint: /^Write "p-oos" as an object: \{"outOfStock": "OUT_OF_STOCK"\} or \{"outOfStock": ""\} \("OUT_OF_STOCK" shows the product as out of stock/,
    },
    {
      name: 'unknown preset',
      text: withLine(2, '  "shopId": "demo", "extends": ["legacy-tag"],'),
      code: 'UNKNOWN_PRESET', path: '/extends/0', line: 2, column: 33, hint: /Did you mean "legacy-tags"\?/,
    },
  ])('$name', ({ text, code, path, line, column, message, hint }) => {
    const result = loadProfile({ text, file: 'shops/demo/demo.profile.json', presets: { 'legacy-tags': { id: 'legacy-tags', rules: [] } } });
    expect(result.ok).toBe(false);
    expect(result.findings).toHaveLength(1);
    const f = result.findings[0]!;
    expect({ code: f.code, path: f.path, line: f.line, column: f.column, file: f.file, severity: f.severity }).toEqual({
      code, path, line, column, file: 'shops/demo/demo.profile.json', severity: 'error',
    });
    if (message) expect(f.message).toMatch(message);
    if (hint) expect(f.hint).toMatch(hint);
    expect(f.message).not.toMatch(/^Error/);
  });

  it('reports a duplicate key as a warning and still loads', () => {
    const result = loadProfile({ text: withLine(4, '  "settings": { "taxPercentage": 9.5, "taxPercentage": 8 },') });
    expect(result.ok).toBe(true);
    expect(result.findings.map((f) => [f.code, f.severity, f.path, f.line, f.column])).toEqual([['DUPLICATE_KEY', 'warning', '/settings/taxPercentage', 4, 39]]);
  });

  it('a value without text has findings at line 0', () => {
    const result = loadProfile({ value: { shopId: 'x', identity: { name: 'X' }, menu: { subMenus: [] } } });
    expect(result.findings.map((f) => [f.code, f.path, f.line, f.column, f.file])).toEqual([['MISSING_FIELD', '/identity/timeZone', 0, 0, '<inline>']]);
  });
});

describe('loadProfile: a valid profile', () => {
  const preset: Preset = {
    id: 'legacy-tags',
    schedules: { weekdays: { days: [1, 2, 3, 4, 5] }, lunch: { from: '11:00', to: '14:00' } },
    rules: [{ id: 'tag-hide', kind: 'hide', target: 'category', match: { tagContains: 'hide' } }],
  };
  const text = withLine(2, '  "shopId": "demo", "extends": ["legacy-tags"], "schedules": { "lunch": { "from": "11:30", "to": "14:00" } },');

  it('fills defaults, merges preset rules first and schedules under the profile', () => {
    const result = loadProfile({ text, presets: { 'legacy-tags': preset } });
    if (!result.ok) throw new Error(JSON.stringify(result.findings));
    const p = result.profile;
    expect(p.rules.map((r) => r.id)).toEqual(['tag-hide', 'r1']);
    expect(p.schedules).toEqual({ weekdays: { days: [1, 2, 3, 4, 5] }, lunch: { from: '11:30', to: '14:00' } });
    expect(p.settings.taxPercentage).toBe(9.5);
    expect(p.settings.allServicePercentage).toBe(0);
    expect(p.settings.delivery.maxDistanceInMiles).toBe(5);
    expect(p.settings.donation.defaultAmount).toBe(199);
    expect(p.presentation.orderPaths).toEqual(['/order']);
    expect(p.rules[1]!.enabled).toBe(true);
    expect(result.ruleSources).toEqual([{ preset: 'legacy-tags', index: 0 }, { index: 0 }]);
  });

  it('locate maps profile rules past the preset rules back to the file', () => {
    const result = loadProfile({ text, presets: { 'legacy-tags': preset } });
    if (!result.ok) throw new Error('not ok');
    expect(result.locate('/rules/1/match')).toEqual({ file: '<inline>', path: '/rules/0/match', line: 9, column: 65 });
    expect(result.locate('/rules/0')).toMatchObject({ path: '/extends/0', line: 2 });
  });

  it('does not change the value it was given', () => {
    const value = JSON.parse(BASE.join('\n')) as Record<string, unknown>;
    const before = JSON.stringify(value);
    expect(loadProfile({ value }).ok).toBe(true);
    expect(JSON.stringify(value)).toBe(before);
  });

  it('needs a menu passed in when the source is a file, and validates it with its own file', () => {
    const fileText = withLine(5, '  "menu": { "file": "menu.json" },').split('\n').filter((_, i) => i !== 5 && i !== 6).join('\n');
    expect(loadProfile({ text: fileText }).findings.map((f) => f.code)).toEqual(['MENU_NOT_LOADED']);
    const menuText = '{ "subMenus": [ { "id": "c1", "name": "Mains",\n  "products": [ { "id": "p1", "nam": "X" } ] } ] }';
    const bad = loadProfile({ text: fileText, menu: { text: menuText, file: 'menu.json' } });
    expect(bad.findings.map((f) => [f.code, f.file, f.path, f.line, f.column])).toEqual([
      ['UNKNOWN_KEY', 'menu.json', '/subMenus/0/products/0/nam', 2, 31],
    ]);
    const good = loadProfile({ text: fileText, menu: { subMenus: [] } });
    expect(good.ok).toBe(true);
  });
});

describe('loadPreset and loadMenu', () => {
  it('a misspelt required key is one UNKNOWN_KEY (the typo explains the missing field)', () => {
    const r = loadPreset({ text: '{ "id": "p",\n  "rulez": [] }', file: 'p.json' });
    expect(r.findings.map((f) => [f.code, f.path, f.line, f.column, f.file])).toEqual([['UNKNOWN_KEY', '/rulez', 2, 3, 'p.json']]);
    expect(r.findings[0]!.hint).toMatch(/Did you mean "rules"\?/);
  });
  it('a preset missing its rules', () => {
    const r = loadPreset({ text: '{ "id": "p" }', file: 'p.json' });
    expect(r.findings.map((f) => [f.code, f.path, f.line, f.column])).toEqual([['MISSING_FIELD', '/rules', 1, 1]]);
  });
  it('a menu fills modgroup defaults', () => {
    const r = loadMenu({ value: { subMenus: [{ id: 'c', name: 'C', products: [{ id: 'p', name: 'P', modgroups: [{ id: 'g', name: 'G' }] }] }] } });
    if (!r.ok) throw new Error('not ok');
    expect(r.menu.subMenus[0]!.products[0]!.modgroups![0]).toEqual({ id: 'g', name: 'G', type: 'multiple', required: false, modifiers: [] });
  });
});

// A small menu file; each case below breaks one line. Line numbers are counted by hand.
const MENU = [
  '{', //                                                                      1
  '  "$schema": "../../schemas/menu.schema.json",', //                         2
  '  "subMenus": [', //                                                        3
  '    { "id": "c-merch", "name": "Merch", "retail": true, "products": [', // 4
  '      { "id": "p-mug", "name": "Mug", "price": 12 }', //                     5
  '    ] }', //                                                                6
  '  ]', //                                                                    7
  '}', //                                                                      8
];

function menuWithLine(n: number, text: string): string {
  const lines = [...MENU];
  lines[n - 1] = text;
  return lines.join('\n');
}

describe('loadMenu: a menu file on its own, with findings in its own lines', () => {
  it('a clean menu file has no findings and keeps "retail"', () => {
    const r = loadMenu({ text: MENU.join('\n'), file: 'demo.menu.json' });
    if (!r.ok) throw new Error(JSON.stringify(r.findings));
    expect(r.findings).toEqual([]);
    expect(r.menu.subMenus[0]!.retail).toBe(true);
  });

  it.each([
    {
      name: '"type": "RETAIL" on a category is refused, with a hint to write "retail": true',
      line: menuWithLine(4, '    { "id": "c-merch", "name": "Merch", "type": "RETAIL", "products": ['),
      expected: ['BAD_VALUE', '/subMenus/0/type', 4, 49],
      hint: /Allowed: "food" \(.*"retail": true/,
    },
    {
      name: 'an unknown key on a category, with a did-you-mean',
      line: menuWithLine(4, '    { "id": "c-merch", "name": "Merch", "retial": true, "products": ['),
      expected: ['UNKNOWN_KEY', '/subMenus/0/retial', 4, 41],
      hint: /Did you mean "retail"\?/,
    },
    {
      name: '"retail" must be true or false',
      line: menuWithLine(4, '    { "id": "c-merch", "name": "Merch", "retail": "yes", "products": ['),
      expected: ['WRONG_TYPE', '/subMenus/0/retail', 4, 51],
      hint: /untaxed/,
    },
    {
      name: 'an unknown key on a product',
      line: menuWithLine(5, '      { "id": "p-mug", "name": "Mug", "prise": 12 }'),
      expected: ['UNKNOWN_KEY', '/subMenus/0/products/0/prise', 5, 39],
      hint: /Did you mean "price"\?/,
    },
  ])('$name', ({ line, expected, hint }) => {
    const r = loadMenu({ text: line, file: 'demo.menu.json' });
    expect(r.ok).toBe(false);
    expect(r.findings.map((f) => [f.code, f.path, f.line, f.column])).toEqual([expected]);
    expect(r.findings[0]!.file).toBe('demo.menu.json');
    expect(r.findings[0]!.hint).toMatch(hint);
  });
});

describe('validateCart / validateQuote', () => {
  it.each([
    ['a bad cart type', { products: [], cartType: 'PICK' }, 'BAD_VALUE', '/cartType'],
    ['a missing products list', { cartType: 'PICKUP' }, 'MISSING_FIELD', '/products'],
    ['a line quantity as text', { products: [{ productId: 'p', quantity: '2' }] }, 'WRONG_TYPE', '/products/0/quantity'],
  ])('%s', (_label, value, code, path) => {
    const r = validateCart(value);
    expect(r.ok).toBe(false);
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([[code, path]]);
  });
  it('fills cart defaults', () => {
    const r = validateCart({ products: [{ productId: 'p' }] });
    if (!r.ok) throw new Error('not ok');
    expect(r.cart.cartType).toBe('PICKUP');
    expect(r.cart.paymentType).toBe('CASH');
    expect(r.cart.products[0]!.quantity).toBe(1);
  });
  it('accepts the legacy cart fields it ignores, and still refuses typos', () => {
    const legacy = {
      products: [{ id: '1700000000000', productId: 'p', name: { en: 'P' }, sub: 's', price: '9.99', originalPrice: 12, photo: null, description: { en: '' }, tags: [], modgroups: [], taxP: 9.5 }],
      cashback: 0, deliveryFeeInCents: 0, preTipPrimaryCents: 0, promoFreeDelivery: false,
    };
    expect(validateCart(legacy).ok).toBe(true);
    const typo = validateCart({ products: [{ productId: 'p', quantiy: 2 }] });
    expect(typo.findings.map((f) => [f.code, f.path])).toEqual([['UNKNOWN_KEY', '/products/0/quantiy']]);
  });
  it('parseCart gives lines for a cart file', () => {
    const r = parseCart('{\n  "products": [],\n  "tip": { "percnt": 15 }\n}', 'cart.json');
    expect(r.findings.map((f) => [f.code, f.path, f.line])).toEqual([['UNKNOWN_KEY', '/tip/percnt', 3]]);
  });
  it('validateQuote rejects a non-object', () => {
    const r = validateQuote(5);
    expect(r.findings.map((f) => f.code)).toEqual(['WRONG_TYPE']);
  });
});

describe('did-you-mean', () => {
  it.each([
    ['taxPercentge', ['taxPercentage', 'allServicePercentage'], 'taxPercentage'],
    ['enableOrderign', ['enableOrdering', 'deliveryOnly'], 'enableOrdering'],
    ['TIMEZONE', ['timeZone', 'name'], 'timeZone'],
    ['completelyDifferent', ['taxPercentage'], undefined],
  ])('%s', (word, candidates, expected) => {
    expect(closestMatch(word, candidates)).toBe(expected);
  });
  it.each([
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['', 'abc', 3],
  ])('editDistance(%s, %s) = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe('properties', () => {
  it('edit distance is symmetric and zero only for equal strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
  it('any unknown top-level key is one UNKNOWN_KEY finding at that key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^zz[a-z]{1,8}$/), (key) => {
        const text = `{ "${key}": 1, "shopId": "x", "identity": { "name": "X", "timeZone": "UTC" }, "menu": { "subMenus": [] } }`;
        const r = loadProfile({ text });
        expect(r.findings.map((f) => [f.code, f.path, f.line, f.column])).toEqual([['UNKNOWN_KEY', `/${key}`, 1, 3]]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('loadProfile: messages replace a rule\'s message, presets included', () => {
  const preset: Preset = {
    id: 'limits',
    rules: [{ id: 'limit-5', kind: 'quantity-limit', match: { nameContains: '(limit 5)' }, max: 5, scope: 'cart' }],
  };
  const text = withLine(2, '  "shopId": "demo", "extends": ["limits"], "messages": { "limit-5": "No more than {max} promo tacos." },');

  it('puts the profile\'s message on the preset rule without changing the preset', () => {
    const result = loadProfile({ text, file: 'demo.profile.json', presets: { limits: preset } });
    expect(result.ok && result.findings).toEqual([]);
    if (!result.ok) return;
    const rule = result.profile.rules.find((r) => r.id === 'limit-5');
    expect(rule?.kind === 'quantity-limit' && rule.message).toBe('No more than {max} promo tacos.');
    expect(preset.rules[0]).not.toHaveProperty('message');
    const other = loadProfile({ text: withLine(2, '  "shopId": "demo", "extends": ["limits"],'), file: 'other.profile.json', presets: { limits: preset } });
    expect(other.ok && other.profile.rules.find((r) => r.id === 'limit-5')).not.toHaveProperty('message');
  });
});

describe('loadProfile: pointers into the internal forms point at what the file writes', () => {
  // Human forms the loader moves: a promotion's when and match, percentOff, hours for several days.
  const HUMAN = [
    '{', //                                                                                                     1
    '  "shopId": "demo", "extends": ["legacy-tags"],', //                                                       2
    '  "identity": { "name": "Demo", "timeZone": "America/Los_Angeles" },', //                                  3
    '  "settings": { "hours": { "pickUp": [', //                                                                4
    '    { "days": "mon-fri", "timeRanges": [ { "from": "11:00", "to": "22:00" } ] },', //                      5
    '    { "day": "sat", "timeRanges": [ { "from": "17:00", "to": "02:00" } ] }', //                            6
    '  ] } },', //                                                                                              7
    '  "menu": { "subMenus": [ { "id": "c1", "name": "Mains", "products": [ { "id": "p1", "name": "Burger", "price": 9.5 } ] } ] },', // 8
    '  "rules": [', //                                                                                          9
    '    { "id": "spring", "kind": "promotion", "code": "SPRING",', //                                          10
    '      "when": { "dateFrom": "2026-04-01",', //                                                             11
    '        "dateTo": "2026-03-01" },', //                                                                     12
    '      "effect": { "type": "percent-off", "percent": 10 } },', //                                           13
    '    { "id": "half", "kind": "price-factor", "target": "product", "match": { "ids": ["p1"] },', //          14
    '      "percentOff": 50 },', //                                                                             15
    '    { "id": "deal", "kind": "promotion",', //                                                              16
    '      "match": { "ids": ["p9"] },', //                                                                     17
    '      "effect": { "type": "bogo-cheapest-free" } }', //                                                    18
    '  ]', //                                                                                                   19
    '}', //                                                                                                     20
  ].join('\n');
  const presets = { 'legacy-tags': { id: 'legacy-tags', rules: [{ id: 'legacy-tag-hide', kind: 'hide', target: 'category', match: { tags: ['hide'] } }] } as Preset };
  // The same profile with an unknown key: the valid part is checked, and its pointers still map back.
  const BROKEN = HUMAN.replace('"settings": { "hours"', '"settings": { "taxPercentge": 9.5, "hours"');

  it.each([['a profile that loads', HUMAN], ['a profile with an error elsewhere', BROKEN]])('%s', (_label, text) => {
    const result = loadProfile({ text, file: 'demo.profile.json', presets });
    const r = result.ok ? result : result.partial!;
    expect(result.ok).toBe(text === HUMAN);
    // Rule 0 is the preset's; the file's rules follow it.
    expect(r.profile.rules.map((x) => x.id)).toEqual(['legacy-tag-hide', 'spring', 'half', 'deal']);
    const at = (p: string): [string, number] => {
      const l = r.locate(p);
      return [l.path, l.line];
    };
    expect(at('/rules/1/conditions/when/dateTo')).toEqual(['/rules/0/when/dateTo', 12]);
    expect(at('/rules/2/factor')).toEqual(['/rules/1/percentOff', 15]);
    expect(at('/rules/3/effect/match')).toEqual(['/rules/2/match', 17]);
    expect(at('/rules/3/effect/type')).toEqual(['/rules/2/effect/type', 18]);
    // mon-fri is one entry per weekday inside: Thursday (the 4th) is written in the first entry, Saturday in the second.
    expect(at('/settings/hours/pickUp/3/timeRanges/0/to')).toEqual(['/settings/hours/pickUp/0/timeRanges/0/to', 5]);
    expect(at('/settings/hours/pickUp/3/day')).toEqual(['/settings/hours/pickUp/0/days', 5]);
    expect(at('/settings/hours/pickUp/5/day')).toEqual(['/settings/hours/pickUp/1/day', 6]);
  });

  it('reads a legacy range in milliseconds closing before it opens as the human form does: past midnight', () => {
    const hours = (range: string): unknown => {
      const r = loadProfile({ text: withLine(4, `  "settings": { "hours": { "pickUp": [ { "day": 6, "timeRanges": [ ${range} ] } ] } },`) });
      return r.ok ? r.profile.settings.hours.pickUp : r.findings;
    };
    // Saturday 17:00 to 02:00: 17 h and 24 + 2 = 26 h after Saturday's midnight.
    const saturdayLate = [{ day: 6, timeRanges: [{ from: 17 * 3_600_000, to: 26 * 3_600_000 }] }];
    expect(hours('{ "from": 61200000, "to": 7200000 }')).toEqual(saturdayLate);
    expect(hours('{ "from": "17:00", "to": "02:00" }')).toEqual(saturdayLate);
    expect(hours('{ "from": 61200000, "to": 93600000 }')).toEqual(saturdayLate);
  });
});

describe('loadProfile: findings are not held back behind others', () => {
  const presets = { 'legacy-tags': { id: 'legacy-tags', rules: [] } };
  const codes = (text: string, menu?: { text: string; file: string }): [string, string, number][] =>
    loadProfile({ text, file: 'demo.profile.json', presets, ...(menu ? { menu } : {}) }).findings.map((f) => [f.code, f.path, f.line]);

  it('a bad extends entry and a broken menu file name leave the unknown preset on the other entry reported', () => {
    const text = [
      '{',
      '  "shopId": "demo", "extends": ["../etc/passwd", "legacy-tag"],',
      '  "identity": { "name": "Demo", "timeZone": "America/Los_Angeles" },',
      '  "menu": { "file": "menu.txt" }',
      '}',
    ].join('\n');
    expect(codes(text)).toEqual(
      expect.arrayContaining([
        ['BAD_VALUE', '/extends/0', 2],
        ['BAD_VALUE', '/menu/file', 4],
        ['UNKNOWN_PRESET', '/extends/1', 2],
      ]),
    );
  });

  it('a rule left out for an unknown kind still counts for duplicate rule ids', () => {
    const text = [
      '{',
      '  "shopId": "demo",',
      '  "identity": { "name": "Demo", "timeZone": "America/Los_Angeles" },',
      '  "menu": { "subMenus": [] },',
      '  "rules": [',
      '    { "id": "r1", "kind": "hidee", "target": "product", "match": { "ids": ["p1"] } },',
      '    { "id": "r1", "kind": "hide", "target": "product", "match": { "ids": ["p1"] } },',
      '    { "id": "r2", "kind": "hide", "target": "product", "match": { "ids": ["p1"] } },',
      '    { "id": "r2", "kind": "nope", "target": "product", "match": { "ids": ["p1"] } }',
      '  ]',
      '}',
    ].join('\n');
    const found = codes(text).filter(([code]) => code === 'DUPLICATE_RULE_ID');
    // Rule 1 reuses the id of rule 0 (left out); rule 3 (left out) reuses the id of rule 2.
    expect(found).toEqual([
      ['DUPLICATE_RULE_ID', '/rules/1/id', 7],
      ['DUPLICATE_RULE_ID', '/rules/3/id', 9],
    ]);
  });
});

describe('PRICE_TOO_LARGE: a menu price above $1,000,000.00', () => {
  it('is an error at the price in a profile, and the profile does not load', () => {
    const result = loadProfile({ text: withLine(6, '    { "id": "p1", "name": "Burger", "price": 12345678901234.56 }') });
    expect(result.ok).toBe(false);
    expect(result.findings.map((f) => [f.code, f.severity, f.path, f.line])).toEqual([['PRICE_TOO_LARGE', 'error', '/menu/subMenus/0/products/0/price', 6]]);
  });

  it('is an error in a menu file at its own path, for options, levels and upcharges too; $1,000,000 itself is fine', () => {
    const menu = {
      subMenus: [{
        id: 'c1', name: 'Mains', products: [
          { id: 'p1', name: 'Ok', price: '1000000.00' },
          { id: 'p2', name: 'Big', price: '$1000000.01', modgroups: [{ id: 'g', name: 'G', type: 'multiple', modifiers: [{ id: 'm', name: 'M', price: 5e9, levels: { extra: '2000000' } }] }] },
        ],
      }],
    };
    const result = loadMenu({ text: JSON.stringify(menu, null, 2), file: 'big.menu.json' });
    expect(result.findings.filter((f) => f.code === 'PRICE_TOO_LARGE').map((f) => [f.file, f.path])).toEqual([
      ['big.menu.json', '/subMenus/0/products/1/price'],
      ['big.menu.json', '/subMenus/0/products/1/modgroups/0/modifiers/0/price'],
      ['big.menu.json', '/subMenus/0/products/1/modgroups/0/modifiers/0/levels/extra'],
    ]);
  });
});
