/**
 * The offline test provider's card check, as Stripe's test mode behaves at the card field: the
 * number must pass the Luhn check, the expiry must be a future month, the CVC 3 or 4 digits.
 * Whether the card is accepted or declined is the server's offline provider's answer.
 */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 13 && digits.length <= 19 && sum % 10 === 0;
}

export interface OfflineCard {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

/** The card number to send, or the message to show (Stripe's wording). */
export function checkOfflineCard(card: OfflineCard, now: Date): { ok: true; paymentMethod: string } | { ok: false; message: string } {
  const digits = card.number.replace(/\D/g, '');
  if (!luhnOk(digits)) return { ok: false, message: 'Your card number is invalid.' };
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!m) return { ok: false, message: "Your card's expiration date is incomplete." };
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiration date is invalid." };
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return { ok: false, message: "Your card's expiration year is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, message: "Your card's security code is incomplete." };
  return { ok: true, paymentMethod: digits };
}

/** Groups a card number in fours as it is typed. */
export function formatCardNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' as it is typed. */
export function formatExpiry(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}
