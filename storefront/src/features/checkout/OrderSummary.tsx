/** The Order Summary: the quote's summary rows as they are, in checkout's words, then the total. */
import { SUMMARY_LABELS } from '../../../../engine/index.js';
import type { Quote } from '../../lib/ordering.js';
import { formatCents } from '../../lib/format.js';

export function OrderSummary({ quote, fresh }: { readonly quote: Quote | undefined; readonly fresh: boolean }) {
  if (!quote) return <section className="checkout-section summary" aria-busy="true"><h2>Order Summary</h2><p className="muted">Working out your total…</p></section>;
  const t = quote.totals;
  return (
    <section className="checkout-section summary" aria-labelledby="summary-h" aria-busy={!fresh}>
      <h2 id="summary-h">Order Summary</h2>
      <dl className="summary-rows">
        {(quote.summary ?? []).map((r) => (
          <div key={r.key} className={r.key === 'total' ? 'summary-row summary-total' : 'summary-row'}>
            <dt>{SUMMARY_LABELS.checkout[r.key]}</dt>
            <dd {...(r.key === 'total' ? { 'data-testid': 'invoice' } : {})}>{formatCents(r.amountCents)}</dd>
          </div>
        ))}
      </dl>
      {t.marketPriceItems > 0 ? <p className="muted">{t.marketPriceItems} market-price item(s): the shop will tell you the price.</p> : null}
      {t.cashbackEarnedCents > 0 ? <p className="earn-note">You'll earn {formatCents(t.cashbackEarnedCents)} cashback with this order.</p> : null}
    </section>
  );
}
