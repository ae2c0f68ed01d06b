/** The server's quote for the cart on screen: debounced, and only the newest answer is kept. */
import type { CartInput } from '../../../schemas/generated/types.js';
import type { ApiErrorBody } from './api.js';
import { api, settle, shopPath, type Schema } from './api-client.js';
import type { Quote } from './ordering.js';
import { useApiRequest } from './use-api-request.js';

export interface QuoteState {
  readonly quote: Quote | undefined;
  /** The quote on screen was made for the cart on screen. */
  readonly fresh: boolean;
  readonly error: ApiErrorBody | undefined;
}

export const QUOTE_DEBOUNCE_MS = 250;

export function useQuote(shopId: string, cart: CartInput, enabled: boolean, refresh = ''): QuoteState & { replace(q: Quote): void } {
  const key = `${shopId}\n${JSON.stringify(cart)}`;
  const req = useApiRequest(
    // The cart is cart.schema.json's CartInput, which is the document's (its generated type only
    // admits undefined in the picks' index signature).
    (signal) => settle(api().POST('/api/shops/{shopId}/quote', { params: shopPath(shopId), body: cart as Schema<'CartInput'>, signal })),
    // `refresh` (the shop's live operations) changing asks again for the same cart.
    { key: enabled ? key : null, debounceMs: QUOTE_DEBOUNCE_MS, refresh },
  );
  return {
    quote: req.data,
    fresh: req.data !== undefined && req.error === undefined && req.key === key,
    error: req.error,
    replace: req.set,
  };
}
