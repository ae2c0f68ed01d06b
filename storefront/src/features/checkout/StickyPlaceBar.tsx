/**
 * On a narrow screen the checkout is one long column with the Order Summary and 'Place your
 * Order' at its end. This bar stays at the bottom of the screen with the quote's total (the Order
 * Summary's Total: the server's, formatted, never added up here), how many things still block the
 * order (a link to them) and the page's last refusal; the page's own 'Place your Order' button
 * sits in the bar (its stylesheet fixes it there below 960 px). There is one button, so the bar's
 * button is exactly the page's: the same handler, checks and 'Placing Order...'.
 */
import type { Quote } from '../../lib/ordering.js';
import { shownTotal } from './checkout-view.js';
import './sticky-place-bar.css';

export interface StickyPlaceBarProps {
  readonly quote: Quote | undefined;
  /** The quote on screen is the current cart's. */
  readonly fresh: boolean;
  /** The page's last refusal ('Your card number is invalid.'), also shown (and announced) beside its summary. */
  readonly failure?: string | undefined;
}

/** Scrolls the checkout's list of blockers to the middle of the screen and moves the focus to it. */
function showBlockers(from: HTMLElement): void {
  const list = from.closest('.checkout-page')?.querySelector<HTMLElement>('.blockers');
  if (!list) return;
  list.scrollIntoView({ block: 'center' });
  if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
  list.focus({ preventScroll: true });
}

export function StickyPlaceBar({ quote, fresh, failure }: StickyPlaceBarProps) {
  const blockers = quote?.blockers.length ?? 0;
  return (
    <div className="sticky-place" role="region" aria-label="Order total">
      <div className="container sticky-place-inner">
        {failure ? <p className="sticky-place-failure error-text">{failure}</p> : null}
        <div className="sticky-place-total" aria-busy={!fresh}>
          <span className="sticky-place-label">Total</span>
          <span className="sticky-place-amount" data-testid="sticky-invoice">{quote ? (shownTotal(quote) ?? '—') : '…'}</span>
          {blockers > 0 ? (
            <button type="button" className="linklike sticky-place-fix" onClick={(e) => showBlockers(e.currentTarget)}>
              {blockers === 1 ? '1 thing to fix' : `${blockers} things to fix`}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
