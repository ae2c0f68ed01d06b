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

export function useQuote(shopId: string, cart: CartInput, enabled: boolean, refresh = ''): QuoteState & { replace(q: Quote): void } {
  const key = JSON.stringify(cart);
  const [state, setState] = useState<QuoteState & { key: string }>({ quote: undefined, fresh: false, error: undefined, key: '' });
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
    // `refresh` (the shop's live operations) changing asks again for the same cart.
  }, [shopId, key, enabled, refresh]);
  return {
    quote: state.quote,
    fresh: state.fresh && state.key === key,
    error: state.error,
    replace: (q) => setState({ quote: q, fresh: true, error: undefined, key }),
  };
}
