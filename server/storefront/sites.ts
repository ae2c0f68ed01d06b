/**
 * The sites the storefront serves, and which one a request's Host names. The profiles of one
 * `site.id` are that site's locations; the list follows the published versions (a shop created in
 * the studio appears), rebuilt when the registry's generation moves.
 */
import type { SiteSummary } from '../../schemas/boot-types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { ShopRegistry } from '../shops.js';

/** Lists the sites of the loaded profiles (a profile without `site` is a site of its own). */
export function listSites(shops: ShopRegistry): SiteSummary[] {
  const bySite = new Map<string, LoadedProfile[]>();
  for (const p of shops.profiles) {
    const id = p.site?.id ?? p.shopId;
    bySite.set(id, [...(bySite.get(id) ?? []), p]);
  }
  return [...bySite.entries()].map(([id, profiles]) => {
    const first = profiles[0]!;
    const defaultShopId = profiles.find((p) => p.shopId === first.site?.defaultShopId)?.shopId ?? first.shopId;
    const domains = [...new Set(profiles.flatMap((p) => (p.site as { domains?: string[] } | undefined)?.domains ?? []))].map((d) => d.toLowerCase());
    return {
      id,
      name: first.site?.name ?? first.identity.name,
      defaultShopId,
      domains,
      pages: (profiles.find((p) => p.shopId === defaultShopId) ?? first).presentation.pages?.map((pg) => ({ path: pg.path, kind: pg.kind, redirectTo: pg.redirectTo })) ?? [],
      locations: profiles.map((p) => ({
        shopId: p.shopId,
        label: (p.identity.locations ?? []).find((l) => l.shopId === p.shopId)?.label ?? p.identity.name,
        basePath: normaliseBase(p.identity.basePath ?? ''),
        orderPaths: p.presentation.orderPaths?.length ? p.presentation.orderPaths : ['/order'],
      })),
    };
  });
}

function normaliseBase(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The sites now: listed again whenever a version is published or a shop added. */
export function currentSites(shops: ShopRegistry): () => SiteSummary[] {
  let sitesOf = { generation: shops.generation, sites: listSites(shops) };
  return () => {
    if (sitesOf.generation !== shops.generation) sitesOf = { generation: shops.generation, sites: listSites(shops) };
    return sitesOf.sites;
  };
}

/** The site a Host header names: a listed domain, `{site.id}.localhost`, else DEFAULT_SITE; null = the site index. */
export function siteForHost(sites: readonly SiteSummary[], hostHeader: string | undefined, defaultSite: string | undefined): SiteSummary | null {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const byDomain = sites.find((s) => s.domains.includes(host));
  if (byDomain) return byDomain;
  const local = /^([a-z0-9-]+)\.localhost$/.exec(host)?.[1];
  const byLocal = local ? sites.find((s) => s.id === local) : undefined;
  if (byLocal) return byLocal;
  return defaultSite ? sites.find((s) => s.id === defaultSite) ?? null : null;
}

/** The public paths of a site: its pages (not redirects), each location's menu paths, /app. */
export function sitePaths(site: SiteSummary): string[] {
  const paths = new Set<string>();
  for (const page of site.pages) if (page.kind !== 'redirect') paths.add(page.path);
  for (const loc of site.locations) {
    if (loc.basePath) paths.add(loc.basePath);
    for (const orderPath of loc.orderPaths) paths.add(orderPath === '/' ? loc.basePath || '/' : `${loc.basePath}${orderPath}`);
  }
  paths.add('/app');
  return [...paths];
}

/**
 * The host a site's pages answer on, as seen from a request to `requestHost`: `{site.id}.localhost`
 * (with the request's port) when the request came to a `localhost` name (development), else the
 * site's first domain (same port); undefined when the site has no such host.
 */
export function siteHost(site: SiteSummary, requestHost: string | undefined): string | undefined {
  const m = /^(.*?)(:\d+)?$/.exec((requestHost ?? '').toLowerCase());
  const name = (m?.[1] ?? '').replace(/\.$/, '');
  const port = m?.[2] ?? '';
  if (name === 'localhost' || name.endsWith('.localhost')) return /^[a-z0-9-]+$/.test(site.id) ? `${site.id}.localhost${port}` : undefined;
  const domain = site.domains[0];
  return domain ? `${domain}${port}` : undefined;
}
