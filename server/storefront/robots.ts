/**
 * Per site: `/robots.txt` (a customer's checkout, cart, confirmation and rewards pages, the menu
 * check and the API kept out of search) and `/sitemap.xml` (the site's pages and each location's
 * menu), with absolute URLs on the site's first domain, else the host asked on.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteSummary } from '../../schemas/boot-types.js';
import { sendBody } from './compress.js';
import { DAY } from './files.js';
import { siteForHost, sitePaths } from './sites.js';

export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(site: SiteSummary, origin: string): string {
  const urls = sitePaths(site).map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: a customer's checkout, cart, confirmation and rewards pages and the menu check stay out of search. */
export function robotsTxt(site: SiteSummary | null, origin: string): string {
  const lines = ['User-agent: *'];
  if (!site) return `${lines.join('\n')}\nDisallow:\n`;
  const bases = [...new Set(site.locations.map((l) => l.basePath))];
  for (const b of bases) for (const p of ['/checkout', '/cart/', '/success/', '/order-status/', '/c/']) lines.push(`Disallow: ${b}${p}`);
  lines.push('Disallow: /menu-check', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** Registers /robots.txt and /sitemap.xml for every site. */
export function registerRobotsAndSitemap(app: FastifyInstance, opts: { readonly sites: () => SiteSummary[]; readonly env: NodeJS.ProcessEnv }): void {
  const originFor = (req: FastifyRequest, site: SiteSummary | null): string =>
    site?.domains[0] ? `https://${site.domains[0]}` : `${req.protocol}://${req.headers.host ?? 'localhost'}`;
  app.get('/robots.txt', async (req, reply) => {
    const site = siteForHost(opts.sites(), req.headers.host, opts.env.DEFAULT_SITE);
    reply.header('Cache-Control', DAY).type('text/plain; charset=utf-8');
    return robotsTxt(site, originFor(req, site));
  });
  app.get('/sitemap.xml', async (req, reply) => {
    const site = siteForHost(opts.sites(), req.headers.host, opts.env.DEFAULT_SITE);
    if (!site) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'This host serves no site, so it has no sitemap. Ask for it on a site\'s host.' } });
    reply.header('Cache-Control', DAY);
    return sendBody(req, reply, 'application/xml; charset=utf-8', Buffer.from(sitemapXml(site, originFor(req, site))));
  });
}
