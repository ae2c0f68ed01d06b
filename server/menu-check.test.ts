import { describe, expect, it } from 'vitest';
import { loadProfileFile } from '../schemas/node.js';
import { menuCheck } from './menu-check.js';

describe('menuCheck', () => {
  it('marks the items and options out of stock through the profile, and nothing else', async () => {
    const loaded = await loadProfileFile('shops/test/test.profile.json');
    if (!loaded.ok) throw new Error('the shipped profile should load');
    // The Test Kitchen's profile marks Apple Pie (t-sold-out-pie) out of stock; add Bacon, an option, here.
    const profile = { ...loaded.profile, settings: { ...loaded.profile.settings, menuSettings: { ...loaded.profile.settings.menuSettings, 't-ex-bacon': { outOfStock: 'OUT_OF_STOCK' as const }, 't-fish-tacos': { outOfStock: '' as const } } } };
    const check = menuCheck(profile);
    const items = check.categories.flatMap((c) => c.items);
    expect(items.filter((i) => i.profileOutOfStock).map((i) => [i.id, i.name])).toEqual([['t-sold-out-pie', 'Apple Pie']]);
    // "" clears the mark: Fish Tacos are on sale.
    expect(items.find((i) => i.id === 't-fish-tacos')).not.toHaveProperty('profileOutOfStock');
    const marked = new Set(items.flatMap((i) => i.modgroups.flatMap((g) => g.options.filter((o) => o.profileOutOfStock).map((o) => `${o.id} ${o.name}`))));
    expect([...marked]).toEqual(['t-ex-bacon Bacon']);
  });
});
