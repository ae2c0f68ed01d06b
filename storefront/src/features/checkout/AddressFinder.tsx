/**
 * The delivery address finder: a combobox with suggestions from the maps provider (200 ms
 * debounce); the address chosen is looked up by the server (`delivery-quote`), which writes it as
 * its maps provider knows it. The cart carries that address only: the distance, the fee (priced
 * with this cart, a free-delivery threshold included) and the time are the quote's `delivery`.
 */
import { useEffect, useId, useState } from 'react';
import { call, shopPath } from '../../lib/api.js';
import { formatCents } from '../../lib/format.js';
import type { Quote } from '../../lib/ordering.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export const SUGGEST_DEBOUNCE_MS = 200;

export function AddressFinder({ shopId, quote, fresh }: { readonly shopId: string; readonly quote: Quote | undefined; readonly fresh: boolean }) {
  const cart = useCartStore();
  const saved = useCart((s) => s.deliveryAddress);
  const unit = useCart((s) => s.unitNumber);
  const instructions = useCart((s) => s.deliveryInstructions);
  const [text, setText] = useState(saved);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | undefined>();
  const listId = useId();

  // What was typed, once it is long enough and not the address in the cart.
  const query = text.trim().length < 3 || text === saved ? null : text;
  const suggest = useApiRequest(
    (signal) => call((c) => c.GET('/api/shops/{shopId}/address-suggestions', { params: { ...shopPath(shopId), query: { q: text } }, signal })),
    { key: query === null ? null : `${shopId} ${query}`, debounceMs: SUGGEST_DEBOUNCE_MS },
  );
  const { reset: clearSuggestions } = suggest;
  useEffect(() => {
    if (query === null) clearSuggestions();
  }, [query, clearSuggestions]);
  const suggestions = query === null ? [] : suggest.data?.suggestions.map((s) => s.text) ?? [];
  // Each answer opens the list afresh.
  useEffect(() => {
    if (!suggest.data) return;
    setOpen(true);
    setActive(-1);
  }, [suggest.data]);

  const lookUp = useApiRequest((signal, address: string) => call((c) => c.POST('/api/shops/{shopId}/delivery-quote', { params: shopPath(shopId), body: { address }, signal })));
  const busy = lookUp.loading;
  const choose = async (address: string) => {
    setText(address);
    setOpen(false);
    setError(undefined);
    const res = await lookUp.run(address);
    if (!res) return;
    if (res.ok) {
      cart.getState().chooseDeliveryAddress(res.data.address);
      setText(res.data.address);
    } else {
      setError(res.error.message);
      // No address the maps provider can find: the quote asks for one instead.
      cart.getState().chooseDeliveryAddress('');
    }
  };

  // The quote's word on the address in the cart, once the quote is for it.
  const delivery = saved && fresh && quote?.cartType === 'DELIVERY' ? quote.delivery : undefined;
  const refusals = saved && fresh ? (quote?.blockers ?? []).filter((b) => b.path === '/deliveryAddress') : [];
  const measuring = busy || (saved !== '' && !fresh);
  return (
    <div className="address-finder">
      <div className="field combo">
        <label htmlFor="delivery-address">Delivery address</label>
        <input
          id="delivery-address"
          className="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="street-address"
          value={text}
          placeholder="Street number, street, city"
          onChange={(e) => {
            setText(e.target.value);
            // Until a new address is chosen, the cart has none (never the last one's distance).
            if (cart.getState().deliveryAddress) cart.getState().chooseDeliveryAddress('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') { e.preventDefault(); setOpen(true); setActive((a) => Math.min(suggestions.length - 1, a + 1)); }
            else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(0, a - 1)); }
            else if (e.key === 'Enter') {
              e.preventDefault();
              const pick = active >= 0 ? suggestions[active] : text;
              if (pick) void choose(pick);
            } else if (e.key === 'Escape') setOpen(false);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <ul id={listId} role="listbox" aria-label="Address suggestions" className="combo-list" hidden={!open || suggestions.length === 0}>
          {suggestions.map((s, i) => (
            <li key={s} id={`${listId}-${i}`} role="option" aria-selected={i === active} className={i === active ? 'active' : undefined} onMouseDown={(e) => { e.preventDefault(); void choose(s); }}>
              {s}
            </li>
          ))}
        </ul>
      </div>
      {measuring ? <p className="muted" role="status">Checking the distance…</p> : null}
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      {delivery?.deliverable && delivery.miles !== null ? (
        <p className="notice notice-ok" role="status">
          {`${delivery.miles} miles away · delivery fee ${formatCents(delivery.feeCents)}${delivery.etaMinutes ? ` · about ${delivery.etaMinutes} min` : ''}`}
        </p>
      ) : null}
      {refusals.map((b) => <p key={b.code} className="notice notice-danger" role="status">{b.message}</p>)}
      <div className="field-row">
        <div className="field">
          <label htmlFor="unit-number">Apt / Unit</label>
          <input id="unit-number" className="input" value={unit} autoComplete="address-line2" onChange={(e) => cart.getState().enterUnitNumber(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="delivery-instructions">Delivery instructions</label>
          <input id="delivery-instructions" className="input" value={instructions} onChange={(e) => cart.getState().enterDeliveryInstructions(e.target.value)} />
        </div>
      </div>
    </div>
  );
}
