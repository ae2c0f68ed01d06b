/** The post-order tip: 'Tip (100% to Staff/Driver)', 10/15/20% and a custom dollar amount, charged to the order's card. */
import { useState } from 'react';
import { tipCents } from '../../../../engine/index.js';
import { apiRequest, shopApi } from '../../lib/api.js';
import { formatCents } from '../../lib/format.js';
import { normalizeTipText, parseTip } from '../checkout/TipPicker.js';
import type { OrderView } from './order-view.js';

export const POST_ORDER_PERCENTS = [10, 15, 20] as const;

export function TipWidget({ shopId, orderId, baseCents, onTipped }: { readonly shopId: string; readonly orderId: string; readonly baseCents: number; readonly onTipped: (order: OrderView | undefined) => void }) {
  const [custom, setCustom] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const send = async (cents: number) => {
    if (cents <= 0 || busy) return;
    setBusy(true);
    setError(undefined);
    const res = await apiRequest<{ message: string; order?: OrderView }>(shopApi(shopId, `/orders/${encodeURIComponent(orderId)}/tips`), { method: 'POST', body: { tipsInCents: cents } });
    setBusy(false);
    if (res.ok) {
      setDone(res.data.message || 'Thanks for tipping!');
      onTipped(res.data.order);
    } else setError(res.error.message);
  };
  if (done) return <section className="tip-widget card" aria-live="polite"><p className="tip-thanks">{done}</p></section>;
  const customCents = parseTip(custom);
  return (
    <section className="tip-widget card" aria-labelledby="tip-widget-h">
      <h2 id="tip-widget-h">Tip (100% to Staff/Driver)</h2>
      <div className="tip-buttons">
        {POST_ORDER_PERCENTS.map((p) => {
          const cents = tipCents({ percent: p }, 'CARD', baseCents);
          return (
            <button key={p} type="button" className="btn btn-ghost" disabled={busy} onClick={() => void send(cents)}>
              {p}% <span className="muted">{formatCents(cents)}</span>
            </button>
          );
        })}
      </div>
      <form className="tip-custom-form" onSubmit={(e) => { e.preventDefault(); if (customCents) void send(customCents); }}>
        <label htmlFor="post-tip">Custom tip ($)</label>
        <input id="post-tip" className="input" inputMode="decimal" value={custom} onChange={(e) => setCustom(normalizeTipText(e.target.value))} placeholder="0.00" />
        <button type="submit" className="btn btn-primary" disabled={busy || !customCents}>Add tip</button>
      </form>
      {error ? <p className="error-text" role="alert">{error}</p> : null}
    </section>
  );
}
