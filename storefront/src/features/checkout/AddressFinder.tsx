/**
 * The delivery address finder: a combobox with suggestions from the maps provider (200 ms
 * debounce); the address chosen is looked up by the server (`delivery-quote`, sent with the cart
 * checkout quotes), which writes it as its maps provider knows it and prices this cart's delivery
 * there. The cart carries that address only: the distance, the fee (priced with this cart, a
 * free-delivery threshold included) and the time shown are the look-up's answer until the cart's
 * quote for that address comes, then the quote's `delivery`; both price the same cart the same way.
 */
import { useEffect, useId, useState } from 'react';
import type { CartInput } from '../../../../schemas/generated/types.js';
import { call, shopPath, type Schema } from '../../lib/api.js';
import { formatCents } from '../../lib/format.js';
import type { Quote } from '../../lib/ordering.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export const SUGGEST_DEBOUNCE_MS = 200;

/** The look-up's answer for an address, and the lines of the cart it priced. */
interface LookedUp {
  readonly answer: Schema<'DeliveryQuote'>;
  readonly products: string;
}

/** The line the finder shows for a deliverable address: miles, fee and time. */
function deliveryLine(miles: number, feeCents: number, etaMinutes: number | null | undefined): string {
  return `${miles} miles away · delivery fee ${formatCents(feeCents)}${etaMinutes ? ` · about ${etaMinutes} min` : ''}`;
}

/** `cart` is the cart checkout quotes: the look-up prices its delivery. */
export function AddressFinder({ shopId, quote, fresh, cart: quoted }: { readonly shopId: string; readonly quote: Quote | undefined; readonly fresh: boolean; readonly cart: CartInput }) {
  const cart = useCartStore();
  const saved = useCart((s) => s.deliveryAddress);
  const unit = useCart((s) => s.unitNumber);
  const instructions = useCart((s) => s.deliveryInstructions);
  const [text, setText] = useState(saved);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | undefined>();
  const [lookedUp, setLookedUp] = useState<LookedUp | undefined>();
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

  // The cart is cart.schema.json's CartInput, which is the document's (as the quote sends it).
  const lookUp = useApiRequest((signal, address: string, sent: CartInput | undefined) =>
    call((c) => c.POST('/api/shops/{shopId}/delivery-quote', { params: shopPath(shopId), body: sent ? { address, cart: sent as Schema<'CartInput'> } : { address }, signal })),
  );
  const busy = lookUp.loading;
  const choose = async (address: string) => {
    setText(address);
    setOpen(false);
    setActive(-1);
    setError(undefined);
    setLookedUp(undefined);
    let res = await lookUp.run(address, quoted);
    // A cart the server refuses (the quote says why) does not stop finding the address.
    const priced = !(res && !res.ok && res.error.path?.startsWith('/cart'));
    if (!priced) res = await lookUp.run(address, undefined);
    if (!res) return;
    if (res.ok) {
      if (priced) setLookedUp({ answer: res.data, products: JSON.stringify(quoted.products) });
      cart.getState().chooseDeliveryAddress(res.data.address);
      setText(res.data.address);
    } else {
      setError(res.error.message);
      // No address the maps provider can find: the quote asks for one instead.
      cart.getState().chooseDeliveryAddress('');
    }
  };

  // The quote's word on the address in the cart, once the quote is for it; until then the
  // look-up's, while it is for this address and these lines (its fee is this cart's).
  const delivery = saved && fresh && quote?.cartType === 'DELIVERY' ? quote.delivery : undefined;
  const early = !delivery && !fresh && lookedUp && lookedUp.answer.address === saved && lookedUp.products === JSON.stringify(quoted.products) && lookedUp.answer.deliverable ? lookedUp.answer : undefined;
  const refusals = saved && fresh ? (quote?.blockers ?? []).filter((b) => b.path === '/deliveryAddress') : [];
  const measuring = busy || (saved !== '' && !fresh && !early);
  // The input points at an option only while the list shows it (never at one no longer there).
  const listed = open && suggestions.length > 0;
  const activeId = listed && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined;
  return (
    <div className="address-finder">
      <div className="field combo">
        <label htmlFor="delivery-address">Delivery address</label>
        <input
          id="delivery-address"
          className="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listId}
          aria-activedescendant={activeId}
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
              const pick = activeId !== undefined ? suggestions[active] : text;
              if (pick) void choose(pick);
            } else if (e.key === 'Escape') { setOpen(false); setActive(-1); }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <ul id={listId} role="listbox" aria-label="Address suggestions" className="combo-list" hidden={!listed}>
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
        <p className="notice notice-ok" role="status">{deliveryLine(delivery.miles, delivery.feeCents, delivery.etaMinutes)}</p>
      ) : early ? (
        <p className="notice notice-ok" role="status">{deliveryLine(early.miles, early.feeCents, early.etaMinutes)}</p>
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
