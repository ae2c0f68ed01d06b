import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ClientProfile, SiteSummary } from '../../../schemas/boot-types.js';
import { homeHref, navLinks, orderCta } from './site-nav.js';

const kaiju = JSON.parse(readFileSync(new URL('../../../shops/kaiju/kaiju-ktown.profile.json', import.meta.url), 'utf8')) as ClientProfile;
const site: SiteSummary = {
  id: 'kaiju',
  name: 'Kaiju Izakaya',
  defaultShopId: 'kaiju-ktown',
  domains: [],
  locations: [
    { shopId: 'kaiju-ktown', label: 'K-Town', basePath: '/ktown', orderPaths: ['/order'] },
    { shopId: 'kaiju-lacienega', label: 'La Cienega', basePath: '/la-cienega', orderPaths: ['/order'] },
  ],
  pages: [{ path: '/order', kind: 'locations' }],
};

describe('site navigation', () => {
  it("defaults to each location's menu and ordering links", () => {
    expect(navLinks(kaiju, site)).toEqual([
      { label: 'K-Town Menu', href: '/ktown' },
      { label: 'K-Town Ordering (Pickup/Delivery)', href: '/ktown/order' },
      { label: 'La Cienega Menu', href: '/la-cienega' },
      { label: 'La Cienega Ordering (Pickup/Delivery)', href: '/la-cienega/order' },
    ]);
  });

  it("takes the profile's links and call to action when it has them", () => {
    const own = { ...kaiju, presentation: { ...kaiju.presentation, navigation: { links: [{ label: 'Catering', href: '/catering' }], orderLink: { label: 'Order now', href: '/ktown/order' } } } } as ClientProfile;
    expect(navLinks(own, site)).toEqual([{ label: 'Catering', href: '/catering' }]);
    expect(orderCta(own, site)).toEqual({ label: 'Order now', href: '/ktown/order' });
  });

  it('sends the call to action to the location chooser when a site has several locations', () => {
    expect(orderCta(kaiju, site)).toEqual({ label: 'Order', href: '/order' });
    const one: SiteSummary = { ...site, locations: [site.locations[0]!], pages: [] };
    expect(orderCta({ ...kaiju, identity: { ...kaiju.identity, locations: [] } } as ClientProfile, one)).toEqual({ label: 'Order', href: '/ktown/order' });
  });
});

describe('where the logo and the shop name lead', () => {
  it("a location's pages on a site with several: that location's order page, not the default location's '/'", () => {
    for (const kind of ['menu', 'product', 'checkout', 'success', 'order-status', 'rewards', 'not-found'] as const) {
      expect(homeHref(site, { kind, shopId: 'kaiju-lacienega' })).toBe('/la-cienega/order');
      expect(homeHref(site, { kind, shopId: 'kaiju-ktown' })).toBe('/ktown/order');
    }
  });

  it("the site's own pages, a site with one location, and no site: '/'", () => {
    expect(homeHref(site, { kind: 'page', shopId: 'kaiju-ktown' })).toBe('/');
    expect(homeHref(site, { kind: 'app', shopId: 'kaiju-ktown' })).toBe('/');
    expect(homeHref({ ...site, locations: [site.locations[1]!] }, { kind: 'menu', shopId: 'kaiju-lacienega' })).toBe('/');
    expect(homeHref(null, null)).toBe('/');
  });
});
