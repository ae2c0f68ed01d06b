/** Shop routes: the shop list, a shop's public profile and its menu at an instant. */
import type { FastifyInstance } from 'fastify';
import { CART_TYPES, type CartType } from '../../engine/index.js';
import { ApiError } from '../errors.js';
import { parseAtQuery } from '../edge/small-checks.js';
import { currentOperations } from '../operations.js';
import { publicShop } from '../public-profile.js';
import type { RouteContext } from './context.js';

/** Registers the shop routes. */
export function registerShopRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { shops, now, shopOf, menus } = ctx;
  app.get('/api/shops', { config: { doc: { operationId: 'listShops', tag: 'Shops', summary: 'List the shops', responses: { 200: { description: 'Every shop', schema: 'ShopList' } } } } }, async () => ({
    shops: shops.profiles.map((p) => ({
      shopId: p.shopId,
      name: p.identity.name,
      site: p.site ?? null,
      basePath: p.identity.basePath ?? '',
      city: p.identity.city ?? null,
      timeZone: p.identity.timeZone,
    })),
  }));

  app.get('/api/shops/:shopId', { config: { doc: { operationId: 'getShop', tag: 'Shops', summary: 'Public shop profile: identity, presentation, public settings', responses: { 200: { description: 'The public profile', schema: 'PublicShop' } } } } }, async (req) => {
    // Rules (promo codes), legacy ids and the menu source stay server-side.
    return publicShop(shopOf(req));
  });

  app.get('/api/shops/:shopId/menu', {
    config: { doc: { operationId: 'getMenu', tag: 'Shops', summary: 'The menu resolved at the server clock or ?at, for an order type (?cartType)', query: { at: { description: "ISO date-time to resolve the menu at; without an offset it is read on the shop's clock, and a date alone is the start of that day there" }, cartType: { description: 'PICKUP (default), DELIVERY or DINEIN: items not for it are listed unavailable' } }, responses: { 200: { description: 'The resolved menu', schema: 'Menu' }, 304: { description: 'Not modified' } } } },
  }, async (req, reply) => {
    const p = shopOf(req);
    const { at, cartType } = req.query as { at?: string; cartType?: string };
    let instant = now();
    if (at !== undefined) {
      instant = parseAtQuery(at, p.identity.timeZone);
    }
    if (cartType !== undefined && !(CART_TYPES as readonly string[]).includes(cartType)) {
      throw new ApiError(400, 'INVALID_QUERY', 'cartType must be PICKUP, DELIVERY or DINEIN.', 'query:cartType');
    }
    // One resolution per shop version, operations, minute and order type (server/menu-cache.ts), shared
    // with the rendered pages; a newly published version or an operations change gets a new ETag at once.
    const entry = menus.at(p, instant, currentOperations(ctx.db, p.shopId), cartType as CartType | undefined);
    const etag = entry.etag();
    reply.header('ETag', etag).header('Cache-Control', at !== undefined ? 'public, max-age=3600' : 'public, max-age=30');
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').map((s) => s.trim()).includes(etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.json());
  });
}
