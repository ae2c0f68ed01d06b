/**
 * The site header's links, from the profile's `presentation.navigation` or, where it says
 * nothing, from the site's locations: '{label} Menu' to each base path and
 * '{label} Ordering (Pickup/Delivery)' to each order link (the juice cafe's overlay).
 */
import type { ClientProfile, SiteSummary } from '../../../schemas/boot-types.js';
import { defaultLocation, href, locationOf, type RouteKind } from './routes.js';

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** The menu overlay's links. */
export function navLinks(shop: ClientProfile, site: SiteSummary): NavLink[] {
  const configured = shop.presentation.navigation?.links;
  if (configured && configured.length > 0) return configured.map((l) => ({ label: l.label, href: l.href }));
  const links: NavLink[] = [];
  const profileLocations = shop.identity.locations ?? [];
  for (const loc of site.locations) {
    const described = profileLocations.find((l) => l.shopId === loc.shopId && !l.disabled);
    if (profileLocations.length > 0 && !described) continue;
    const label = described?.label ?? loc.label;
    links.push({ label: `${label} Menu`, href: href.base(loc) });
    links.push({ label: `${label} Ordering (Pickup/Delivery)`, href: described?.orderLink ?? href.menu(loc) });
  }
  return links;
}

/** The home header's call to action. */
export function orderCta(shop: ClientProfile, site: SiteSummary): NavLink {
  const configured = shop.presentation.navigation?.orderLink;
  if (configured) return { label: configured.label, href: configured.href };
  const def = defaultLocation(site);
  if (site.locations.length > 1) {
    // Several locations: the site's choose-location page when it has one, else the first location.
    const chooser = site.pages.find((p) => p.kind === 'locations');
    if (chooser) return { label: 'Order', href: chooser.path };
  }
  const described = (shop.identity.locations ?? []).find((l) => l.shopId === def?.shopId);
  return { label: 'Order', href: described?.orderLink ?? href.menu(def) };
}

/**
 * Where the logo and the shop's name link ('{shop} home'): on a page of one location of a site
 * with several, that location's order page, so the link goes where its name says (the site's `/`
 * leads to the default location); the site's home `/` otherwise (its own pages, a site with one
 * location).
 */
export function homeHref(site: SiteSummary | null | undefined, at: { readonly kind: RouteKind; readonly shopId: string } | null): string {
  if (!site || !at || site.locations.length < 2 || at.kind === 'page' || at.kind === 'app') return '/';
  return href.menu(locationOf(site, at.shopId));
}
