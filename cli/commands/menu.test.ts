import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runShopctl } from './testing.js';

const TEST_SHOP = 'shops/test/test.profile.json';

describe('shopctl menu', () => {
  it.each([
    // [when, --at, categories shown, categories not shown]
    ['Tuesday noon', '2026-03-10T12:00:00-07:00', ['Mains', 'Tuesday Tacos', 'RETAIL Merch'], ['Breakfast', 'Hidden']],
    ['Saturday noon', '2026-03-14T12:00:00-07:00', ['Breakfast', 'Mains'], ['Tuesday Tacos', 'Hidden']],
  ] as const)('%s: shows the categories visible then', async (_when, at, shown, hidden) => {
    const r = await runShopctl(['menu', '--shop', TEST_SHOP, '--at', at]);
    expect(r.code).toBe(0);
    for (const name of shown) expect(r.out).toContain(`\n${name}\n${'-'.repeat(name.length)}\n`);
    for (const name of hidden) expect(r.out).not.toContain(`\n${name}\n`);
  });

  it('prints prices, original prices, availability labels and modifier groups', async () => {
    const r = await runShopctl(['menu', '--shop', TEST_SHOP, '--at', '2026-03-10T12:00:00-07:00']);
    // 50off: floor(3.99 x 0.5) = 1.99; 10off: floor(6.50 x 0.9) = 5.85.
    expect(r.out).toMatch(/t-half-cookie +Half-Price Cookie +\$1\.99 \(was \$3\.99\)\n/);
    expect(r.out).toMatch(/t-discount-shake +Milkshake +\$5\.85 \(was \$6\.50\)\n/);
    expect(r.out).toMatch(/t-daily-catch +Daily Catch +Market Price\n/);
    expect(r.out).toMatch(/t-chefs-table +Chef's Table \(Dine-In Only\) +\$45\.00 +\*not availalbe online\n/);
    expect(r.out).toMatch(/t-sold-out-pie +Apple Pie +\$5\.00 +\*OUT OF STOCK\n/);
    expect(r.out).toContain('    Bun (single, required, min 1, max 1): Brioche, Lettuce Wrap, Gluten-Free Bun +$1.50\n');
    // Auto-generated sides at half price, rounded up: Side Salad ceil(4.50 x 0.5) = 2.25.
    expect(r.out).toContain('Add a Side (half price) (multiple, max 2): Fries +$2.00, Onion Rings +$2.50, Side Salad +$2.25, Coleslaw +$1.50');
    expect(r.out).toContain('    Dressing (single, required, max 1, shown when t-salad-yes is picked): Ranch, Vinaigrette\n');
    expect(r.out).not.toContain('Weekend Brunch Add-on');
  });

  it('shows badges', async () => {
    const r = await runShopctl(['menu', '--shop', 'shops/saffrongrill/saffrongrill-reseda.profile.json', '--at', '2026-03-10T12:00:00-07:00']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Plates [Halal]\n');
    expect(r.out).toMatch(/sg-chicken-shawarma +Chicken Shawarma Plate +\$15\.99 +\[Halal\] contains no major allergen\n/);
    // Dietary labels, then what the dish contains as it opens; an option says what it adds.
    expect(r.out).toMatch(/sg-falafel-plate +Falafel Plate +\$\d+\.\d\d +\[Vegan\] contains Sesame\n/);
    expect(r.out).toContain('Feta +$1.50 (adds Milk)');
  });

  it('with --json prints the resolved menu', async () => {
    const r = await runShopctl(['menu', '--shop', TEST_SHOP, '--at', '2026-03-10T12:00:00', '--json']);
    expect(r.code).toBe(0);
    const menu = JSON.parse(r.out) as { shopId: string; at: string; categories: { id: string; products: { id: string; priceCents: number }[] }[] };
    expect(menu.shopId).toBe('test');
    expect(menu.at).toBe('2026-03-10T12:00:00.000-07:00');
    expect(menu.categories.map((c) => c.id)).toContain('t-tuesday');
    const cookie = menu.categories.flatMap((c) => c.products).find((p) => p.id === 't-half-cookie');
    expect(cookie?.priceCents).toBe(199);
  });

  describe('a small profile', () => {
    const profile = { shopId: 'bowls', identity: { name: 'Bowls', timeZone: 'America/Los_Angeles' }, menu: { file: 'bowls.menu.json' } };
    const menu = {
      subMenus: [{
        id: 'c1', name: 'Bowls', products: [
          {
            id: 'p-bowl', name: 'Bowl', price: '.99',
            modgroups: [
              { id: 'g-empty', name: 'Nothing here', type: 'multiple', modifiers: [] },
              { id: 'g-base', name: 'Base', type: 'single', modifiers: [{ id: 'm-rice', name: 'Rice', price: '+1' }, { id: 'm-noodle', name: 'Noodles', price: '.5' }] },
            ],
          },
          { id: 'p-big', name: 'Big Bowl', price: '5.' },
        ],
      }],
    };
    const files = { 'v/bowls/bowls.profile.json': JSON.stringify(profile), 'v/bowls/bowls.menu.json': JSON.stringify(menu) };

    it('skips a modifier group with no modifiers, in the text and in --json', async () => {
      const r = await runShopctl(['menu', '--shop', 'v/bowls/bowls.profile.json', '--at', '2026-03-10T12:00:00-07:00'], files);
      expect(r.code).toBe(0);
      expect(r.out).not.toContain('Nothing here');
      // ".5" is 50 cents, "+1" a dollar.
      expect(r.out).toContain('    Base (single): Rice +$1.00, Noodles +$0.50\n');
      const json = await runShopctl(['menu', '--shop', 'v/bowls/bowls.profile.json', '--at', '2026-03-10T12:00:00-07:00', '--json'], files);
      const products = (JSON.parse(json.out) as { categories: { products: { id: string; modgroups: { id: string }[] }[] }[] }).categories[0]!.products;
      expect(products[0]!.modgroups.map((g) => g.id)).toEqual(['g-base']);
    });

    it('prices ".99" at 99 cents and "5." at $5.00, not at market price', async () => {
      const r = await runShopctl(['menu', '--shop', 'v/bowls/bowls.profile.json', '--at', '2026-03-10T12:00:00-07:00'], files);
      expect(r.out).toMatch(/p-bowl +Bowl +\$0\.99\n/);
      expect(r.out).toMatch(/p-big +Big Bowl +\$5\.00\n/);
      expect(r.out).not.toContain('Market Price');
    });
  });

  it('a site folder with one profile stands for it', async () => {
    const viaFolder = await runShopctl(['menu', '--shop', 'shops/test', '--at', '2026-03-10T12:00:00-07:00', '--json']);
    const viaFile = await runShopctl(['menu', '--shop', TEST_SHOP, '--at', '2026-03-10T12:00:00-07:00', '--json']);
    expect([viaFolder.code, viaFolder.out]).toEqual([0, viaFile.out]);
  });

  it.each([
    ['no --shop', ['menu'], 'The option --shop is missing'],
    ['bad --at', ['menu', '--shop', TEST_SHOP, '--at', '10/03/2026'], 'is not an ISO 8601 date-time'],
    ['a folder of several profiles', ['menu', '--shop', 'shops/kaiju'], 'holds 2 profiles (kaiju-ktown.profile.json, kaiju-lacienega.profile.json)'],
    ['a folder without profiles', ['menu', '--shop', 'shops/presets'], 'no *.profile.json'],
  ] as const)('%s is bad usage (exit 2)', async (_case, argv, message) => {
    const r = await runShopctl(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});

describe('properties', () => {
  it('the text lists every category of the resolved menu, at any instant of the week', async () => {
    const weekStart = Date.parse('2026-03-08T00:00:00-08:00');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 7 * 24 * 4 - 1 }), async (quarter) => {
        const at = new Date(weekStart + quarter * 15 * 60_000).toISOString();
        const text = await runShopctl(['menu', '--shop', TEST_SHOP, '--at', at]);
        const json = await runShopctl(['menu', '--shop', TEST_SHOP, '--at', at, '--json']);
        const menu = JSON.parse(json.out) as { categories: { name: string; totalProducts: number }[] };
        for (const c of menu.categories) expect(text.out).toContain(`\n${c.name}\n`);
        const total = menu.categories.reduce((n, c) => n + c.totalProducts, 0);
        expect(text.out).toContain(`${menu.categories.length} categories, ${total} products visible.`);
      }),
      { numRuns: 15 },
    );
  });
});

describe('a menu file given as --shop', () => {
  it.each([
    ['menu', ['menu', '--shop', 'shops/test/test.menu.json']],
    ['slots', ['slots', '--shop', 'shops/test/test.menu.json', '--type', 'pickup']],
    ['price', ['price', '--shop', 'shops/test/test.menu.json', '--cart', 'shops/test/examples/save20-delivery.cart.json']],
  ])('%s: is bad usage naming the profile that reads it, with no advice to change the menu', async (_cmd, argv) => {
    const r = await runShopctl(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain('shops/test/test.menu.json is a menu file, not a shop profile. Give the profile with --shop: shops/test/test.profile.json reads this menu.');
    expect(r.err).not.toContain('MISSING_FIELD');
  });

  it('names every profile of a site that reads it, under --json too', async () => {
    const r = await runShopctl(['price', '--shop', 'shops/fornorosso/fornorosso.menu.json', '--cart', 'shops/test/examples/save20-delivery.cart.json', '--json']);
    expect(r.code).toBe(2);
    const body = JSON.parse(r.out) as { ok: boolean; exitCode: number; error: { code: string; message: string } };
    expect(body).toEqual({
      ok: false,
      exitCode: 2,
      error: {
        code: 'USAGE',
        message: 'shops/fornorosso/fornorosso.menu.json is a menu file, not a shop profile. Give the profile with --shop: shops/fornorosso/fornorosso-culvercity.profile.json or shops/fornorosso/fornorosso-silverlake.profile.json read this menu.',
      },
    });
  });

  it('is still linted as a menu by shopctl lint', async () => {
    const r = await runShopctl(['lint', 'shops/test/test.menu.json']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('1 menu checked: no problems found.\n');
  });
});

describe('a menu price too large to charge', () => {
  const profile = { shopId: 'huge', identity: { name: 'Huge', timeZone: 'America/Los_Angeles' }, menu: { file: 'huge.menu.json' } };
  const menu = { subMenus: [{ id: 'c1', name: 'Drinks', products: [{ id: 'lemonade', name: 'Lemonade', price: 12345678901234.56 }] }] };
  const files = { 'v/huge/huge.profile.json': JSON.stringify(profile), 'v/huge/huge.menu.json': JSON.stringify(menu, null, 2) };
  const cart = { 'v/huge/huge.cart.json': JSON.stringify({ shopId: 'huge', cartType: 'PICKUP', paymentType: 'CARD', products: [{ productId: 'lemonade', quantity: 999 }], name: 'A', phone: '(323) 555-0100' }) };

  it('is a lint error at the price in the menu file', async () => {
    const r = await runShopctl(['lint', 'v/huge/huge.profile.json', '--json'], files);
    expect(r.code).toBe(1);
    const found = (JSON.parse(r.out) as { findings: { code: string; file: string; path: string; line: number }[] }).findings;
    expect(found.map((f) => [f.code, f.file, f.path, f.line])).toEqual([['PRICE_TOO_LARGE', 'v/huge/huge.menu.json', '/subMenus/0/products/0/price', 10]]);
  });

  it.each([
    ['price', ['price', '--shop', 'v/huge/huge.profile.json', '--cart', 'v/huge/huge.cart.json', '--at', '2026-03-10T12:00:00']],
    ['menu', ['menu', '--shop', 'v/huge/huge.profile.json', '--at', '2026-03-10T12:00:00']],
  ])('%s refuses the profile with that finding (exit 1) instead of crashing', async (_cmd, argv) => {
    const r = await runShopctl(argv, { ...files, ...cart });
    expect(r.code).toBe(1);
    expect(r.err).toContain('PRICE_TOO_LARGE');
    expect(r.err).not.toContain('RangeError');
  });
});
