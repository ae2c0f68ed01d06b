/**
 * Cashback: looked up once the phone has at least 10 characters; apply and remove. When the
 * server asks for the phone to be verified first, a one-time code is texted and entered here.
 * Shown where the quote allows cashback on this cart; the amount asked for is at most the balance
 * shown (a new phone number drops it, in the store), and the quote caps it at what is owed: the
 * amount said to be applied is the quote's (`totals.cashbackAppliedCents`), never the one asked for.
 */
import { useEffect, useState } from 'react';
import { call, shopPath } from '../../lib/api.js';
import { formatCents } from '../../lib/format.js';
import type { Quote } from '../../lib/ordering.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export const CASHBACK_DEBOUNCE_MS = 300;

/**
 * What the panel says after the balance once cashback is asked for: the quote's applied amount
 * (the last quote's while a newer one is worked out, as the Order Summary shows it), or that it is
 * being applied while no quote has applied any yet.
 */
export function appliedNote(requested: number, quote: Quote | undefined, fresh: boolean): string {
  if (requested <= 0) return '';
  const applied = quote?.totals.cashbackAppliedCents;
  if (applied === undefined || (applied === 0 && !fresh)) return ' (applying…)';
  return ` (${formatCents(applied)} applied)`;
}

export function CashbackPanel({ shopId, quote, fresh }: { readonly shopId: string; readonly quote: Quote | undefined; readonly fresh: boolean }) {
  const cart = useCartStore();
  const phone = useCart((s) => s.phone);
  const applied = useCart((s) => s.appliedCashback);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const key = phone.length >= 10 ? `${shopId} ${phone}` : null;
  const lookup = useApiRequest(
    (signal) => call((c) => c.GET('/api/shops/{shopId}/cashback', { params: { ...shopPath(shopId), query: { phone } }, signal })),
    { key, debounceMs: CASHBACK_DEBOUNCE_MS },
  );
  const sendCode = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/phone-verifications', { params: shopPath(shopId), body: { phone }, signal })));
  const confirm = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/phone-verifications/confirm', { params: shopPath(shopId), body: { phone, code }, signal })));

  // A new phone starts over: no balance, no code sent, no message, until its lookup answers.
  useEffect(() => {
    setSent(false);
    setMessage(undefined);
  }, [phone, shopId]);
  const answered = lookup.key === key;
  const balance = answered ? lookup.data?.cashbackCents : undefined;
  const ask = answered && lookup.error?.code === 'PHONE_NOT_VERIFIED' && !sent;
  // A number the shop cannot take (PHONE_INVALID, PHONE_COUNTRY), in the server's words.
  const shown = message ?? (answered && lookup.error && lookup.error.code !== 'PHONE_NOT_VERIFIED' ? lookup.error.message : undefined);

  if (phone.length < 10) return null;
  return (
    <section className="checkout-section cashback" aria-labelledby="cashback-h">
      <h2 id="cashback-h">Cashback</h2>
      {ask ? (
        <p>
          Verify your phone to see and use your cashback.{' '}
          <button type="button" className="btn btn-ghost" onClick={async () => {
            const res = await sendCode.run();
            if (!res) return;
            if (res.ok) setSent(true);
            else setMessage(res.error.message);
          }}>Text me a code</button>
        </p>
      ) : null}
      {sent ? (
        <form className="field-row" onSubmit={async (e) => {
          e.preventDefault();
          const res = await confirm.run();
          if (!res) return;
          if (res.ok) { lookup.set({ phone, cashbackCents: res.data.cashbackCents }); setSent(false); setMessage(undefined); }
          else setMessage(res.error.message);
        }}>
          <div className="field"><label htmlFor="verify-code">Code</label><input id="verify-code" className="input" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} /></div>
          <button type="submit" className="btn btn-primary">Verify</button>
        </form>
      ) : null}
      {shown ? <p className="error-text" role="alert">{shown}</p> : null}
      {balance !== undefined ? (
        <div className="cashback-row">
          <p>Your cashback: <strong>{formatCents(balance)}</strong>{appliedNote(applied, quote, fresh)}</p>
          {applied > 0 ? (
            <button type="button" className="btn btn-ghost" onClick={() => cart.getState().removeCashback()}>Remove cashback</button>
          ) : balance > 0 ? (
            <button type="button" className="btn btn-ghost" onClick={() => cart.getState().applyCashback(balance)}>Apply cashback</button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
