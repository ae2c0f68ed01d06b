/**
 * 'Item successfully added to cart.': what the product page tells the page the customer returns
 * to. The toast shows it and a polite status announces it; the cart bar takes the keyboard focus
 * once (so 'cart (N)' is one key away, not the whole menu's links away).
 */
import { createStore } from 'zustand/vanilla';

/** The spec's words after adding an item. */
export const ADDED_MESSAGE = 'Item successfully added to cart.';

export interface AddedNotice {
  /** Increases with each notice, so the same item added twice is told twice. */
  readonly id: number;
  /** '2 x Cheeseburger' */
  readonly item: string;
  /** The page returned to moves the focus to its cart bar, once. */
  readonly focusCart: boolean;
}

export interface AddedNoticeState {
  readonly notice: AddedNotice | null;
  /** The product page, after adding a line: `quantity x name`. */
  announce(name: string, quantity: number): void;
  /** The cart bar took the focus: later renders leave it where the customer puts it. */
  focusTaken(id: number): void;
  /** The toast has been shown long enough. */
  dismiss(id: number): void;
}

/** One per page (a browser tab): the notice outlives the product page that made it. */
export function createAddedNoticeStore() {
  let seq = 0;
  return createStore<AddedNoticeState>()((set, get) => ({
    notice: null,
    announce(name, quantity) {
      set({ notice: { id: ++seq, item: `${quantity} x ${name}`, focusCart: true } });
    },
    focusTaken(id) {
      const n = get().notice;
      if (n && n.id === id && n.focusCart) set({ notice: { ...n, focusCart: false } });
    },
    dismiss(id) {
      if (get().notice?.id === id) set({ notice: null });
    },
  }));
}

export const addedNotices = createAddedNoticeStore();
