/**
 * The rewards sign-up page `/c/{phone}`: 'Here's $10' and 'Sign me up!'; the phone is verified
 * by a texted code first (once per browser); the server's message replaces the form. A link
 * whose phone is not a valid phone number says so, and what to do, in place of the form. A shop
 * whose checkout cannot spend cashback has no sign-up (the server answers 404 REWARDS_NOT_OFFERED
 * there, by the same rule): the page says so, links to the menu and asks the server nothing.
 */
import { useState } from 'react';
import { call, shopPath } from '../../lib/api.js';
import { useBoot, useShop } from '../../lib/boot.js';
import { offersRewards } from '../../lib/rewards-offer.js';
import { href, locationOf } from '../../lib/routes.js';
import { useApiRequest } from '../../lib/use-api-request.js';
import type { PageProps } from '../../lib/page-props.js';
import { badLinkPhoneMessage, isLinkPhone, LINK_PHONE_REFUSALS } from './rewards-link.js';
import './order.css';

export default function RewardsPage({ route, params }: PageProps) {
  const boot = useBoot();
  const shop = useShop();
  const offered = offersRewards(shop);
  const phone = params.phone ?? '';
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const shopParams = shopPath(shop.shopId);
  // A phone the server can only refuse is not sent at all.
  const readable = offered && isLinkPhone(phone);
  // The legacy page told the server the link was opened; failures were only logged.
  const clicked = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/rewards', { params: shopParams, body: { action: 'click-link', originalPhone: phone }, signal })), { key: readable ? `${shop.shopId} ${phone}` : null });
  // The server checks that it is a real number too: its refusal of the phone reads the same.
  const badPhone = !readable || (clicked.error !== undefined && LINK_PHONE_REFUSALS.has(clicked.error.code));
  const confirm = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/phone-verifications/confirm', { params: shopParams, body: { phone, code }, signal })));
  const redeem = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/rewards', { params: shopParams, body: { action: 'redeem', originalPhone: phone }, signal })));
  const sendCode = useApiRequest((signal) => call((c) => c.POST('/api/shops/{shopId}/phone-verifications', { params: shopParams, body: { phone }, signal })));
  if (!offered) {
    const menuHref = boot.site ? href.menu(locationOf(boot.site, shop.shopId)) : href.base(route);
    return (
      <div className="container rewards-page rewards-not-offered">
        <h1>Cashback rewards</h1>
        <p className="notice">{shop.identity.name} does not offer cashback rewards, so there is nothing to sign up for here.</p>
        <p><a className="btn btn-primary" href={menuHref}>See the menu</a></p>
      </div>
    );
  }
  return (
    <div className="container rewards-page">
      <h1 className="rewards-hero">Here's $10</h1>
      <p>Sign up and $10 of cashback is yours at {shop.identity.name}. After you sign up, enter this phone number at checkout to use it.</p>
      {badPhone ? (
        <p className="notice notice-danger rewards-bad-link" role="alert">{badLinkPhoneMessage(phone, { name: shop.identity.name, phone: shop.identity.phone })}</p>
      ) : message ? (
        <p className="notice notice-ok" role="status">{message}</p>
      ) : (
        <form
          className="card rewards-form"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            setError(undefined);
            if (step === 'code') {
              const confirmed = await confirm.run();
              if (!confirmed) return;
              if (!confirmed.ok) {
                setBusy(false);
                setError(confirmed.error.message);
                return;
              }
            }
            const res = await redeem.run();
            if (!res) return;
            if (!res.ok && res.error.code === 'PHONE_NOT_VERIFIED') {
              // The credit goes to the phone's holder: a code is texted to it first.
              const sent = await sendCode.run();
              if (!sent) return;
              setBusy(false);
              if (sent.ok) setStep('code');
              else setError(sent.error.message);
              return;
            }
            setBusy(false);
            if (res.ok) setMessage(res.data.message);
            else setError(res.error.message);
          }}
        >
          <div className="field">
            <label htmlFor="rewards-phone">Phone</label>
            <input id="rewards-phone" className="input" value={phone} disabled readOnly />
          </div>
          {step === 'code' ? (
            <div className="field">
              <label htmlFor="rewards-code">Code</label>
              <p className="muted" id="rewards-code-hint">We texted a 6-digit code to this phone. Enter it to sign up.</p>
              <input
                id="rewards-code"
                className="input"
                inputMode="numeric"
                autoComplete="one-time-code"
                aria-describedby="rewards-code-hint"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            </div>
          ) : null}
          {error ? <p className="error-text" role="alert">{error}</p> : null}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>{step === 'code' ? 'Verify and sign up' : 'Sign me up!'}</button>
        </form>
      )}
      <h2>What you get</h2>
      <ul className="benefits">
        <li>5% cashback on direct orders, toward your future orders</li>
        <li>A weekly chance to win extra cashback</li>
        <li>Priority service and delivery</li>
        <li>No service fee</li>
      </ul>
    </div>
  );
}
