/** React bindings of the shop's cart store. */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
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

/**
 * True once the saved cart has been loaded. Always false while the page hydrates (as on the
 * server, which has no saved cart), even where React hydrates a part of the page after the
 * cart was loaded: the saved cart renders in the render after.
 */
export function useCartLoaded(): boolean {
  const store = useCartStore();
  const subscribe = useCallback((changed: () => void) => store.persist.onFinishHydration(changed), [store]);
  return useSyncExternalStore(subscribe, () => store.persist.hasHydrated(), () => false);
}

// Pages outside a shop have no cart: their menus use the default order type.
const NO_CART = createStore<{ cartType: CartType | undefined }>()(() => ({ cartType: undefined }));

/** The cart's order type, or undefined on a page without a cart (the engine then assumes the default). */
export function useCartType(): CartType | undefined {
  const store = useContext(CartContext);
  return useStore((store ?? NO_CART) as typeof NO_CART, (s) => s.cartType);
}
