/** The offline test provider's card fields: 'Card number', 'Expiry (MM / YY)', 'CVC'. */
import { forwardRef, useImperativeHandle, useState } from 'react';
import { checkOfflineCard, formatCardNumber, formatExpiry } from './payments/offline.js';
import type { CardHandle } from './payments/types.js';

export const OfflineCardFields = forwardRef<CardHandle>(function OfflineCardFields(_props, ref) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  useImperativeHandle(ref, () => ({ paymentMethod: async () => checkOfflineCard({ number, expiry, cvc }, new Date()) }), [number, expiry, cvc]);
  return (
    <div className="card-fields">
      <div className="field">
        <label htmlFor="card-number">Card number</label>
        <input id="card-number" className="input" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" value={number} onChange={(e) => setNumber(formatCardNumber(e.target.value))} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="card-expiry">Expiry (MM / YY)</label>
          <input id="card-expiry" className="input" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" value={expiry} onChange={(e) => setExpiry(formatExpiry(e.target.value))} />
        </div>
        <div className="field">
          <label htmlFor="card-cvc">CVC</label>
          <input id="card-cvc" className="input" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} value={cvc} onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))} />
        </div>
      </div>
      <p className="muted card-note">Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC.</p>
    </div>
  );
});
