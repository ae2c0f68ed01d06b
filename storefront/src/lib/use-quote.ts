/** The server's quote for the cart on screen: debounced, and only the newest answer is kept. */
import { useEffect, useRef, useState } from 'react';
import type { CartInput } from '../../../schemas/generated/types.js';
import { apiRequest, shopApi, type ApiErrorBody } from './api.js';
import type { Quote } from './ordering.js';

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
  const [state, setState] = useState<QuoteState & { key: string }>({ quote: undefined, fresh: false, error: undefined, key: '' });
  const cart = makeCart(state.quote);
  const key = JSON.stringify(cart);
  const seq = useRef(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const mine = ++seq.current;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await apiRequest<Quote>(shopApi(shopId, '/quote'), { method: 'POST', body: JSON.parse(key) as CartInput, signal: ctrl.signal });
        if (mine !== seq.current) return;
        setState(res.ok ? { quote: res.data, fresh: true, error: undefined, key } : (s) => ({ ...s, fresh: false, error: res.error, key }));
      } catch {
        // aborted: a newer cart is being quoted
      }
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
    // `refresh` (the shop's live operations, the minute, a verified phone) changing asks again for the same cart.
  }, [shopId, key, enabled, refresh]);
  return {
    quote: state.quote,
    fresh: state.fresh && state.key === key,
    error: state.error,
    cart,
    replace: (q) => setState({ quote: q, fresh: true, error: undefined, key }),
  };
}
