/**
 * The post-order tip: 'Tip (100% to Staff/Driver)', the shop's percent buttons as the order's quote
 * gives them (10/15/20% by default, with their amounts and the suggested one) and a custom dollar
 * amount. A choice
 * is first sent as a preview (the server works out the amount, checks the cap and the order's tip
 * token, and charges nothing); the customer then confirms 'Add a $X.XX tip to your card?', and
 * only the confirmation charges the order's card, with the amount the server named. When the
 * server refuses because the order closed meanwhile (TIP_ORDER_CLOSED: rejected or cancelled by
 * the shop), the page is told with the server's words, and shows them in place of the widget.
 */
import { useEffect, useRef, useState } from 'react';
import type { TipChoice as QuoteTipChoice } from '../../../../schemas/generated/types.js';
import { call, type Schema } from '../../lib/api.js';
import { formatCents } from '../../lib/format.js';
import { readMoneyInput } from '../../lib/money-input.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import { TIP_ORDER_CLOSED, type OrderView } from './order-view.js';

type TipChoice = { readonly tipPercent: number } | { readonly tipsInCents: number };
type Preview = Pick<Schema<'TipPreview'>, 'tipCents' | 'message'>;

export function TipWidget({ shopId, orderId, tipToken, choices, onTipped, onClosed }: {
  readonly shopId: string;
  readonly orderId: string;
  /** The order's tip token (kept by the browser that placed it). */
  readonly tipToken: string;
  /** The percent buttons of the order's quote (postOrderTipChoices), amounts worked out by the engine. */
  readonly choices: readonly QuoteTipChoice[];
  readonly onTipped: (order: OrderView | undefined) => void;
  /** The order closed before the tip went through: the server's message (nothing charged, or the tip refunded). */
  readonly onClosed: (message: string) => void;
}) {
  const [custom, setCustom] = useState('');
  const [asking, setAsking] = useState<Preview | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const tips = useApiRequest((signal, body: Schema<'Tip'>) => call((c) => c.POST('/api/shops/{shopId}/orders/{orderId}/tips', { params: { path: { shopId, orderId } }, body, signal })));
  const busy = tips.loading;
  /** A refusal: the order's closing goes to the page, anything else is said here. */
  const refused = (error: { readonly code: string; readonly message: string }) => {
    if (error.code === TIP_ORDER_CLOSED) onClosed(error.message);
    else setError(error.message);
  };

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const preview = async (choice: TipChoice) => {
    if (busy) return;
    setError(undefined);
    const res = await tips.run({ ...choice, tipToken, confirm: false });
    if (!res) return;
    if (res.ok) setAsking({ tipCents: res.data.tipCents, message: res.data.message });
    else refused(res.error);
  };
  const confirm = async () => {
    if (!asking || busy) return;
    setError(undefined);
    const res = await tips.run({ tipsInCents: asking.tipCents, tipToken, confirm: true });
    if (!res) return;
    setAsking(undefined);
    if (res.ok) {
      setDone(res.data.message || 'Thanks for tipping!');
      onTipped('order' in res.data ? res.data.order : undefined);
    } else refused(res.error);
  };

  if (done) return <section className="tip-widget card" aria-live="polite"><p className="tip-thanks">{done}</p></section>;
  const read = readMoneyInput(custom);
  const customCents = read.kind === 'amount' ? read.cents : undefined;
  const invalid = read.kind === 'invalid' ? read.message : undefined;
  return (
    <section className="tip-widget card" aria-labelledby="tip-widget-h">
      <h2 id="tip-widget-h">Tip (100% to Staff/Driver)</h2>
      {asking ? (
        <div className="tip-confirm" role="group" aria-labelledby="tip-confirm-q">
          <p id="tip-confirm-q" className="tip-confirm-q">{asking.message}</p>
          <div className="tip-buttons">
            <button ref={confirmRef} type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>Confirm</button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setAsking(undefined)}>Cancel</button>
          </div>
        </div>
      ) : (
        <>
          <div className="tip-buttons">
            {choices.map((c) => {
              const percent = (c.tip as { percent?: number } | null)?.percent;
              return percent === undefined ? null : (
                <button key={c.label} type="button" className={`btn ${c.default ? 'btn-primary' : 'btn-ghost'}`} disabled={busy} onClick={() => void preview({ tipPercent: percent })}>
                  {c.label} <span className={c.default ? undefined : 'muted'}>{formatCents(c.cents)}</span>
                  {c.default ? <span className="tip-suggested"> (suggested)</span> : null}
                </button>
              );
            })}
          </div>
          <form className="tip-custom-form" onSubmit={(e) => { e.preventDefault(); if (customCents) void preview({ tipsInCents: customCents }); }}>
            <label htmlFor="post-tip">Custom tip ($)</label>
            <input
              id="post-tip" className="input" inputMode="decimal" value={custom} onChange={(e) => setCustom(e.target.value)} placeholder="0.00"
              aria-invalid={invalid ? true : undefined} aria-describedby="post-tip-error"
            />
            <button type="submit" className="btn btn-primary" disabled={busy || !customCents}>Add tip</button>
            <p id="post-tip-error" className="error-text tip-custom-error" aria-live="polite">{invalid ?? ''}</p>
          </form>
        </>
      )}
      {error ? <p className="error-text" role="alert">{error}</p> : null}
    </section>
  );
}
