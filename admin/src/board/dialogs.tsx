/** The board's dialogs: an order's every line, accept with a prep time, reject with a reason, cancel. */
import { useState } from 'react';
import { pickLabel } from '../../../engine/validate/pick-label.js';
import type { RejectReason, BoardOrder } from '../../../server/staff/contract.js';
import { REJECT_REASONS } from '../../../server/staff/contract.js';
import { CART_TYPE_LABEL, formatCents, formatClock, formatPhone } from '../lib/format.js';
import { Dialog } from '../ui/Dialog.js';
import { comboTextBySlot } from '../../../engine/pricing/combo-text.js';
import { allergensText } from '../../../engine/menu/allergens.js';
import { adjustPrep, PREP_CHOICES, PREP_MAX, PREP_MIN, PREP_STEP, REJECT_REASON_LABEL, type OrderAction } from './actions.js';
import { OrderActions, outcomeText } from './OrderCard.js';
import { orderTotalsRows } from './order-totals.js';
import { promisedIfAccepted } from './board-state.js';

export function OrderDetailsDialog({ order, timeZone, now, onClose, onAction }: { readonly order: BoardOrder; readonly timeZone: string | undefined; readonly now: number; onClose(): void; onAction(order: BoardOrder, action: OrderAction): void }) {
  const t = order.totals;
  const outcome = outcomeText(order);
  const rows = orderTotalsRows(t);
  return (
    <Dialog title={`Order #${order.reference}`} onClose={onClose} className="dialog-wide">
      <p className="details-summary">
        <strong>{CART_TYPE_LABEL[order.cartType]}</strong> for <strong>{order.name?.trim() || 'Guest'}</strong>, {order.promisedAt ? 'promised for' : 'due'} {formatClock(order.promisedAt ?? order.dueAt, timeZone, now)}
        {order.phone ? <> · <a href={`tel:${order.phone}`}>{formatPhone(order.phone)}</a></> : null}
        {outcome ? <> · <span className={`outcome-badge outcome-${order.status}`}>{outcome}</span></> : null}
      </p>
      {order.deliveryAddress ? <p className="order-address">Deliver to {order.deliveryAddress}</p> : null}
      {order.allergyNote ? (
        <section className="allergy-box" aria-label="Allergy note">
          <h3>Allergy</h3>
          <p>{order.allergyNote}</p>
        </section>
      ) : null}
      <ul className="lines">
        {order.lines.map((line, i) => (
          <li key={`${line.productId}-${i}`} className="line">
            <div className="line-head"><span className="line-qty">{line.quantity}×</span><span className="line-name">{line.name}</span><span className="line-total">{formatCents(line.totalCents)}</span></div>
            {line.note ? <p className="line-note">Note: {line.note}</p> : null}
            {line.allergens ? <p className="line-contains">{line.allergens.length === 0 ? 'Contains none of the major allergens' : `Contains: ${allergensText(line.allergens)}`}</p> : null}
            {line.combo && line.combo.length > 0 ? (
              <ul className="picks">
                {comboTextBySlot(line.combo).map((s) => <li key={s.slotId}><span className="muted">{s.slotName}:</span> {s.choices.join(', ')}</li>)}
              </ul>
            ) : null}
            {line.picks.length > 0 ? (
              <ul className="picks">
                {line.picks.map((p, j) => (
                  <li key={`${p.modifierId}-${j}`}><span className="muted">{p.modgroupName}:</span> {pickLabel(p)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="totals">
        {rows.map((row) => (
          <div key={row.label}><dt>{row.label}</dt><dd>{row.amount}</dd></div>
        ))}
        <div className="totals-grand"><dt>Total ({order.paymentType === 'CASH' ? 'cash' : 'card'})</dt><dd>{formatCents(t.invoiceCents)}</dd></div>
      </dl>
      <OrderActions order={order} onAction={onAction} />
    </Dialog>
  );
}

export function AcceptDialog({ order, defaultMinutes, now, timeZone, onClose, onAccept }: { readonly order: BoardOrder; readonly defaultMinutes: number; readonly now: number; readonly timeZone: string | undefined; onClose(): void; onAccept(minutes: number): void }) {
  const [minutes, setMinutes] = useState(defaultMinutes);
  return (
    <Dialog title={`Accept order #${order.reference}`} onClose={onClose}>
      <p id="prep-label">How long until it is ready?</p>
      <div className="prep-choices" role="group" aria-labelledby="prep-label">
        {PREP_CHOICES.map((m) => (
          <button key={m} type="button" className={`btn btn-choice${m === minutes ? ' selected' : ''}`} aria-pressed={m === minutes} onClick={() => setMinutes(m)}>{m} min</button>
        ))}
      </div>
      <div className="prep-adjust">
        <button type="button" className="btn btn-secondary" aria-label={`${PREP_STEP} minutes less`} disabled={minutes <= PREP_MIN} onClick={() => setMinutes(adjustPrep(minutes, -PREP_STEP))}>−5</button>
        <output className="prep-value" aria-live="polite">{minutes} min <span className="muted">· ready at {formatClock(new Date(promisedIfAccepted(order, minutes, now)).toISOString(), timeZone, now)}</span></output>
        <button type="button" className="btn btn-secondary" aria-label={`${PREP_STEP} minutes more`} disabled={minutes >= PREP_MAX} onClick={() => setMinutes(adjustPrep(minutes, PREP_STEP))}>+5</button>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>Back</button>
        <button type="button" className="btn btn-primary btn-large" onClick={() => onAccept(minutes)}>Accept ({minutes} min)</button>
      </div>
    </Dialog>
  );
}

export function RejectDialog({ order, onClose, onReject }: { readonly order: BoardOrder; onClose(): void; onReject(reason: RejectReason): void }) {
  const [reason, setReason] = useState<RejectReason | null>(null);
  return (
    <Dialog title={`Reject order #${order.reference}?`} onClose={onClose}>
      <fieldset className="reasons">
        <legend>Why?</legend>
        {REJECT_REASONS.map((r) => (
          <label key={r} className={`reason${reason === r ? ' selected' : ''}`}>
            <input type="radio" name="reject-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {REJECT_REASON_LABEL[r]}
          </label>
        ))}
      </fieldset>
      <p className="warning">The customer is told{order.paymentType === 'CARD' ? ' and their card payment is refunded' : ''}. This cannot be undone.</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>Keep order</button>
        <button type="button" className="btn btn-danger btn-large" disabled={!reason} onClick={() => reason && onReject(reason)}>Reject order</button>
      </div>
    </Dialog>
  );
}

export function CancelDialog({ order, onClose, onCancel }: { readonly order: BoardOrder; onClose(): void; onCancel(): void }) {
  return (
    <Dialog title={`Cancel order #${order.reference}?`} onClose={onClose}>
      <p className="warning">The customer is told{order.paymentType === 'CARD' ? ' and their card payment is refunded' : ''}. This cannot be undone.</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>Keep order</button>
        <button type="button" className="btn btn-danger btn-large" onClick={onCancel}>Cancel order</button>
      </div>
    </Dialog>
  );
}
