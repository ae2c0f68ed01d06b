/** The receipt as the spec lists it; every amount is the order's own. */
import { allergensText, comboTextBySlot, DUE_LABELS, dueTime, isClosedOrder, message, orderPayment, paymentLine, pickLabel, RECEIPT_TYPE_LABELS, SUMMARY_LABELS, type PaymentFacts } from '../../../../engine/index.js';
import { formatCents } from '../../lib/format.js';
import type { OrderView } from './order-view.js';

/** 'Wednesday 12:25 PM', or with the date a week or more after the order was placed ('Tuesday, March 17, 4:00 PM'). */
export function dueText(iso: string | null, zone: string, placedAt: string): string {
  if (!iso) return 'ASAP';
  return dueTime(iso, zone, Date.parse(placedAt));
}

/** 'Toppings: Mushrooms (left half), No Basil; Dip: Ranch (on the side)', as the PDF receipt groups them. */
function picksByGroup(picks: OrderView['lines'][number]['picks']): string {
  const groups = new Map<string, string[]>();
  for (const p of picks) groups.set(p.modgroupName, [...(groups.get(p.modgroupName) ?? []), pickLabel(p)]);
  return [...groups].map(([group, labels]) => `${group}: ${labels.join(', ')}`).join('; ');
}

/**
 * `payment` is the order's payment as it stands (the live status's, once it has come); the
 * fetched order's by default. Its line reads as the PDF receipt's: 'Prepaid', 'Not Paid',
 * 'Refunded', or 'Rejected: Nothing Owed' / 'Cancelled: Nothing Owed'.
 * `promisedAt` is the time the shop promised when it accepted the order (the live status's, once
 * it has come; the fetched order's by default): the due line shows it in place of the due time
 * the order was placed with, as the PDF receipt does, so the page gives one ready time.
 */
export function Receipt({ order, zone, payment = order, promisedAt = order.promisedAt ?? null }: { readonly order: OrderView; readonly zone: string; readonly payment?: PaymentFacts; readonly promisedAt?: string | null }) {
  const delivery = order.cartType === 'DELIVERY';
  const closed = isClosedOrder(payment);
  return (
    <section className="receipt card" aria-labelledby="receipt-h">
      <h2 id="receipt-h">Receipt</h2>
      <dl className="receipt-facts">
        <div><dt>Type</dt><dd>{RECEIPT_TYPE_LABELS[order.cartType]}</dd></div>
        <div><dt>{DUE_LABELS[order.cartType]}</dt><dd>{dueText(promisedAt ?? order.dueAt, zone, order.createdAt)}</dd></div>
        <div><dt>Name</dt><dd>{order.name}</dd></div>
        <div><dt>Phone</dt><dd>{order.phone}</dd></div>
        {delivery ? (
          <>
            <div><dt>Address</dt><dd>{order.deliveryAddress}</dd></div>
            {order.unitNumber ? <div><dt>Apt / Unit</dt><dd>{order.unitNumber}</dd></div> : null}
            {order.deliveryInstructions ? <div><dt>Note</dt><dd>{order.deliveryInstructions}</dd></div> : null}
            {order.distanceInMiles !== null ? <div><dt>Distance</dt><dd>{order.distanceInMiles} miles</dd></div> : null}
          </>
        ) : null}
        {order.minimumAge !== null && order.minimumAge !== undefined ? <div><dt>ID check</dt><dd>{order.minimumAge}+: bring a photo ID</dd></div> : null}
        {order.allergyNote ? <div className="receipt-allergy"><dt>Allergy note</dt><dd>{order.allergyNote}</dd></div> : null}
      </dl>
      <ul className="receipt-items">
        {order.lines.map((l, i) => (
          <li key={i}>
            {l.category ? <p className="muted receipt-cat">{l.category}</p> : null}
            <p className="receipt-line"><span>{l.quantity} x {l.name}</span><span>{l.marketPrice ? message('MARKET_PRICE_LINE', { cartType: order.cartType, closed }) : formatCents(l.totalCents)}</span></p>
            {comboTextBySlot(l.combo).map((s) => <p key={s.slotId} className="muted receipt-picks receipt-combo">{s.slotName}: {s.choices.join(', ')}</p>)}
            {l.picks.length > 0 ? <p className="muted receipt-picks">{picksByGroup(l.picks)}</p> : null}
            {l.allergens ? <p className="muted receipt-picks receipt-contains">{l.allergens.length === 0 ? 'Contains none of the major allergens' : `Contains: ${allergensText(l.allergens)}`}</p> : null}
            {l.note ? <p className="muted receipt-picks">Note: {l.note}</p> : null}
          </li>
        ))}
      </ul>
      {/* The order's summary rows (the engine's one rule for checkout and receipts), in the receipt's words. */}
      <dl className="receipt-totals">
        {order.summary.map((r) => (
          <div key={r.key} {...(r.key === 'total' ? { className: 'receipt-grand' } : {})}><dt>{SUMMARY_LABELS.receipt[r.key]}</dt><dd>{formatCents(r.amountCents)}</dd></div>
        ))}
      </dl>
      <p className={`receipt-status ${orderPayment(payment)}`}>{paymentLine(payment)}</p>
    </section>
  );
}
