/**
 * The pickup or delivery time select: the times the quote offers for this cart (its notice, the
 * live operations and the kitchen's capacity counted by the server). A chosen time the quote no
 * longer offers shows, and is sent, as the first one offered; 'not available to order at this
 * time' (the quote's words) when none is.
 */
import type { Quote } from '../../lib/ordering.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';
import { timeSelectView } from './checkout-view.js';

export function TimeSelect({ quote }: { readonly quote: Quote | undefined }) {
  const store = useCartStore();
  const cart = useCart((s) => s);
  const view = timeSelectView(cart, quote);
  if (!view) return null;
  if (view.slots.length === 0) return view.message ? <p className="notice notice-danger">{view.message}</p> : null;
  return (
    <div className="field">
      <label htmlFor="order-time">{view.label}</label>
      <select id="order-time" className="select" value={view.value} onChange={(e) => store.getState().chooseTime(e.target.value)}>
        {view.slots.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
      </select>
      {view.note ? <p className="notice" role="status">{view.note}</p> : null}
    </div>
  );
}
