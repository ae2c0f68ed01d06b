/** The rewards sign-up page `/c/{phone}`: 'Here's $10' and 'Sign me up!'; the server's message replaces the form. */
import { useEffect, useState } from 'react';
import { apiRequest, shopApi } from '../lib/api.js';
import { useShop } from '../lib/boot.js';
import type { PageProps } from './page-props.js';
import '../styles/order.css';

export default function RewardsPage({ params }: PageProps) {
  const shop = useShop();
  const phone = params.phone ?? '';
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // The legacy page told the server the link was opened; failures were only logged.
    void apiRequest(shopApi(shop.shopId, '/rewards'), { method: 'POST', body: { action: 'click-link', originalPhone: phone } });
  }, [shop.shopId, phone]);
  return (
    <div className="container rewards-page">
      <h1 className="rewards-hero">Here's $10</h1>
      <p>Sign up and $10 of cashback is yours at {shop.identity.name}. After you sign up, enter this phone number at checkout to use it.</p>
      {message ? (
        <p className="notice notice-ok" role="status">{message}</p>
      ) : (
        <form
          className="card rewards-form"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            const res = await apiRequest<{ message: string }>(shopApi(shop.shopId, '/rewards'), { method: 'POST', body: { action: 'redeem', originalPhone: phone } });
            setBusy(false);
            setMessage(res.ok ? res.data.message : res.error.message);
          }}
        >
          <div className="field">
            <label htmlFor="rewards-phone">Phone</label>
            <input id="rewards-phone" className="input" value={phone} disabled readOnly />
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>Sign me up!</button>
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
