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
