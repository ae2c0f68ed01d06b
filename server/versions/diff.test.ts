import { describe, expect, it } from 'vitest';
import { diffVersions, MAX_DIFF_LINES } from './diff.js';

const profile = (over: Record<string, unknown> = {}) => ({
  $schema: '../../schemas/shop-profile.schema.json',
  shopId: 'shop',
  identity: { name: 'Shop', timeZone: 'America/Los_Angeles' },
  settings: { taxPercentage: 9.5, hours: { pickUp: [], delivery: [] } },
  menu: { file: 'shop.menu.json' },
  rules: [
    { id: 'happy-hour', kind: 'promotion', effect: { type: 'percent-off', percent: 20 } },
    { id: 'save5', kind: 'promotion', code: 'SAVE5', effect: { type: 'amount-off', cents: 500 } },
  ],
  ...over,
});
const menu = (price: number) => ({ subMenus: [{ id: 'mains', name: { en: 'Mains' }, products: [{ id: 'p-burger', name: { en: 'Burger' }, price }] }] });

describe('diffVersions', () => {
  const cases: { name: string; before: Parameters<typeof diffVersions>[0]; after: Parameters<typeof diffVersions>[1]; expected: string[] }[] = [
    { name: 'first version', before: undefined, after: { profile: profile(), menu: menu(12) }, expected: ['first version'] },
    { name: 'nothing changed', before: { profile: profile(), menu: menu(12) }, after: { profile: profile(), menu: menu(12) }, expected: [] },
    {
      name: 'a rule setting and a tax rate',
      before: { profile: profile(), menu: menu(12) },
      after: {
        profile: profile({
          settings: { taxPercentage: 10, hours: { pickUp: [], delivery: [] } },
          rules: [
            { id: 'happy-hour', kind: 'promotion', effect: { type: 'percent-off', percent: 25 } },
            { id: 'save5', kind: 'promotion', code: 'SAVE5', effect: { type: 'amount-off', cents: 500 } },
          ],
        }),
        menu: menu(12),
      },
      expected: ['rule happy-hour: effect.percent 20 → 25', 'settings.taxPercentage 9.5 → 10'],
    },
    {
      name: 'a rule added and one removed',
      before: { profile: profile(), menu: menu(12) },
      after: { profile: profile({ rules: [{ id: 'happy-hour', kind: 'promotion', effect: { type: 'percent-off', percent: 20 } }, { id: 'late', kind: 'price-factor' }] }), menu: menu(12) },
      expected: ['rule late added (price-factor)', 'rule save5 removed (promotion)'],
    },
    {
      name: 'a price and a new item in the menu file',
      before: { profile: profile(), menu: menu(12) },
      after: { profile: profile(), menu: { subMenus: [{ id: 'mains', name: { en: 'Mains' }, products: [{ id: 'p-burger', name: { en: 'Burger' }, price: 13.5 }, { id: 'p-fries', name: { en: 'Fries' }, price: 4 }] }] } },
      expected: ['menu: Burger (p-burger) price 12 → 13.5', 'menu: Fries (p-fries) added'],
    },
    {
      name: 'identity text and a missing key',
      before: { profile: profile(), menu: menu(12) },
      after: { profile: profile({ identity: { name: "Shop's", timeZone: 'America/Los_Angeles', phone: '(213) 555-0100' } }), menu: menu(12) },
      expected: ['identity.name "Shop" → "Shop\'s"', 'identity.phone (none) → "(213) 555-0100"'],
    },
    {
      // Every role reads the history: a short webhook list, or a secret compared as a leaf, never shows the secret.
      name: 'webhook secrets are never shown',
      before: { profile: profile({ orderHandling: { webhooks: [{ url: 'h', secret: 's1' }] }, pos: { secret: 's3' } }), menu: menu(12) },
      after: { profile: profile({ orderHandling: { webhooks: [{ url: 'h', secret: 's2' }] }, pos: { secret: 's4' }, bridge: { secret: 's5' } }), menu: menu(12) },
      expected: ['orderHandling.webhooks [1 items] → [1 items]', 'pos.secret changed', 'bridge (none) → {...}'],
    },
    {
      name: 'rules reordered',
      before: { profile: profile(), menu: menu(12) },
      after: { profile: profile({ rules: [...(profile().rules as unknown[])].reverse() }), menu: menu(12) },
      expected: ['rules reordered'],
    },
  ];
  it.each(cases)('$name', ({ before, after, expected }) => {
    expect(diffVersions(before, after)).toEqual(expected);
  });

  it('caps a long summary and counts the rest', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: `p-${i}`, name: { en: `Item ${i}` }, price: i }));
    const lines = diffVersions({ profile: profile(), menu: { subMenus: [] } }, { profile: profile(), menu: { subMenus: [{ id: 'c', name: { en: 'C' }, products: many }] } });
    expect(lines).toHaveLength(MAX_DIFF_LINES);
    expect(lines.at(-1)).toBe(`... and ${101 - MAX_DIFF_LINES + 1} more changes`);
  });
});
