/** What staff can do to an order from the board, and the status each asks the server for. */
import type { OrderStatus, RejectReason } from '../../../server/staff/contract.js';

export type OrderAction = 'accept' | 'reject' | 'ready' | 'complete' | 'cancel' | 'print';

export const REJECT_REASON_LABEL: Record<RejectReason, string> = {
  TOO_BUSY: 'Too busy',
  OUT_OF_ITEMS: 'Out of items',
  CLOSED: 'Closed',
  OTHER: 'Other',
};

/** The quick prep-time choices of the Accept dialog, in minutes. */
export const PREP_CHOICES = [10, 15, 20, 30, 45] as const;
export const PREP_STEP = 5;
export const PREP_MIN = 5;
export const PREP_MAX = 180;

/** The prep minutes after a -5/+5 tap, kept within 5..180. */
export function adjustPrep(minutes: number, delta: number): number {
  return Math.min(PREP_MAX, Math.max(PREP_MIN, minutes + delta));
}

/** The body of POST .../orders/{orderId}/status for an action. */
export function statusBody(action: 'accept', prepMinutes: number): { status: OrderStatus; prepMinutes: number };
export function statusBody(action: 'reject', reason: RejectReason): { status: OrderStatus; reason: RejectReason };
export function statusBody(action: 'ready' | 'complete' | 'cancel'): { status: OrderStatus };
export function statusBody(action: Exclude<OrderAction, 'print'>, arg?: number | RejectReason): { status: OrderStatus; prepMinutes?: number; reason?: RejectReason } {
  switch (action) {
    case 'accept': return { status: 'accepted', prepMinutes: arg as number };
    case 'reject': return { status: 'rejected', reason: arg as RejectReason };
    case 'ready': return { status: 'ready' };
    case 'complete': return { status: 'completed' };
    case 'cancel': return { status: 'cancelled' };
  }
}
