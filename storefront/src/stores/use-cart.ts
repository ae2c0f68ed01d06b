/** React bindings of the shop's cart store. */
import { createContext, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { CartState, CartStore } from './cart.js';

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
