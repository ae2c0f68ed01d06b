import { describe, expect, it } from 'vitest';
import type { Boot } from './boot.js';
import { headFor } from './head.js';
import type { Located } from './routes.js';

/** A boot with one shop whose menu writes product names both ways. */
const boot = {
  site: { id: 'fr', name: 'Forno Rosso' },
  shop: {
    identity: { name: 'Forno Rosso Silver Lake' },
    presentation: {},
    menu: { subMenus: [{ id: 'pizza', products: [{ id: 'fr-byo', name: 'Build Your Own' }, { id: 'fr-margherita', name: { en: 'Margherita' } }] }] },
  },
} as unknown as Boot;

const product = (productId: string): Located => ({ route: { path: '/silver-lake/products/:productId', kind: 'product', shopId: 'fr', basePath: '/silver-lake' }, params: { productId } }) as unknown as Located;

describe('headFor', () => {
  it.each([
    // A plain-string name and a localized one read the same: '{product} | {shop}'.
    ['fr-byo', 'Build Your Own | Forno Rosso Silver Lake'],
    ['fr-margherita', 'Margherita | Forno Rosso Silver Lake'],
    // An unknown product: the shop's name alone.
    ['fr-gone', 'Forno Rosso Silver Lake'],
  ])('titles the product page of %s %j', (id, title) => {
    expect(headFor(boot, product(id)).title).toBe(title);
  });
});

describe('headFor the rewards page', () => {
  const rewards = { route: { path: '/c/:phone', kind: 'rewards', shopId: 'fr', basePath: '' }, params: { phone: '2135550199' } } as unknown as Located;
  const at = (settings: Record<string, unknown>, presentation: Record<string, unknown> = {}): Boot =>
    ({ ...boot, shop: { ...(boot.shop as object), settings, presentation } }) as unknown as Boot;

  it("is 'Here's $10' where checkout spends cashback", () => {
    expect(headFor(at({ enableCashback: true }), rewards).title).toBe("Here's $10 | Forno Rosso Silver Lake");
  });

  it.each([
    ['cashback is off', at({ enableCashback: false })],
    ['the cashback panel is hidden', at({ enableCashback: true }, { cashbackPanel: { show: false } })],
  ])('offers no $10 where %s', (_why, b) => {
    expect(headFor(b, rewards).title).toBe('Cashback rewards | Forno Rosso Silver Lake');
  });
});
