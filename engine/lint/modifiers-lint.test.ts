/** Lint of the modifier group library, nested groups, halves and options that start picked, on the pizzeria fixture. */
import { describe, expect, it } from 'vitest';
import { closestMatch } from '../../schemas/did-you-mean.js';
import type { Menu, Modgroup, Modifier } from '../../schemas/generated/types.js';
import { MODIFIERS_MENU, modifiersProfile } from '../../tests/fixtures/modifiers-menu.js';
import { lintMenu, lintProfile } from './index.js';

const lint = (edit: (m: Menu) => void = () => undefined) => {
  const menu = structuredClone(MODIFIERS_MENU);
  edit(menu);
  return lintProfile(modifiersProfile(menu), { closestMatch })
    .map((f) => [f.severity, f.code, f.path])
    .sort((a, b) => a[2]!.localeCompare(b[2]!));
};
const pie = (m: Menu) => m.subMenus[0]!.products[0]!;
const calzoneUse = (m: Menu) => m.subMenus[0]!.products[2]!.modgroups![0] as unknown as Record<string, unknown>;
const salad = (m: Menu) => m.subMenus[1]!.products[0]!;
const group = (m: Menu, product: (m: Menu) => ReturnType<typeof pie>, i: number) => product(m).modgroups![i] as Modgroup;
// Chicken > Crispy > Buffalo > Extra hot: the option of the group three deep.
const extraHot = (m: Menu): Modifier =>
  (((group(m, salad, 1).modifiers![0]!.modgroups![0] as Modgroup).modifiers![1]!.modgroups![0] as Modgroup).modifiers![0]!.modgroups![0] as Modgroup).modifiers![0]!;
const LIB = '/menu/modgroupLibrary';
const P = '/menu/subMenus/0/products';

describe('lint: modifier groups', () => {
  it.each<[string, (m: Menu) => void, [string, string, string][]]>([
    ['the fixture: only the library group no product uses', () => undefined, [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`]]],
    ['a use of an unknown library id', (m) => { calzoneUse(m)['use'] = 'g-topings'; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'MODGROUP_LIBRARY_UNKNOWN', `${P}/2/modgroups/0/use`]]],
    ['a group four deep', (m) => { extraHot(m).modgroups = [{ id: 'g-deep', name: 'Too deep', modifiers: [{ id: 'm-deep', name: 'Deep' }] }]; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'MODGROUP_NESTED_TOO_DEEP', '/menu/subMenus/1/products/0/modgroups/1/modifiers/0/modgroups/0/modifiers/1/modgroups/0/modifiers/0/modgroups/0/modifiers/0/modgroups/0']]],
    ['a nested group with its own showIf', (m) => { group(m, salad, 1).modifiers![0]!.modgroups![0]!.showIf = 'm-sp3'; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'NESTED_GROUP_SHOW_IF', '/menu/subMenus/1/products/0/modgroups/1/modifiers/0/modgroups/0/showIf']]],
    ['defaults naming no option of the library group', (m) => { calzoneUse(m)['defaults'] = ['m-mus']; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'MODGROUP_DEFAULT_UNKNOWN', `${P}/2/modgroups/0/defaults/0`]]],
    ['two options start picked in a single group', (m) => { group(m, salad, 0).modifiers![2]!.default = true; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'MODGROUP_DEFAULTS_OVER_MAX', '/menu/subMenus/1/products/0/modgroups/0/modifiers']]],
    ['a product\'s defaults beyond its own maximum', (m) => { calzoneUse(m)['defaults'] = ['m-cheese', 'm-sauce', 'm-basil']; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'MODGROUP_DEFAULTS_OVER_MAX', `${P}/2/modgroups/0/defaults`]]],
    ['a portion factor above 1', (m) => { (pie(m).modgroups![1] as unknown as Record<string, unknown>)['portionFactor'] = '1.5'; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'PORTION_FACTOR_OUT_OF_RANGE', `${P}/0/modgroups/1/portionFactor`]]],
    ['a portion factor on a group without halves', (m) => { calzoneUse(m)['portionFactor'] = '0.5'; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['warning', 'PORTION_FACTOR_UNUSED', `${P}/2/modgroups/0/portionFactor`]]],
    ['a product option with the id of a library option', (m) => { group(m, pie, 0).modifiers!.push({ id: 'm-mush', name: 'Mushroom crust' }); },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'DUPLICATE_MODIFIER_ID', `${P}/0/modgroups/1/id`]]],
    ['a library price by a size no product using it has', (m) => { m.modgroupLibrary![0]!.modifiers![3]!.priceIf = [{ match: 'm-18', price: 4 }]; },
      [['error', 'PRICE_IF_DANGLING', `${LIB}/0/modifiers/3/priceIf/0/match`], ['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`]]],
    ['no product using the library has the size its prices name', (m) => { group(m, pie, 0).modifiers![1]!.id = 'm-sixteen'; },
      [['error', 'PRICE_IF_DANGLING', `${LIB}/0/modifiers/3/priceIf/0/match`], ['error', 'PRICE_IF_DANGLING', `${LIB}/0/modifiers/5/levels/extra/priceIf/0/match`], ['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`]]],
    ['a product override of min over max', (m) => { calzoneUse(m)['minCount'] = 3; },
      [['warning', 'MODGROUP_LIBRARY_UNUSED', `${LIB}/1/id`], ['error', 'MODGROUP_MIN_OVER_MAX', `${P}/2/modgroups/0/minCount`]]],
  ])('%s', (_name, edit, expected) => {
    expect(lint(edit)).toEqual(expected);
  });

  it('the library price by size is fine while one product using it has the size', () => {
    // The calzone and the special have no 16in; the pie does, so mushrooms' priceIf is not reported.
    expect(lint().filter(([, code]) => code === 'PRICE_IF_DANGLING')).toEqual([]);
  });

  it('says what to write: the closest library id, and the closest option for defaults', () => {
    const menu = structuredClone(MODIFIERS_MENU);
    calzoneUse(menu)['use'] = 'g-topings';
    (pie(menu).modgroups![1] as unknown as Record<string, unknown>)['defaults'] = ['m-mus'];
    const findings = lintProfile(modifiersProfile(menu), { closestMatch });
    expect(findings.find((f) => f.code === 'MODGROUP_LIBRARY_UNKNOWN')).toMatchObject({
      message: '"Calzone" uses the library group "g-topings", but the menu\'s modgroupLibrary has no group with that id, so the product does not offer it.',
      hint: 'Did you mean "g-toppings"? Library ids: g-toppings, g-unused.',
    });
    expect(findings.find((f) => f.code === 'MODGROUP_DEFAULT_UNKNOWN')?.hint).toBe('Did you mean "m-mush"?');
    expect(findings.find((f) => f.code === 'MODGROUP_LIBRARY_UNUSED')).toMatchObject({
      severity: 'warning',
      message: 'The library group "g-unused" ("Never used") is used by no product, so customers never see it.',
    });
  });

  it('a menu file alone is checked the same, with pointers into the file', () => {
    const menu = structuredClone(MODIFIERS_MENU);
    calzoneUse(menu)['use'] = 'g-topings';
    expect(lintMenu(menu, { closestMatch }).map((f) => [f.code, f.path, f.hint.slice(0, 28)])).toEqual([
      ['MODGROUP_LIBRARY_UNKNOWN', '/subMenus/0/products/2/modgroups/0/use', 'Did you mean "g-toppings"? L'],
      ['MODGROUP_LIBRARY_UNUSED', '/modgroupLibrary/1/id', 'Add { "use": "g-unused" } to'],
    ]);
  });
});
