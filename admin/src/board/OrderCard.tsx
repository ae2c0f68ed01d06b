/** One order on the board: what the kitchen needs at a glance, and the actions its status allows. */
import type { BoardOrder } from '../../../server/staff/contract.js';
import { CART_TYPE_LABEL, formatAge, formatCents, formatClock, formatDueIn } from '../lib/format.js';
import { orderPayment, type OrderPayment } from '../../../engine/order-words.js';
import { REJECT_REASON_LABEL, type OrderAction } from './actions.js';

/** The card's payment badge: how the order is paid, and 'Refunded' once a card order is closed. */
function payBadge(order: BoardOrder): string {
  const payment: OrderPayment = orderPayment(order);
  if (payment === 'paid') return 'Paid by card';
  if (payment === 'refunded') return 'Refunded';
  return order.paymentType === 'CASH' ? 'Cash' : 'Card, not paid';
}

export interface OrderCardProps {
  readonly order: BoardOrder;
  readonly now: number;
  /** The shop's zone: every time on the board is the shop's, as on its tickets and texts. */
  readonly timeZone: string | undefined;
  readonly escalated: boolean;
  readonly fresh: boolean;
  onOpen(order: BoardOrder): void;
  onAction(order: BoardOrder, action: OrderAction): void;
}

export function OrderCard({ order, now, timeZone, escalated, fresh, onOpen, onAction }: OrderCardProps) {
  const who = order.name?.trim() || 'Guest';
  const due = order.promisedAt ?? order.dueAt;
  const items = `${order.itemCount} item${order.itemCount === 1 ? '' : 's'}`;
  const outcome = outcomeText(order);
  return (
    <article className={`order-card type-${order.cartType.toLowerCase()}${escalated ? ' escalated' : ''}${fresh ? ' fresh' : ''}`} aria-label={`Order ${order.reference} for ${who}`} data-order-id={order.orderId} data-status={order.status}>
      <button type="button" className="order-card-open" onClick={() => onOpen(order)} aria-label={`Open order ${order.reference}: ${who}, ${items}, ${formatCents(order.totals.invoiceCents)}${order.allergyNote ? `, allergy: ${order.allergyNote}` : ''}`}>
        <div className="order-card-row">
          <span className={`type-badge type-badge-${order.cartType.toLowerCase()}`}>{CART_TYPE_LABEL[order.cartType]}</span>
          <span className="order-ref">#{order.reference}</span>
          {outcome ? (
            // A finished order no longer counts down: it says how it ended, and when.
            <span className="order-due"><span className={`outcome-badge outcome-${order.status}`}>{outcome}</span><time dateTime={order.statusChangedAt} className="order-due-in">{formatClock(order.statusChangedAt, timeZone, now)}</time></span>
          ) : (
            <span className="order-due"><time dateTime={due}>{formatClock(due, timeZone, now)}</time><span className="order-due-in">{formatDueIn(due, now)}</span></span>
          )}
        </div>
        <div className="order-card-row order-card-main">
          <span className="order-name">{who}</span>
          <span className="order-total">{formatCents(order.totals.invoiceCents)}</span>
        </div>
        <div className="order-card-row order-card-meta">
          <span>{items}</span>
          <span aria-hidden="true">·</span>
          <span>{formatAge(order.createdAt, now)}</span>
          <span className={`pay-badge${order.paymentType === 'CARD' ? ' pay-card' : ''}`}>{payBadge(order)}</span>
          {escalated ? <span className="escalated-badge">Waiting too long</span> : null}
          {order.scheduled ? <span className="scheduled-badge">Scheduled</span> : null}
          {order.minimumAge !== null && order.minimumAge !== undefined ? <span className="id-check-badge">ID check {order.minimumAge}+</span> : null}
          {order.allergyNote ? <span className="allergy-badge">Allergy</span> : null}
        </div>
        {order.allergyNote ? <p className="order-allergy"><strong>Allergy:</strong> {order.allergyNote}</p> : null}
        {order.cartType === 'DELIVERY' && order.deliveryAddress ? <p className="order-address">Deliver to {order.deliveryAddress}</p> : null}
      </button>
      <OrderActions order={order} onAction={onAction} />
    </article>
  );
}

/** How a finished order ended ('Completed', 'Rejected: Too busy', 'Cancelled'); null while it is open. */
export function outcomeText(order: BoardOrder): string | null {
  switch (order.status) {
    case 'completed': return 'Completed';
    case 'rejected': return order.rejectReason ? `Rejected: ${REJECT_REASON_LABEL[order.rejectReason]}` : 'Rejected';
    case 'cancelled': return 'Cancelled';
    default: return null;
  }
}

/** The buttons for an order's next steps (the same on the card and in its details). */
export function OrderActions({ order, onAction }: { readonly order: BoardOrder; onAction(order: BoardOrder, action: OrderAction): void }) {
  const ref = order.reference;
  return (
    <div className="order-actions">
      {order.status === 'placed' ? (
        <>
          <button type="button" className="btn btn-primary" onClick={() => onAction(order, 'accept')} aria-label={`Accept order ${ref}`}>Accept</button>
          <button type="button" className="btn btn-danger-outline" onClick={() => onAction(order, 'reject')} aria-label={`Reject order ${ref}`}>Reject</button>
        </>
      ) : null}
      {order.status === 'accepted' ? <button type="button" className="btn btn-primary" onClick={() => onAction(order, 'ready')} aria-label={`Mark order ${ref} ready`}>Ready</button> : null}
      {order.status === 'ready' ? <button type="button" className="btn btn-primary" onClick={() => onAction(order, 'complete')} aria-label={`Complete order ${ref}`}>Complete</button> : null}
      {order.status === 'accepted' || order.status === 'ready' ? (
        <button type="button" className="btn btn-danger-outline" onClick={() => onAction(order, 'cancel')} aria-label={`Cancel order ${ref}`}>Cancel</button>
      ) : null}
      <button type="button" className="btn btn-secondary" onClick={() => onAction(order, 'print')} aria-label={`Print ticket for order ${ref}`}>Print</button>
    </div>
  );
}
