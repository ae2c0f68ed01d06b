/**
 * The board's zustand store (vanilla, tested without React): intent-named actions over the pure
 * state functions in board-state.ts.
 */
import { createStore } from 'zustand/vanilla';
import type { BoardOrder, StaffEvent } from '../../../server/staff/contract.js';
import { acknowledge, applyEvent, emptyBoard, loadOrders, type BoardState } from './board-state.js';

export interface BoardStore {
  readonly board: BoardState;
  /** Starts over for another shop. */
  showShop(shopId: string): void;
  /** A fresh read of the list. */
  receiveList(orders: readonly BoardOrder[]): void;
  /** One event from the stream; returns the order it placed, if any. */
  receiveEvent(event: StaffEvent): BoardOrder | null;
  acknowledge(orderIds: readonly string[]): void;
  /** The server's answer to a status change (same shape as an event's order). */
  receiveOrder(order: BoardOrder): void;
}

export function createBoardStore(shopId: string) {
  return createStore<BoardStore>()((set, get) => ({
    board: emptyBoard(shopId),
    showShop: (id) => set({ board: emptyBoard(id) }),
    receiveList: (orders) => set({ board: loadOrders(get().board, orders) }),
    receiveEvent: (event) => {
      const applied = applyEvent(get().board, event);
      if (applied.state !== get().board) set({ board: applied.state });
      return applied.placed;
    },
    acknowledge: (ids) => set({ board: acknowledge(get().board, ids) }),
    receiveOrder: (order) => {
      const board = get().board;
      const current = board.orders[order.orderId];
      if (current && Date.parse(current.statusChangedAt) > Date.parse(order.statusChangedAt)) return;
      set({ board: { ...board, orders: { ...board.orders, [order.orderId]: order } } });
    },
  }));
}
export type BoardStoreApi = ReturnType<typeof createBoardStore>;
