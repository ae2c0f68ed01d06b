/**
 * Fulfilment Options: the order types the quote allows ('Dine-In', 'Pick Up', 'Delivery'), the
 * shop's open-or-closed sentence, the dine-in note, the delivery address finder, the time select
 * and 'Include Utensils?'.
 */
import { useMemo } from 'react';
import { shopStatus } from '../../../../engine/index.js';
import type { CartInput } from '../../../../schemas/generated/types.js';
import { useShop } from '../../lib/boot.js';
import { engineProfile, useNow } from '../../lib/menu.js';
import { useOperations } from '../../lib/operations.js';
import type { Quote } from '../../lib/ordering.js';
import type { CartType } from '../../stores/cart.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';
import { AddressFinder } from './AddressFinder.js';
import { ChoiceRow } from './ChoiceRow.js';
import { TimeSelect } from './TimeSelect.js';

export const DINE_IN_NOTE = 'Please check-in at counter to let us know you are here.';

/** `cart` is the cart checkout quotes: the address finder prices its look-ups with it. */
export function FulfilmentSection({ quote, fresh, cart }: { readonly quote: Quote | undefined; readonly fresh: boolean; readonly cart: CartInput }) {
  const shop = useShop();
  const now = useNow();
  const operations = useOperations();
  const store = useCartStore();
  const cartType = useCart((s) => s.cartType);
  const utensils = useCart((s) => s.utensilsOption);
  const status = useMemo(() => shopStatus(engineProfile(shop), now, operations), [shop, now, operations]);
  const offered = (quote?.choices?.cartTypes ?? []).filter((c) => c.allowed);
  return (
    // One order type of those offered: a radio group, named by its legend (it also holds the address and time).
    <fieldset className="checkout-section" role="radiogroup">
      <legend>Fulfilment Options</legend>
      <ChoiceRow<CartType> name="fulfilment" choices={offered} chosen={cartType} onChoose={(v) => store.getState().chooseCartType(v)} />
      {status.message ? <p className="notice" role="status">{status.message}</p> : null}
      {cartType === 'DINEIN' ? <p className="notice">{DINE_IN_NOTE}</p> : null}
      {cartType === 'DELIVERY' ? <AddressFinder shopId={shop.shopId} quote={quote} fresh={fresh} cart={cart} /> : null}
      <TimeSelect quote={quote} />
      {shop.settings.enableUtensilsPicker ? (
        <label className="check">
          <input type="checkbox" checked={utensils !== 'NO_UTENSILS'} onChange={(e) => store.getState().includeUtensils(e.target.checked)} />
          <span>Include Utensils?</span>
        </label>
      ) : null}
    </fieldset>
  );
}
