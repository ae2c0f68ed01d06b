/**
 * Tip choices as the quote gives them (the shop's percents over its threshold, else its dollar
 * amounts; by default 10/15/20% over $10, else $1-$4), the one selected marked by the quote, a
 * custom 'Enter Tip:' and 'Not now'.
 */
import { useState } from 'react';
import type { Quote } from '../../lib/ordering.js';
import { formatCents } from '../../lib/format.js';
import type { TipChoice } from '../../stores/cart.js';

/**
 * What the custom tip field keeps of what was typed or pasted: digits and one dot, at most two
 * decimals and six whole digits, cut at the first character that would make it something else
 * ('1.2.3' keeps '1.2', '2.999' keeps '2.99'), so the field always shows the amount charged.
 */
export function normalizeTipText(text: string): string {
  const m = /^(\d{0,6})(\.\d{0,2})?/.exec(text.replace(/[^\d.]/g, ''));
  return m ? m[1]! + (m[2] ?? '') : '';
}

/** The spec's custom tip: digits and dots only; nothing numeric is ignored. Returns cents. */
export function parseTip(text: string): number | undefined {
  const clean = text.replace(/[^\d.]/g, '');
  const m = /^(\d*)(?:\.(\d{0,2}))?/.exec(clean);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return undefined;
  return Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A percent button (its amount is shown beside it; a dollar button's label is its amount). */
function isPercent(tip: unknown): boolean {
  return typeof tip === 'object' && tip !== null && 'percent' in tip;
}

export function TipPicker({ quote, tip, onTip }: { readonly quote: Quote | undefined; readonly tip: TipChoice; readonly onTip: (t: TipChoice) => void }) {
  const [custom, setCustom] = useState('');
  const choices = (quote?.tipChoices ?? []).filter((c) => c.custom !== true);
  // A button the customer chose is checked at once; the shop's pre-selected one ("default") is the
  // one the quote marks selected, as only the quote knows which it is for this total.
  const isChecked = (c: (typeof choices)[number]): boolean => (tip === 'default' ? c.selected === true : JSON.stringify(tip) === JSON.stringify(c.tip ?? null));
  const tooLarge = quote?.blockers.find((b) => b.code === 'TIP_TOO_LARGE');
  return (
    <fieldset className="checkout-section tips">
      <legend>Tip</legend>
      <div className="tip-options">
        {choices.map((c) => (
          <label key={c.label} className={`tip-option${isChecked(c) ? ' tip-on' : ''}`}>
            <input type="radio" name="tip" checked={isChecked(c)} onChange={() => onTip((c.tip as TipChoice) ?? null)} />
            <span>{c.label}{c.cents > 0 && isPercent(c.tip) ? <small> {formatCents(c.cents)}</small> : null}</span>
          </label>
        ))}
      </div>
      <div className="field tip-custom">
        <label htmlFor="tip-custom">Enter Tip:</label>
        <input
          id="tip-custom"
          className="input"
          inputMode="decimal"
          value={custom}
          placeholder="0.00"
          aria-describedby="tip-custom-charged"
          onChange={(e) => {
            const text = normalizeTipText(e.target.value);
            setCustom(text);
            const cents = parseTip(text);
            if (cents !== undefined) onTip({ cents });
          }}
        />
        {/* The tip the quote charges, so the customer sees exactly what the field means. */}
        <p id="tip-custom-charged" className="muted" aria-live="polite">
          {quote && quote.totals.tipCents > 0 ? `Tip charged: ${formatCents(quote.totals.tipCents)}` : 'No tip'}
        </p>
        {tooLarge ? <p className="error-text" role="alert">{tooLarge.message}</p> : null}
      </div>
    </fieldset>
  );
}
