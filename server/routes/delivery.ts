/** Delivery routes: distance, fee and ETA for an address, and address suggestions (the maps provider). */
import type { FastifyInstance } from 'fastify';
import { message, priceCart } from '../../engine/index.js';
import type { CartInput, Quote } from '../../schemas/generated/types.js';
import { checkBody } from '../api-schemas.js';
import { refusalUnder } from '../edge/nested-refusal.js';
import { ApiError } from '../errors.js';
import { metersToMiles } from '../maps.js';
import { checkCart, measureRoute, quoteCart, refusalError, shopOrigin } from '../orders/index.js';
import { verifiedPhone } from '../phone-verification.js';
import type { RouteContext } from './context.js';

/** The cart as a DELIVERY cart to `address`, at the server's measurement (any distance or fee it carried dropped). */
function deliveryCart(cart: CartInput, address: string, miles: number, minutes: number): CartInput {
  const { distanceInMiles: _miles, distanceInMeters: _meters, durationInTrafficMinutes: _minutes, isDeliverable: _deliverable, deliveryFeeInCents: _fee, ...rest } = cart;
  return { ...rest, cartType: 'DELIVERY', deliveryAddress: address, distanceInMiles: miles, durationInTrafficMinutes: minutes };
}

/** Registers the delivery routes. */
export function registerDeliveryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, deps, now, shopOf, limits } = ctx;
  const cashbackLimit = limits.cashback;
  app.post('/api/shops/:shopId/delivery-quote', {
    config: { ...limits.quotes, doc: { operationId: 'getDeliveryQuote', tag: 'Orders', summary: 'Distance, deliverability, fee and ETA for an address: the fee of the cart sent (priced as its quote prices it, a free-delivery threshold included), or of an empty cart when none is sent', body: 'DeliveryQuoteRequest', responses: { 200: { description: 'Distance, deliverability, fee and ETA', schema: 'DeliveryQuote' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const body = checkBody<{ address: string; cart?: unknown }>('DeliveryQuoteRequest', req.body);
    // A cart is checked as the quote route checks its body, before the address is looked up.
    let cart: CartInput | undefined;
    if (body.cart !== undefined) {
      const checked = checkCart(p, body.cart, false);
      if (!checked.ok) throw refusalError(refusalUnder(checked, '/cart'));
      cart = checked.cart;
    }
    const route = await measureRoute(ctx.maps, p, body.address, now());
    const miles = metersToMiles(route.meters);
    const at = now();
    // With a cart: its quote as POST .../quote makes it for this address. Without: an empty cart.
    const quote: Quote = cart
      ? await quoteCart(deps, p, deliveryCart(cart, route.formattedAddress, miles, route.minutes), at, () => verifiedPhone(db, req, p.shopId, at))
      : priceCart(p, { products: [], cartType: 'DELIVERY', distanceInMiles: miles, durationInTrafficMinutes: route.minutes }, { now: at });
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
