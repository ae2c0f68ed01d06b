/**
 * The Order Summary: the quote's summary rows as they are, in checkout's words, then the total.
 * A tip the quote refuses (over the shop's cap) is not shown as charged, nor the Total with it.
 */
import { SUMMARY_LABELS } from '../../../../engine/index.js';
import type { Quote } from '../../lib/ordering.js';
import { formatCents } from '../../lib/format.js';
import { refusedTip, summaryView, totalWaitsNote } from './checkout-view.js';

export function OrderSummary({ quote, fresh }: { readonly quote: Quote | undefined; readonly fresh: boolean }) {
  if (!quote) return <section className="checkout-section summary" aria-busy="true"><h2>Order Summary</h2><p className="muted">Working out your total…</p></section>;
  const t = quote.totals;
  return (
    <section className="checkout-section summary" aria-labelledby="summary-h" aria-busy={!fresh}>
      <h2 id="summary-h">Order Summary</h2>
      <dl className="summary-rows">
        {summaryView(quote).map((r) => (
          <div key={r.key} className={`summary-row${r.key === 'total' ? ' summary-total' : ''}${r.withheld ? ' summary-withheld' : ''}`}>
            <dt>{SUMMARY_LABELS.checkout[r.key]}</dt>
            <dd {...(r.key === 'total' ? { 'data-testid': 'invoice' } : {})}>{r.text}</dd>
          </div>
        ))}
      </dl>
      {totalWaitsNote(quote) ? <p className="summary-note">{totalWaitsNote(quote)}</p> : null}
      {t.marketPriceItems > 0 ? <p className="muted">{t.marketPriceItems} market-price item(s): the shop will tell you the price.</p> : null}
      {/* Earned on the invoice, so not said while that carries a refused tip. */}
      {t.cashbackEarnedCents > 0 && !refusedTip(quote) ? <p className="earn-note">You'll earn {formatCents(t.cashbackEarnedCents)} cashback with this order.</p> : null}
    </section>
  );
}
