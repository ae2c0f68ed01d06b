/** Shop routes: the shop list, a shop's public profile and its menu at an instant. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CART_TYPES, resolveMenu, type CartType } from '../../engine/index.js';
import { ApiError } from '../errors.js';
import { parseAtQuery } from '../edge/small-checks.js';
import { currentOperations } from '../operations.js';
import type { RouteContext } from './context.js';

/** Registers the shop routes. */
export function registerShopRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { shops, now, shopOf } = ctx;
  app.get('/api/shops', { config: { doc: { operationId: 'listShops', tag: 'Shops', summary: 'List the shops', responses: { 200: { description: '{ shops: [...] }' } } } } }, async () => ({
    shops: shops.profiles.map((p) => ({
      shopId: p.shopId,
      name: p.identity.name,
      site: p.site ?? null,
      basePath: p.identity.basePath ?? '',
      city: p.identity.city ?? null,
      timeZone: p.identity.timeZone,
    })),
  }));

  app.get('/api/shops/:shopId', { config: { doc: { operationId: 'getShop', tag: 'Shops', summary: 'Public shop profile: identity, presentation, public settings', responses: { 200: { description: 'The public profile' } } } } }, async (req) => {
    const p = shopOf(req);
    // Rules (promo codes), legacy ids and the menu source stay server-side.
    return { shopId: p.shopId, site: p.site ?? null, identity: p.identity, settings: p.settings, presentation: p.presentation };
  });

  const menuCache = new Map<string, { etag: string; body: string }>();
  app.get('/api/shops/:shopId/menu', {
    config: { doc: { operationId: 'getMenu', tag: 'Shops', summary: 'The menu resolved at the server clock or ?at, for an order type (?cartType)', query: { at: { description: 'ISO date-time to resolve the menu at' }, cartType: { description: 'PICKUP (default), DELIVERY or DINEIN: items not for it are listed unavailable' } }, responses: { 200: { description: 'The resolved menu', schema: 'Menu' }, 304: { description: 'Not modified' } } } },
  }, async (req, reply) => {
    const p = shopOf(req);
    const { at, cartType } = req.query as { at?: string; cartType?: string };
    let instant = now();
    if (at !== undefined) {
      instant = parseAtQuery(at);
    }
    if (cartType !== undefined && !(CART_TYPES as readonly string[]).includes(cartType)) {
      throw new ApiError(400, 'INVALID_QUERY', 'cartType must be PICKUP, DELIVERY or DINEIN.', 'query:cartType');
    }
    const type = cartType as CartType | undefined;
    // Schedules have minute precision, so a menu resolved once per shop version and minute is exact;
    // a newly published version gets new keys (and so a new ETag) at once. Live operations (out of
    // stock) change the menu too: they are part of the key.
    const operations = currentOperations(ctx.db, p.shopId);
    const cacheKey = `${p.shopId}#${shops.versionOf(p)}@${Math.floor(instant / 60_000)}${type ? `/${type}` : ''}${operations ? `#${JSON.stringify(operations)}` : ''}`;
    let entry = menuCache.get(cacheKey);
    if (!entry) {
      const body = JSON.stringify(resolveMenu(p, instant, operations, type));
      entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      if (menuCache.size > 1000) menuCache.clear();
      menuCache.set(cacheKey, entry);
    }
    reply.header('ETag', entry.etag).header('Cache-Control', at !== undefined ? 'public, max-age=3600' : 'public, max-age=30');
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').map((s) => s.trim()).includes(entry.etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });
}
