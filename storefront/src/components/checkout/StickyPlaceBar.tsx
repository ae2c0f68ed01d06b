/**
 * On a narrow screen the checkout is one long column with the Order Summary and 'Place your
 * Order' at its end; this bar keeps the total and the button at the bottom of the screen while
 * that button is out of sight. Its button is the same action as the page's own: the same
 * handler, enabled exactly when that one is, with 'Placing Order...' while busy. The total is the
 * server's quote (the Order Summary's Total), formatted, never added up here. When the order
 * cannot be placed the bar says how many things to fix and scrolls to them; after a refusal it
 * scrolls to the error the page shows.
 */
import { useEffect, useRef, useState } from 'react';
import type { Quote } from '../../lib/ordering.js';
import { formatCents } from '../../lib/format.js';
import '../../styles/sticky-place-bar.css';

export interface StickyPlaceBarProps {
  readonly quote: Quote | undefined;
  /** The quote on screen is the current cart's. */
  readonly fresh: boolean;
  /** The page's own condition for its 'Place your Order' button. */
  readonly canPlace: boolean;
  readonly placing: boolean;
  /** The page's own place-order handler. */
  readonly onPlace: () => Promise<void> | void;
}

/** The page's own button: the bar hides while it is on screen (above the bar's height). */
const MAIN_BUTTON = '.place-button';
const BAR_HEIGHT_PX = 80;

/** Scrolls an element of the checkout to the middle of the screen and moves the focus to it. */
function reveal(el: HTMLElement | null | undefined): void {
  if (!el) return;
  el.scrollIntoView({ block: 'center' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

export function StickyPlaceBar({ quote, fresh, canPlace, placing, onPlace }: StickyPlaceBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [mainInView, setMainInView] = useState(false);
  useEffect(() => {
    const main = bar.current?.closest('.checkout-page')?.querySelector(MAIN_BUTTON);
    if (!main || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver(([e]) => setMainInView(e?.isIntersecting ?? false), { rootMargin: `0px 0px -${BAR_HEIGHT_PX}px 0px` });
    io.observe(main);
    return () => io.disconnect();
  }, []);
  const page = () => bar.current?.closest('.checkout-page');
  const blockers = quote?.blockers.length ?? 0;
  // Counts the bar's finished attempts; the effect runs once the page has rendered the outcome.
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    // A refusal is shown by the page ('error: ...'), far above on a phone: bring it into view.
    if (attempts > 0) reveal(page()?.querySelector<HTMLElement>('.checkout-side [role="alert"]'));
  }, [attempts]);
  const place = async () => {
    await onPlace();
    setAttempts((n) => n + 1);
  };
  return (
    <>
      <div className="sticky-place-spacer" aria-hidden="true" />
      <div ref={bar} className="sticky-place" hidden={mainInView} role="region" aria-label="Order total">
        <div className="container sticky-place-inner">
          <div className="sticky-place-total" aria-busy={!fresh}>
            <span className="sticky-place-label">Total</span>
            <span className="sticky-place-amount" data-testid="sticky-invoice">{quote ? formatCents(quote.totals.invoiceCents) : '…'}</span>
            {blockers > 0 ? (
              <button type="button" className="linklike sticky-place-fix" onClick={() => reveal(page()?.querySelector<HTMLElement>('.blockers'))}>
                {blockers === 1 ? '1 thing to fix' : `${blockers} things to fix`}
              </button>
            ) : null}
          </div>
          <button type="button" className="btn btn-primary sticky-place-button" disabled={!canPlace} aria-disabled={!canPlace} onClick={() => void place()}>
            {placing ? 'Placing Order...' : 'Place your Order'}
          </button>
        </div>
      </div>
    </>
  );
}
