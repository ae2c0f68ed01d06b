/** Delivery routes: distance, fee and ETA for an address, and address suggestions (the maps provider). */
import type { FastifyInstance } from 'fastify';
import { message, priceCart } from '../../engine/index.js';
import { checkBody } from '../api-schemas.js';
import { ApiError } from '../errors.js';
import { metersToMiles } from '../maps.js';
import { measureRoute, shopOrigin } from '../orders/index.js';
import type { RouteContext } from './context.js';

/** Registers the delivery routes. */
export function registerDeliveryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { now, shopOf, limits } = ctx;
  const cashbackLimit = limits.cashback;
  app.post('/api/shops/:shopId/delivery-quote', {
    config: { ...limits.quotes, doc: { operationId: 'getDeliveryQuote', tag: 'Orders', summary: 'Distance, deliverability, fee and ETA for an address (the fee of an empty cart: a cart\'s own fee, which a free-delivery threshold may waive, is its quote\'s delivery.feeCents)', body: 'DeliveryQuoteRequest', responses: { 200: { description: 'Distance, deliverability, fee and ETA', schema: 'DeliveryQuote' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { address } = checkBody<{ address: string }>('DeliveryQuoteRequest', req.body);
    const route = await measureRoute(ctx.maps, p, address, now());
    const miles = metersToMiles(route.meters);
    const quote = priceCart(p, { products: [], cartType: 'DELIVERY', distanceInMiles: miles, durationInTrafficMinutes: route.minutes }, { now: now() });
    const maxMiles = p.settings.delivery.maxDistanceInMiles ?? 5;
    const deliverable = quote.delivery?.deliverable ?? miles < maxMiles;
    return {
      address: route.formattedAddress,
      miles,
      deliverable: deliverable === true && !p.settings.delivery.disableDelivery,
      feeCents: deliverable ? quote.delivery?.feeCents ?? quote.totals.deliveryFeeCents : 0,
      etaMinutes: quote.delivery?.etaMinutes ?? (p.settings.delivery.defaultOrderStartsDropoffMinutes ?? 45) + route.minutes,
      maxDistanceInMiles: maxMiles,
      ...(deliverable ? {} : { message: message('NOT_DELIVERABLE', { maxDistanceInMiles: maxMiles }) }),
    };
  });

  app.get('/api/shops/:shopId/address-suggestions', {
    config: { ...cashbackLimit, doc: { operationId: 'listAddressSuggestions', tag: 'Orders', summary: 'Delivery address suggestions for what the customer typed (the maps provider; 9000 m around the shop)', query: { q: { description: 'What the customer typed (3-200 characters)', required: true } }, responses: { 200: { description: 'Suggested addresses', schema: 'AddressSuggestions' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { q } = req.query as { q?: unknown };
    if (typeof q !== 'string' || q.trim().length < 3 || q.length > 200) throw new ApiError(400, 'INVALID_QUERY', 'q must be 3 to 200 characters of an address.', 'query:q');
    const near = await shopOrigin(ctx.maps, p, now()).catch(() => undefined);
    const texts = await ctx.maps.suggest(q, near);
    return { suggestions: texts.map((text) => ({ text })) };
  });
}
