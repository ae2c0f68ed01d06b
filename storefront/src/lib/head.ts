/** The document head of a page: title and description, rendered on the server and kept in sync in the browser (the rest of the head is in seo.ts, server only). */
import { textOf, type NameOrLocalized } from '../../../engine/index.js';
import type { Boot } from './boot.js';
import { offersRewards } from './rewards-offer.js';
import type { Located } from './routes.js';

export interface Head {
  readonly title: string;
  readonly description?: string;
}

const TITLES: Partial<Record<Located['route']['kind'], string>> = {
  menu: 'Order Online',
  checkout: 'Checkout',
  'order-status': 'Order Confirmation',
  rewards: "Here's $10",
  app: 'Install the app',
  'not-found': '404, Sorry!',
};

/** Title and description for a located page. */
export function headFor(boot: Boot, located: Located | null): Head {
  if (!boot.site || !located) return { title: 'Restaurants', description: 'Order online from our restaurants.' };
  const shop = boot.shop;
  const name = shop?.identity.name ?? boot.site.name;
  const description = shop?.identity.description?.en ?? `Order online from ${name}.`;
  const { route, params } = located;
  if (route.kind === 'product' && shop) {
    const product = shop.menu.subMenus?.flatMap((c) => c.products ?? []).find((p) => p.id === params.productId);
    // A menu writes a name as a plain string or as { en } (Forno Rosso's are plain strings).
    const productName = product ? textOf(product.name as NameOrLocalized) : '';
    if (productName) return { title: `${productName} | ${name}`, description };
  }
  if (route.kind === 'page') {
    const page = shop?.presentation.pages?.find((p) => p.path === route.pagePath);
    if (page) return { title: page.path === '/' ? name : `${page.title} | ${name}`, description: page.description ?? description };
  }
  // A shop without cashback has no sign-up: its rewards page says so.
  if (route.kind === 'rewards' && shop && !offersRewards(shop)) return { title: `Cashback rewards | ${name}`, description };
  const suffix = TITLES[route.kind];
  return { title: suffix ? `${suffix} | ${name}` : name, description };
}
