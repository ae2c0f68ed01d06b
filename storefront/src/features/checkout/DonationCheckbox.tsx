/** The donation checkbox with the shop's prompt, offered where the quote allows a donation (card payment). */
import { useShop } from '../../lib/boot.js';
import type { Quote } from '../../lib/ordering.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';

export function DonationCheckbox({ quote }: { readonly quote: Quote | undefined }) {
  const shop = useShop();
  const store = useCartStore();
  const agreed = useCart((s) => s.agreeToDonate);
  if (!quote?.choices?.donation.allowed) return null;
  return (
    <label className="check checkout-section">
      <input type="checkbox" checked={agreed} onChange={(e) => store.getState().chooseDonation(e.target.checked)} />
      <span>{shop.settings.donation.donationPrompt || 'Add a donation'}</span>
    </label>
  );
}
