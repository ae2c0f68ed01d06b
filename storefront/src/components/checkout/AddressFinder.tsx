/**
 * The delivery address finder: a combobox with suggestions from the maps provider (200 ms
 * debounce), then distance, fee and deliverability from the server's delivery quote. The cart
 * carries the chosen address only: the server measures its distance again for every quote and order.
 */
import { useEffect, useId, useState } from 'react';
import { api, settle, shopPath, type Schema } from '../../lib/api-client.js';
import { formatCents } from '../../lib/format.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export const SUGGEST_DEBOUNCE_MS = 200;

export function AddressFinder({ shopId, notEnoughDrivers }: { readonly shopId: string; readonly notEnoughDrivers: string | undefined }) {
  const cart = useCartStore();
  const saved = useCart((s) => s.deliveryAddress);
  const unit = useCart((s) => s.unitNumber);
  const instructions = useCart((s) => s.deliveryInstructions);
  const [text, setText] = useState(saved);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [result, setResult] = useState<Schema<'DeliveryQuote'> | undefined>();
  const [error, setError] = useState<string | undefined>();
  const listId = useId();

  // What was typed, once it is long enough and not the address already chosen.
  const query = text.trim().length < 3 || text === result?.address ? null : text;
  const suggest = useApiRequest(
    (signal) => settle(api().GET('/api/shops/{shopId}/address-suggestions', { params: { ...shopPath(shopId), query: { q: text } }, signal })),
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

  const measure = useApiRequest((signal, address: string) => settle(api().POST('/api/shops/{shopId}/delivery-quote', { params: shopPath(shopId), body: { address }, signal })));
  const busy = measure.loading;
  const choose = async (address: string) => {
    setText(address);
    setOpen(false);
    setError(undefined);
    const res = await measure.run(address);
    if (!res) return;
    const s = cart.getState();
    if (res.ok) {
      setResult(res.data);
      s.set('deliveryAddress', res.data.address);
      setText(res.data.address);
    } else {
      setResult(undefined);
      setError(res.error.message);
      // No address the maps provider can find: the quote asks for one instead.
      s.set('deliveryAddress', '');
    }
  };

  // A saved address is measured again on each visit.
  useEffect(() => {
    if (saved && saved.length > 5) void choose(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
            setResult(undefined);
            // Until a new address is chosen, the cart has none (never the last one's distance).
            if (cart.getState().deliveryAddress) cart.getState().set('deliveryAddress', '');
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
      {busy ? <p className="muted" role="status">Checking the distance…</p> : null}
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      {result ? (
        <p className={result.deliverable ? 'notice notice-ok' : 'notice notice-danger'} role="status">
          {result.deliverable
            ? `${result.miles} miles away · delivery fee ${formatCents(result.feeCents)} · about ${result.etaMinutes} min`
            : result.message ?? `This address is beyond our ${result.maxDistanceInMiles} mile max delivery distance.`}
        </p>
      ) : null}
      {notEnoughDrivers ? <p className="notice notice-danger">{notEnoughDrivers}</p> : null}
      <div className="field-row">
        <div className="field">
          <label htmlFor="unit-number">Apt / Unit</label>
          <input id="unit-number" className="input" value={unit} autoComplete="address-line2" onChange={(e) => cart.getState().set('unitNumber', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="delivery-instructions">Delivery instructions</label>
          <input id="delivery-instructions" className="input" value={instructions} onChange={(e) => cart.getState().set('deliveryInstructions', e.target.value)} />
        </div>
      </div>
    </div>
  );
}
