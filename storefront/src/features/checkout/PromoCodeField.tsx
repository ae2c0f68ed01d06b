/**
 * The promo or gift code field and what the server's quote says of the code: applied, not valid
 * here, not for this order, or refused by one of its limits (with the quote's message, and a
 * button to remove it). A code kept for one use per customer or a first order needs the phone
 * verified: a one-time code is texted and entered here, then the cart is quoted again.
 */
import { useState } from 'react';
import { call, shopPath } from '../../lib/api.js';
import type { PromoOutcome } from '../../lib/ordering.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export interface PromoCodeFieldProps {
  readonly shopId: string;
  /** The quote's word on the code in the field (undefined while it is being quoted). */
  readonly outcome: PromoOutcome | undefined;
  /** The phone was verified: quote the cart again. */
  readonly onVerified: () => void;
}

export function PromoCodeField({ shopId, outcome, onVerified }: PromoCodeFieldProps) {
  const store = useCartStore();
  const promoCode = useCart((s) => s.promoCode);
  const phone = useCart((s) => s.phone);
  const tone = outcome?.applied ? 'notice notice-ok' : 'notice notice-danger';
  return (
    <section className="checkout-section" aria-labelledby="promo-h">
      <h2 id="promo-h">Promo or gift code</h2>
      <div className="field">
        <label htmlFor="promo-code" className="visually-hidden">Promo or gift code</label>
        <input id="promo-code" className="input" autoCapitalize="characters" value={promoCode} onChange={(e) => store.getState().enterPromoCode(e.target.value)} placeholder="Enter a code" />
      </div>
      {outcome ? (
        <div className={`${tone} promo-outcome`} role="status">
          <p>{outcome.text}</p>
          {outcome.refused ? (
            <button type="button" className="btn btn-ghost" onClick={() => store.getState().removePromoCode()}>Remove the code</button>
          ) : null}
        </div>
      ) : null}
      {outcome?.reason === 'PROMO_PHONE_NOT_VERIFIED' ? <PromoPhoneCheck shopId={shopId} phone={phone} onVerified={onVerified} /> : null}
    </section>
  );
}

/** Texts a one-time code to the phone of the contact details and checks it. */
function PromoPhoneCheck({ shopId, phone, onVerified }: { readonly shopId: string; readonly phone: string; readonly onVerified: () => void }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const sendCode = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/phone-verifications', { params: shopPath(shopId), body: { phone }, signal })));
  const confirm = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/phone-verifications/confirm', { params: shopPath(shopId), body: { phone, code }, signal })));
  if (phone.replace(/\D/g, '').length < 10) return <p className="promo-verify">Enter your phone number under Contact Information first.</p>;
  return (
    <div className="promo-verify">
      {!sent ? (
        <button type="button" className="btn btn-primary" onClick={async () => {
          const res = await sendCode.run();
          if (!res) return;
          if (res.ok) { setSent(true); setMessage(undefined); } else setMessage(res.error.message);
        }}>Text a code to {phone}</button>
      ) : (
        <form className="field-row" onSubmit={async (e) => {
          e.preventDefault();
          const res = await confirm.run();
          if (!res) return;
          if (res.ok) { setMessage(undefined); setSent(false); setCode(''); onVerified(); } else setMessage(res.error.message);
        }}>
          <div className="field">
            <label htmlFor="promo-verify-code">Code we texted you</label>
            <input id="promo-verify-code" className="input" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          </div>
          <button type="submit" className="btn btn-primary">Verify my phone</button>
        </form>
      )}
      {message ? <p className="error-text" role="alert">{message}</p> : null}
    </div>
  );
}
