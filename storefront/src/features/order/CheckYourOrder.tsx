/** 'Check Your Order:' the shop's phone and e-mail, for a customer who needs something corrected. */
import { phoneHref } from '../../lib/format.js';
import { correctionEmail, type CorrectionShop } from './correction-contact.js';

export function CheckYourOrder({ shop, phone, orderShopId, host }: {
  readonly shop: CorrectionShop;
  readonly phone: string | undefined;
  readonly orderShopId: string;
  /** The host the page was asked on (with any port). */
  readonly host: string;
}) {
  const email = correctionEmail(shop, orderShopId, host);
  return (
    <div className="check-order">
      <p>
        <strong>Check Your Order:</strong> to correct anything, call{' '}
        {phone ? <a href={phoneHref(phone)}>{phone}</a> : 'the restaurant'} or e-mail{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </div>
  );
}
