/**
 * 'Item successfully added to cart.': what the product page tells the page the customer returns
 * to. The toast shows it and a polite status announces it; the cart bar takes the keyboard focus
 * once (so 'cart (N)' is one key away, not the whole menu's links away). The notice belongs to
 * the page the customer lands on after the product page: leaving that page dismisses it, so it
 * never covers the checkout's fields.
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
  /** The product page's path, where the notice was made (it shows once the customer is back). */
  readonly from: string;
  /** The path of the page it shows on: the first one after `from`; leaving it dismisses the notice. */
  readonly on?: string;
}

export interface AddedNoticeState {
  readonly notice: AddedNotice | null;
  /** The product page at `from`, after adding a line: `quantity x name`. */
  announce(name: string, quantity: number, from: string): void;
  /**
   * The customer is at `path`: the first page after the product page is the notice's own; any
   * other page after it dismisses the notice.
   */
  arrive(id: number, path: string): void;
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
    announce(name, quantity, from) {
      set({ notice: { id: ++seq, item: `${quantity} x ${name}`, focusCart: true, from } });
    },
    arrive(id, path) {
      const n = get().notice;
      if (!n || n.id !== id || path === n.from || path === n.on) return;
      if (n.on === undefined) set({ notice: { ...n, on: path } });
      else set({ notice: null });
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

/** Whether the notice shows at `path`: not on the product page it came from, nor after its own page. */
export function isNoticeShownAt(notice: AddedNotice | null, path: string): notice is AddedNotice {
  return notice !== null && path !== notice.from && (notice.on === undefined || notice.on === path);
}
