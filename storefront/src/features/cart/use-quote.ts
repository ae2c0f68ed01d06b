/** The server's quote for the cart on screen: debounced, and only the newest answer is kept. */
import type { CartInput } from '../../../../schemas/generated/types.js';
import { call, shopPath, type ApiErrorBody, type Schema } from '../../lib/api.js';
import type { Quote } from '../../lib/ordering.js';
import { useApiRequest } from '../../lib/use-api-request.js';

export interface QuoteState {
  readonly quote: Quote | undefined;
  /** The quote on screen was made for the cart on screen. */
  readonly fresh: boolean;
  readonly error: ApiErrorBody | undefined;
}

export const QUOTE_DEBOUNCE_MS = 250;

/**
 * Quotes the cart `makeCart` builds from the last quote (checkout sends the time the last quote
 * offered in place of one it no longer offers), so a cart that depends on the quote is derived
 * during render, never corrected afterwards. Returns the cart quoted and a way to show a quote
 * the server sent another way (a 409's fresh quote).
 */
export function useQuote(
  shopId: string,
  makeCart: (last: Quote | undefined) => CartInput,
  enabled: boolean,
  refresh = '',
): QuoteState & { readonly cart: CartInput; replace(q: Quote): void } {
  const keyOf = (cart: CartInput) => `${shopId}\n${JSON.stringify(cart)}`;
  const req = useApiRequest(
    // The cart is cart.schema.json's CartInput, which is the document's (its generated type only
    // admits undefined in the picks' index signature).
    (signal) => call((c) => c.POST('/api/shops/{shopId}/quote', { params: shopPath(shopId), body: cart as Schema<'CartInput'>, signal })),
    // `refresh` (the shop's live operations, the minute, a verified phone) changing asks again for the same cart.
    (last) => ({ key: enabled ? keyOf(makeCart(last)) : null, debounceMs: QUOTE_DEBOUNCE_MS, refresh }),
  );
  const cart = makeCart(req.data);
  return {
    quote: req.data,
    fresh: req.data !== undefined && req.error === undefined && req.key === keyOf(cart),
    error: req.error,
    cart,
    replace: req.set,
  };
}
