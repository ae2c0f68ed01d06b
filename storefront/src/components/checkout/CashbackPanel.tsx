/**
 * Cashback: looked up once the phone has at least 10 characters; apply and remove. When the
 * server asks for the phone to be verified first, a one-time code is texted and entered here.
 * Shown where the quote allows cashback on this cart; the amount applied is at most the balance
 * shown (a new phone number drops it, in the store), and the quote caps it at what is owed.
 */
import { useEffect, useState } from 'react';
import { apiRequest, shopApi } from '../../lib/api.js';
import { formatCents } from '../../lib/format.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export function CashbackPanel({ shopId }: { readonly shopId: string }) {
  const cart = useCartStore();
  const phone = useCart((s) => s.phone);
  const applied = useCart((s) => s.appliedCashback);
  const [balance, setBalance] = useState<number | undefined>();
  const [verify, setVerify] = useState<'no' | 'ask' | 'sent'>('no');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>();

  useEffect(() => {
    setBalance(undefined);
    setVerify('no');
    setMessage(undefined);
    if (phone.length < 10) return undefined;
    const ctrl = new AbortController();
    const t = setTimeout(async () => {
      try {
        const res = await apiRequest<{ cashbackCents: number }>(shopApi(shopId, `/cashback?phone=${encodeURIComponent(phone)}`), { signal: ctrl.signal });
        if (res.ok) setBalance(res.data.cashbackCents);
        else if (res.error.code === 'PHONE_NOT_VERIFIED') setVerify('ask');
        // A number the shop cannot take (PHONE_INVALID, PHONE_COUNTRY), in the server's words.
        else setMessage(res.error.message);
      } catch {
        // a newer phone number is being looked up
      }
    }, 300);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [phone, shopId]);

  if (phone.length < 10) return null;
  return (
    <section className="checkout-section cashback" aria-labelledby="cashback-h">
      <h2 id="cashback-h">Cashback</h2>
      {verify === 'ask' ? (
        <p>
          Verify your phone to see and use your cashback.{' '}
          <button type="button" className="btn btn-ghost" onClick={async () => {
            const res = await apiRequest(shopApi(shopId, '/phone-verifications'), { method: 'POST', body: { phone } });
            if (res.ok) setVerify('sent');
            else setMessage(res.error.message);
          }}>Text me a code</button>
        </p>
      ) : null}
      {verify === 'sent' ? (
        <form className="field-row" onSubmit={async (e) => {
          e.preventDefault();
          const res = await apiRequest<{ cashbackCents: number }>(shopApi(shopId, '/phone-verifications/confirm'), { method: 'POST', body: { phone, code } });
          if (res.ok) { setBalance(res.data.cashbackCents); setVerify('no'); setMessage(undefined); }
          else setMessage(res.error.message);
        }}>
          <div className="field"><label htmlFor="verify-code">Code</label><input id="verify-code" className="input" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} /></div>
          <button type="submit" className="btn btn-primary">Verify</button>
        </form>
      ) : null}
      {message ? <p className="error-text" role="alert">{message}</p> : null}
      {balance !== undefined ? (
        <div className="cashback-row">
          <p>Your cashback: <strong>{formatCents(balance)}</strong>{applied > 0 ? ` (${formatCents(applied)} applied)` : ''}</p>
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
