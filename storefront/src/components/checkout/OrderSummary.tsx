/** The Order Summary: exactly the server's quote. */
import type { Quote } from '../../lib/ordering.js';
import { formatCents, formatCredit } from '../../lib/format.js';
import { DISCOUNT_SHOWN_ABOVE_CENTS } from './ShoppingBag.js';

export function OrderSummary({ quote, fresh }: { readonly quote: Quote | undefined; readonly fresh: boolean }) {
  if (!quote) return <section className="checkout-section summary" aria-busy="true"><h2>Order Summary</h2><p className="muted">Working out your total…</p></section>;
  const t = quote.totals;
  // The quote's amounts, formatted; amounts taken off are shown with a minus sign.
  const rows: [string, string][] = [['Subtotal', formatCents(t.subtotalCents)]];
  if (t.discountCents > DISCOUNT_SHOWN_ABOVE_CENTS) rows.push(['Discount', formatCredit(t.discountCents)]);
  if (t.serviceFeeCents > 0) rows.push(['Service fee', formatCents(t.serviceFeeCents)]);
  if (quote.cartType === 'DELIVERY') rows.push(['Delivery fee', formatCents(t.deliveryFeeCents)]);
  rows.push(['Tax', formatCents(t.taxCents)]);
  if (t.tipCents > 0) rows.push(['Tip', formatCents(t.tipCents)]);
  if (t.donationCents > 0) rows.push(['Donation', formatCents(t.donationCents)]);
  if (t.cashbackAppliedCents > 0) rows.push(['Cashback', formatCredit(t.cashbackAppliedCents)]);
  return (
    <section className="checkout-section summary" aria-labelledby="summary-h" aria-busy={!fresh}>
      <h2 id="summary-h">Order Summary</h2>
      <dl className="summary-rows">
        {rows.map(([label, text]) => (
          <div key={label} className="summary-row">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
        <div className="summary-row summary-total">
          <dt>Total</dt>
          <dd data-testid="invoice">{formatCents(t.invoiceCents)}</dd>
        </div>
      </dl>
      {t.marketPriceItems > 0 ? <p className="muted">{t.marketPriceItems} market-price item(s): the shop will tell you the price.</p> : null}
      {t.cashbackEarnedCents > 0 ? <p className="earn-note">You'll earn {formatCents(t.cashbackEarnedCents)} cashback with this order.</p> : null}
    </section>
  );
}
