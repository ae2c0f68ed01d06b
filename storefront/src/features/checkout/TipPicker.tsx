/**
 * Tip choices as the quote gives them (the shop's percents over its threshold, else its dollar
 * amounts; by default 10/15/20% over $10, else $1-$4), the one selected marked by the quote, a
 * custom 'Enter Tip:' and 'Not now'. The custom field keeps what the customer typed and reads
 * only its digits and dots as dollars ('$3.5abc' tips $3.50); with no digit in it ('abc') it is
 * ignored and the tip stays as it was; two dots ('1.2.3') or more than two decimals are refused
 * beside the field, the tip again unchanged. Under the field: the tip the quote charges.
 */
import { useState } from 'react';
import type { Quote } from '../../lib/ordering.js';
import { formatCents } from '../../lib/format.js';
import { readTipPrompt } from '../../lib/money-input.js';
import type { TipChoice } from '../../stores/cart.js';
import { refusedTip } from './checkout-view.js';

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
  // Over the shop's cap the quote refuses the tip: it is not charged, and the line under the field says so.
  const tooLarge = refusedTip(quote);
  const read = readTipPrompt(custom);
  const invalid = read.kind === 'invalid' ? read.message : undefined;
  return (
    // One tip of those offered: a radio group, named by its legend.
    <fieldset className="checkout-section tips" role="radiogroup">
      <legend>Tip</legend>
      <div className="tip-options">
        {choices.map((c) => (
          <label key={c.label} className={`tip-option${isChecked(c) ? ' tip-on' : ''}`}>
            <input type="radio" name="tip" checked={isChecked(c)} onChange={() => { setCustom(''); onTip((c.tip as TipChoice) ?? null); }} />
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
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'tip-custom-error tip-custom-charged' : 'tip-custom-charged'}
          onChange={(e) => {
            setCustom(e.target.value);
            const typed = readTipPrompt(e.target.value);
            if (typed.kind === 'amount') onTip({ cents: typed.cents });
          }}
        />
        <p id="tip-custom-error" className="error-text" aria-live="polite">{invalid ?? ''}</p>
        {/* The tip the quote charges, so the customer sees exactly what the field means; a refused one is not charged. */}
        <p id="tip-custom-charged" className={tooLarge ? 'error-text' : 'muted'} aria-live="polite">
          {tooLarge ? tooLarge.message : quote && quote.totals.tipCents > 0 ? `Tip charged: ${formatCents(quote.totals.tipCents)}` : 'No tip'}
        </p>
      </div>
    </fieldset>
  );
}
