/** Shopping Bag: each line with quantity, name, price (the quote's), picks, what it contains, note, edit and remove. */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { allergensText, comboTextBySlot, pickLabel, resolveProduct } from '../../../../engine/index.js';
import { useShop } from '../../lib/boot.js';
import { engineProfile, useNow } from '../../lib/menu.js';
import type { Quote } from '../../lib/ordering.js';
import { formatCents } from '../../lib/format.js';
import { href } from '../../lib/routes.js';
import type { CartItem } from '../../stores/cart.js';
import { useCartStore } from '../../stores/use-cart.js';

/** 'Contains: Milk, Gluten and Wheat' of a quote line (the menu lists its allergens). */
export function containsText(allergens: NonNullable<Quote['lines'][number]['allergens']>): string {
  return allergens.length === 0 ? 'Contains none of the major allergens' : `Contains: ${allergensText(allergens)}`;
}

export function ShoppingBag({ items, quote, basePath }: { readonly items: readonly CartItem[]; readonly quote: Quote | undefined; readonly basePath: string }) {
  const cart = useCartStore();
  const shop = useShop();
  const now = useNow();
  // Names before the first quote comes back (the menu as the browser resolves it).
  const names = useMemo(() => {
    const out: Record<string, string> = {};
    for (const p of items) out[p.productId] ??= resolveProduct(engineProfile(shop), p.productId, now)?.name ?? '';
    return out;
  }, [items, shop, now]);
  // The summary's discount row: shown by the one rule of the Order Summary and the receipt.
  const discount = quote?.summary?.find((r) => r.key === 'discount');
  return (
    <section className="checkout-section" aria-labelledby="bag-h">
      <h2 id="bag-h">Shopping Bag</h2>
      <ul className="bag">
        {items.map((item, i) => {
          const line = quote?.lines[i];
          const name = line?.name ?? (names[item.productId] || item.productId);
          return (
            <li key={item.id} className="bag-item card">
              <div className="bag-main">
                <div className="bag-qty">
                  <label className="visually-hidden" htmlFor={`qty-${item.id}`}>Quantity of {name}</label>
                  <input
                    id={`qty-${item.id}`}
                    className="input"
                    type="number"
                    min={1}
                    value={item.quantity}
                    onChange={(e) => cart.getState().setQuantity(item.id, Number(e.target.value))}
                  />
                </div>
                <div className="bag-text">
                  <p className="bag-name">{name}</p>
                  {line?.combo && line.combo.length > 0 ? (
                    <ul className="bag-combo muted">
                      {comboTextBySlot(line.combo).map((s) => <li key={s.slotId}>{s.slotName}: {s.choices.join(', ')}</li>)}
                    </ul>
                  ) : null}
                  {line && line.picks.length > 0 ? (
                    <p className="bag-picks muted">{line.picks.map(pickLabel).join(', ')}</p>
                  ) : null}
                  {line?.allergens ? <p className="bag-contains">{containsText(line.allergens)}</p> : null}
                  {item.note ? <p className="bag-note muted">Note: {item.note}</p> : null}
                  {line?.issues?.map((issue) => <p key={issue.message} className="error-text">{issue.message}</p>)}
                </div>
                <p className="bag-price">{line ? formatCents(line.totalCents) : '…'}</p>
              </div>
              <div className="bag-actions">
                <Link to={href.cartItem({ basePath }, item.id)} aria-label={`Edit ${name}`}>edit</Link>
                <button type="button" className="linklike" onClick={() => cart.getState().removeItem(item.id)} aria-label={`Remove ${name}`}>remove</button>
              </div>
            </li>
          );
        })}
      </ul>
      {discount ? <p className="bag-discount">Discount <span>{formatCents(discount.amountCents)}</span></p> : null}
    </section>
  );
}
