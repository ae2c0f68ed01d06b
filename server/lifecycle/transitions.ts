/**
 * The order lifecycle's allowed moves, in one table. Pure: no clock, no database. Every status
 * change (a staff member's, auto-accept) asks `checkTransition` first.
 */
import { ORDER_STATUSES, REJECT_REASONS, type OrderStatus, type RejectReason } from '../staff/contract.js';

/** From each status, where an order may go next. completed, rejected and cancelled are final. */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'rejected'],
  accepted: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** Statuses that give the card payment back. */
export const REFUNDING: ReadonlySet<OrderStatus> = new Set(['rejected', 'cancelled']);

/** The longest preparation a staff member may promise (a day). */
export const MAX_PREP_MINUTES = 1440;

export type TransitionCheck =
  | { readonly ok: true; readonly kind: 'move' | 'same' }
  | { readonly ok: false; readonly code: 'INVALID_TRANSITION' | 'PREP_MINUTES_REQUIRED' | 'REASON_REQUIRED' | 'INVALID_STATUS'; readonly path: string; readonly message: string };

export interface TransitionRequest {
  readonly to: string;
  readonly prepMinutes?: number | undefined;
  readonly reason?: string | undefined;
}

/** True for one of the six statuses. */
export function isOrderStatus(s: unknown): s is OrderStatus {
  return typeof s === 'string' && (ORDER_STATUSES as readonly string[]).includes(s);
}

/** True for one of the reject reason codes. */
export function isRejectReason(s: unknown): s is RejectReason {
  return typeof s === 'string' && (REJECT_REASONS as readonly string[]).includes(s);
}

/**
 * May an order in `from` go to `req.to`? The same status again is allowed as a no-op ('same');
 * accepting needs prep minutes (or the shop's default, given by the caller), rejecting a reason.
 */
export function checkTransition(from: OrderStatus, req: TransitionRequest): TransitionCheck {
  const { to } = req;
  if (!isOrderStatus(to)) {
    return { ok: false, code: 'INVALID_STATUS', path: '/status', message: `"${String(to).slice(0, 40)}" is not an order status. Use one of: ${ORDER_STATUSES.join(', ')}.` };
  }
  if (to === from) return { ok: true, kind: 'same' };
  if (!TRANSITIONS[from].includes(to)) {
    const next = TRANSITIONS[from];
    const hint = next.length > 0 ? `From ${from} it can go to ${next.join(' or ')}.` : `${cap(from)} is final.`;
    return { ok: false, code: 'INVALID_TRANSITION', path: '/status', message: `The order is ${from}; it cannot become ${to}. ${hint}` };
  }
  if (to === 'accepted') {
    const m = req.prepMinutes;
    if (m === undefined || !Number.isInteger(m) || m < 1 || m > MAX_PREP_MINUTES) {
      return { ok: false, code: 'PREP_MINUTES_REQUIRED', path: '/prepMinutes', message: `Accepting needs prepMinutes, a whole number of minutes from 1 to ${MAX_PREP_MINUTES}.` };
    }
  }
  if (to === 'rejected' && !isRejectReason(req.reason)) {
    return { ok: false, code: 'REASON_REQUIRED', path: '/reason', message: `Rejecting needs a reason: one of ${REJECT_REASONS.join(', ')}.` };
  }
  return { ok: true, kind: 'move' };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
