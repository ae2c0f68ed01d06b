/**
 * The delivery address finder: a combobox with suggestions from the maps provider (200 ms
 * debounce), then distance, fee and deliverability from the server's delivery quote. The cart
 * carries the chosen address only: the server measures its distance again for every quote and order.
 */
import { useEffect, useId, useState } from 'react';
import { apiRequest, shopApi } from '../../lib/api.js';
import { formatCents } from '../../lib/format.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export const SUGGEST_DEBOUNCE_MS = 200;

interface DeliveryQuote {
  readonly address: string;
  readonly miles: number;
  readonly deliverable: boolean;
  readonly feeCents: number;
  readonly etaMinutes: number;
  readonly maxDistanceInMiles: number;
  readonly message?: string;
}

export function AddressFinder({ shopId, notEnoughDrivers }: { readonly shopId: string; readonly notEnoughDrivers: string | undefined }) {
  const cart = useCartStore();
  const saved = useCart((s) => s.deliveryAddress);
  const unit = useCart((s) => s.unitNumber);
  const instructions = useCart((s) => s.deliveryInstructions);
  const [text, setText] = useState(saved);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [result, setResult] = useState<DeliveryQuote | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const listId = useId();

  useEffect(() => {
    if (text.trim().length < 3 || text === result?.address) {
      setSuggestions([]);
      return undefined;
    }
    const t = setTimeout(async () => {
      const res = await apiRequest<{ suggestions: { text: string }[] }>(shopApi(shopId, `/address-suggestions?q=${encodeURIComponent(text)}`));
      if (res.ok) {
        setSuggestions(res.data.suggestions.map((s) => s.text));
        setOpen(true);
        setActive(-1);
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, shopId, result?.address]);

  const choose = async (address: string) => {
    setText(address);
    setOpen(false);
    setBusy(true);
    setError(undefined);
    const res = await apiRequest<DeliveryQuote>(shopApi(shopId, '/delivery-quote'), { method: 'POST', body: { address } });
    setBusy(false);
    const s = cart.getState();
    if (res.ok) {
      setResult(res.data);
      s.chooseDeliveryAddress(res.data.address);
      setText(res.data.address);
    } else {
      setResult(undefined);
      setError(res.error.message);
      // No address the maps provider can find: the quote asks for one instead.
      s.chooseDeliveryAddress('');
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
