/** React bindings of the shop's cart store. */
import { createContext, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { CartState, CartStore, CartType } from './cart.js';

export const CartContext = createContext<CartStore | null>(null);

export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart outside <CartContext.Provider>');
  return store;
}

/** Selects from the cart; re-renders when the selection changes. */
export function useCart<T>(selector: (s: CartState) => T): T {
  return useStore(useCartStore(), selector);
}

/** True once the saved cart has been loaded (after hydration). */
export function useCartLoaded(): boolean {
  const store = useCartStore();
  const [loaded, setLoaded] = useState(() => store.persist.hasHydrated());
  useEffect(() => {
    if (store.persist.hasHydrated()) {
      setLoaded(true);
      return undefined;
    }
    return store.persist.onFinishHydration(() => setLoaded(true));
  }, [store]);
  return loaded;
}

// Pages outside a shop have no cart: their menus use the default order type.
const NO_CART = createStore<{ cartType: CartType | undefined }>()(() => ({ cartType: undefined }));

/** The cart's order type, or undefined on a page without a cart (the engine then assumes the default). */
export function useCartType(): CartType | undefined {
  const store = useContext(CartContext);
  return useStore((store ?? NO_CART) as typeof NO_CART, (s) => s.cartType);
}
