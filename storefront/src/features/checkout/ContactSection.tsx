/**
 * Contact Information: 'Name' and 'Phone' (and, where the shop asks, 'we must be able to contact
 * you for us to make the order.'), with the server's refusal of a phone under its field.
 */
import { message } from '../../../../engine/index.js';
import { useShop } from '../../lib/boot.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export function ContactSection({ phoneError, onPhoneEdited }: { readonly phoneError: string | undefined; readonly onPhoneEdited: () => void }) {
  const shop = useShop();
  const store = useCartStore();
  const name = useCart((s) => s.name);
  const phone = useCart((s) => s.phone);
  return (
    <section className="checkout-section" aria-labelledby="contact-h">
      <h2 id="contact-h">Contact Information</h2>
      {shop.presentation.contactRequiredMessage ? <p className="notice">{message('CONTACT_REQUIRED')}</p> : null}
      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" className="input" required autoComplete="name" value={name} onChange={(e) => store.getState().enterName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="contact-phone">Phone</label>
          <input
            id="contact-phone" className="input" required type="tel" autoComplete="tel" value={phone}
            aria-invalid={phoneError ? true : undefined} aria-describedby={phoneError ? 'contact-phone-error' : undefined}
            onChange={(e) => { onPhoneEdited(); store.getState().enterPhone(e.target.value); }}
          />
          {phoneError ? <p id="contact-phone-error" className="error-text">{phoneError}</p> : null}
        </div>
      </div>
    </section>
  );
}
