/**
 * What search engines and link previews read, rendered on the server only: title and
 * description, the canonical URL, Open Graph tags, `noindex` on private pages, and schema.org
 * JSON-LD built from the profile and the resolved menu: a `Restaurant` per location on the
 * site's pages, and the location's `Restaurant` with its `Menu` on a menu page.
 */
import type { ResolvedMenu } from '../../../engine/index.js';
import type { Boot, ClientProfile } from './boot.js';
import { headFor } from './head.js';
import type { Located } from './routes.js';
import { THEME_SCRIPT } from './theme.js';

/** Pages that are one customer's business, or staff's: never indexed. */
const PRIVATE = new Set(['checkout', 'cart-item', 'success', 'order-status', 'rewards', 'not-found']);

/** Tags the menu declares, as schema.org diets (`suitableForDiet`). */
const DIETS: Record<string, string> = {
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  glutenfree: 'https://schema.org/GlutenFreeDiet',
};

/** The site's public origin: its first production domain (https), else the host it was asked on. */
export function siteOrigin(boot: Boot): string {
  const domain = boot.site?.domains[0];
  if (domain) return `https://${domain}`;
  return boot.origin ?? `http://${boot.host}`;
}

function absolute(origin: string, siteId: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/')) return `${origin}${path}`;
  return `${origin}/shops/${encodeURIComponent(siteId)}/${path.replace(/^\.?\//, '')}`;
}

/** Cents as schema.org wants a price: a decimal string with two places. */
function price(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** One location of the shop as a schema.org Restaurant. */
export function restaurantLd(shop: ClientProfile, origin: string, site: { readonly id: string; readonly name: string }, shopId: string): Record<string, unknown> {
  const siteId = site.id;
  const id = shop.identity;
  const location = (id.locations ?? []).find((l) => l.shopId === shopId);
  const own = shopId === shop.shopId;
  const url = `${origin}${location?.basePath ?? id.basePath ?? ''}` || origin;
  const ld: Record<string, unknown> = {
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: location?.label && !site.name.includes(location.label) ? `${site.name} ${location.label}` : own ? id.name : site.name,
    url,
  };
  const description = id.description?.en;
  if (description) ld.description = description;
  const phone = location?.phone ?? (own ? id.phone : undefined);
  if (phone) ld.telephone = phone;
  const image = location?.storefrontPhoto ?? id.logo;
  if (image) ld.image = absolute(origin, siteId, image);
  if (own && id.address_line_1) {
    ld.address = {
      '@type': 'PostalAddress',
      streetAddress: [id.address_line_1, id.address_line_2].filter(Boolean).join(', '),
      ...(id.city ? { addressLocality: id.city } : {}),
      ...(id.state ? { addressRegion: id.state } : {}),
      ...(id.zip ? { postalCode: id.zip } : {}),
      addressCountry: 'US',
    };
  } else if (location?.address?.length) {
    ld.address = { '@type': 'PostalAddress', streetAddress: location.address.join(', '), addressCountry: 'US' };
  }
  if (location?.lat !== undefined && location.lng !== undefined) ld.geo = { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng };
  const orderLink = location?.orderLink;
  if (orderLink) ld.potentialAction = { '@type': 'OrderAction', target: absolute(origin, siteId, orderLink) };
  return ld;
}

/** The resolved menu as a schema.org Menu (market-price items carry no offer). */
export function menuLd(menu: ResolvedMenu, name: string, url: string): Record<string, unknown> {
  return {
    '@type': 'Menu',
    name,
    url,
    hasMenuSection: menu.categories
      .filter((c) => c.products.length > 0)
      .map((c) => ({
        '@type': 'MenuSection',
        name: c.name,
        hasMenuItem: c.products.map((p) => {
          const diets = [...new Set(p.tags.map((t) => DIETS[t.toLowerCase()]).filter((d): d is string => d !== undefined))];
          return {
            '@type': 'MenuItem',
            name: p.name,
            ...(p.description ? { description: p.description } : {}),
            ...(p.marketPrice ? {} : { offers: { '@type': 'Offer', price: price(p.priceCents), priceCurrency: 'USD' } }),
            ...(diets.length === 1 ? { suitableForDiet: diets[0] } : diets.length > 1 ? { suitableForDiet: diets } : {}),
          };
        }),
      })),
  };
}

/** The JSON-LD documents of a page (none on private pages). */
export function structuredData(boot: Boot, located: Located | null, pathname: string): Record<string, unknown>[] {
  const shop = boot.shop;
  const site = boot.site;
  if (!shop || !site || !located || PRIVATE.has(located.route.kind)) return [];
  const origin = siteOrigin(boot);
  const context = { '@context': 'https://schema.org' };
  if (located.route.kind === 'menu') {
    const restaurant = restaurantLd(shop, origin, site, shop.shopId);
    const url = `${origin}${pathname}`;
    return [{ ...context, ...restaurant, ...(boot.menu ? { hasMenu: menuLd(boot.menu, `${String(restaurant.name)} menu`, url) } : {}) }];
  }
  if (located.route.kind === 'page') {
    const shopIds = site.locations.map((l) => l.shopId);
    return shopIds.map((id) => ({ ...context, ...restaurantLd(shop, origin, site, id) }));
  }
  return [];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a <script> element: nothing that could close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The server-rendered head of a page. Its one inline script (the theme) is the same for every
 * response of a page, so the server allows it by its hash and can keep the rendered page.
 */
export function headHtml(boot: Boot, located: Located | null, pathname: string): string {
  const head = headFor(boot, located);
  const shop = boot.shop;
  const origin = siteOrigin(boot);
  const kind = located?.route.kind;
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) parts.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (!kind || PRIVATE.has(kind)) parts.push('<meta name="robots" content="noindex">');
  else if (located) {
    const url = `${origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
    const page = kind === 'page' ? shop?.presentation.pages?.find((p) => p.path === located.route.pagePath) : undefined;
    const image = page?.heroImage ?? shop?.identity.logo;
    parts.push(
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(boot.site?.name ?? shop?.identity.name ?? '')}">`,
      `<meta property="og:title" content="${escapeHtml(head.title)}">`,
      head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}">` : '',
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      image && boot.site ? `<meta property="og:image" content="${escapeHtml(absolute(origin, boot.site.id, image))}">` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    );
  }
  for (const doc of structuredData(boot, located, pathname)) parts.push(`<script type="application/ld+json">${scriptJson(doc)}</script>`);
  const theme = shop?.presentation.theme === 'dark' ? 'dark' : 'light';
  parts.push(`<script>document.documentElement.dataset.theme='${theme}';${THEME_SCRIPT}</script>`);
  return parts.filter(Boolean).join('');
}
