import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runShopctl } from './testing.js';

describe('shopctl explain', () => {
  it('groups rules by kind and marks the preset ones', async () => {
    const r = await runShopctl(['explain', '--shop', 'shops/sunsetslice/sunsetslice.profile.json']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^Sunset Slice.* \(sunsetslice\): \d+ rules$/);
    expect(r.out).toContain('\nPromotions (promotion, 2)\n');
    expect(r.out).toMatch(/\n- ss-promo-bogopie: .*BOGOPIE/);
    expect(r.out).toMatch(/\n- ss-15off-over-50: .*15% off/);
    expect(r.out).toMatch(/\n- ss-delivery-five-over-three: /);
    // Group headings come in a fixed order: visibility first, delivery near the end.
    expect(r.out.indexOf('Hidden (hide')).toBeLessThan(r.out.indexOf('Promotions (promotion'));
    expect(r.out.indexOf('Promotions (promotion')).toBeLessThan(r.out.indexOf('Delivery fee (delivery-fee'));
    // The menu's allergens, from the menu: every product lists them; anchovies add fish.
    expect(r.out).toMatch(/\nAllergens and dietary labels \(allergens, \d+\)\n/);
    expect(r.out).toContain('\n- menu.allergens [from the menu]: 52 of 52 products list their allergens');
    expect(r.out).toMatch(/\n- menu\.allergen\.fish \[from the menu\]: Fish \([^)]*\): Caesar Salad and Party Pack \(4 pies \+ 2 salads\) contain it as they open; the option Anchovies \(on /);
  });

  it('lists the preset rules that touch the menu with their descriptions; --all lists every one', async () => {
    const menu = readFileSync('shops/sunsetslice/sunsetslice.menu.json', 'utf8');
    // Sunset Slice tags nothing 50off, so the preset's 50off rule does not touch its menu.
    expect(menu.includes('50off')).toBe(false);
    const r = await runShopctl(['explain', '--shop', 'shops/sunsetslice/sunsetslice.profile.json']);
    expect(r.out).not.toContain('legacy-tag-50off');
    const all = await runShopctl(['explain', '--shop', 'shops/sunsetslice/sunsetslice.profile.json', '--all']);
    // The preset rule's description follows its sentence, as a profile rule's does.
    expect(all.out).toContain(
      "\n- legacy-tag-50off [from preset legacy-tags]: Products tagged 50off cost 0.5 × price, rounded down to the cent. Note: Products tagged '50off' cost half, rounded down to the cent; the old price shows as the original.\n",
    );
    expect(all.out).toContain(
      "\n- legacy-tag-noho-breakfast [from preset legacy-tags]: Categories tagged noho-breakfast are shown only on Monday or Tuesday from 00:00 to 16:00. Note: Categories tagged 'noho-breakfast' are shown on Mondays and Tuesdays from midnight to 4pm only.\n",
    );
    const count = (text: string) => Number(/: (\d+) rules?\n/.exec(text)![1]);
    expect(count(all.out)).toBeGreaterThan(count(r.out));
  });

  it('spells out a named schedule\'s days and times, and the delivery limit of a fee rule', async () => {
    const r = await runShopctl(['explain', '--shop', 'shops/juicestop/juicestop.profile.json']);
    // juicestop's "taco-night" schedule: days [4, 5], 19:00 to 22:00.
    expect(r.out).toContain('- js-taco-night-hours: Categories with id js-taco-night are shown only during schedule taco-night (on Thursday or Friday from 19:00 to 22:00).');
    // test: bands up to 8 miles, settings.delivery.maxDistanceInMiles 8.
    const t = await runShopctl(['explain', '--shop', 'shops/test/test.profile.json', '--json']);
    const fee = (JSON.parse(t.out) as { ruleId: string; text: string }[]).find((x) => x.ruleId === 'test-delivery-step')!;
    expect(fee.text).toMatch(/; not delivered at or beyond 8 miles \(settings\.delivery\.maxDistanceInMiles\)\./);
  });

  it('with --json gives each rule its source', async () => {
    const r = await runShopctl(['explain', '--shop', 'shops/test/test.profile.json', '--json']);
    expect(r.code).toBe(0);
    const rules = JSON.parse(r.out) as { ruleId: string; kind: string; text: string; source: string; preset?: string }[];
    expect(rules.find((x) => x.ruleId === 'test-promo-save20')).toMatchObject({ kind: 'promotion', source: 'profile' });
    expect(rules.find((x) => x.ruleId === 'legacy-marker-limit-1')).toMatchObject({ kind: 'quantity-limit', source: 'preset', preset: 'legacy-tags' });
    expect(rules.every((x) => x.text.length > 10)).toBe(true);
    expect(rules.find((x) => x.ruleId === 't-burger-combo')).toMatchObject({ kind: 'combo', source: 'menu' });
  });

  it('says every combo of the menu under Combos, marked as from the menu', async () => {
    const r = await runShopctl(['explain', '--shop', 'shops/test/test.profile.json']);
    expect(r.out).toContain(
      '\nCombos (combo, 1)\n-----------------\n- t-burger-combo [from the menu]: The combo "Burger Combo" ($15.00) is sold as one line: Burger: choose 1 of Cheeseburger, Chicken Sandwich; Side: choose 1 of Fries, Onion Rings (+$1.00), Side Salad, Coleslaw; Drink: choose 1 of Soda, Lemonade (+$0.50), Iced Tea, Drip Coffee.',
    );
  });

  it('says what each modifier group of the menu does, marked as from the menu', async () => {
    const r = await runShopctl(['explain', '--shop', 'shops/test/test.profile.json']);
    expect(r.out).toContain('\nModifier groups (modifier-group, 6)\n');
    expect(r.out).toContain('\n- menu.t-build-pizza.t-dip-size [from the menu]: Group "Dip size" on Build Your Own Pizza, shown while Garlic Dip is picked: Small starts picked (a cart that does not name it counts it; removing one keeps its price).\n');
    expect(r.out).toContain('\n- menu.t-calzone.t-lib-toppings [from the menu]: Shared group t-lib-toppings as "Fillings" on Calzone: Mozzarella comes regular (free), light (free), extra (+$1.50) or on the side (free); Pepperoni comes regular (+$2.50) or extra (+$3.75); Mozzarella starts picked (a cart that does not name it counts it; removing one keeps its price).\n');
    const json = JSON.parse((await runShopctl(['explain', '--shop', 'shops/test/test.profile.json', '--json'])).out) as { ruleId: string; source: string }[];
    expect(json.find((e) => e.ruleId === 'menu.t-build-pizza.t-lib-toppings')?.source).toBe('menu');
  });

  it('exits 1 with the findings of a broken profile, 2 without --shop', async () => {
    const broken = await runShopctl(['explain', '--shop', 'shops/test/broken.profile.json'], { 'shops/test/broken.profile.json': '{ "shopId": 5 }' });
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('shops/test/broken.profile.json');
    expect(broken.out).toBe('');
    const usage = await runShopctl(['explain']);
    expect(usage.code).toBe(2);
  });
});
