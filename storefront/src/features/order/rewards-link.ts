/**
 * The phone a rewards link (`/c/{phone}`) carries, read as the server reads it before it signs
 * anyone up: 10 to 40 characters holding at least 10 digits (a leading US 1 aside). A link whose
 * phone is not one (cut short when copied, say) can only be refused, so the page asks the server
 * nothing for it and says what to do instead.
 */

/** The longest phone text the server takes. */
const PHONE_MAX = 40;

/** The digits the server matches a customer by: an 11-digit number's leading US 1 dropped. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Whether the link's phone can be signed up (the server still checks that it is a real number). */
export function isLinkPhone(phone: string): boolean {
  return phone.length >= 10 && phone.length <= PHONE_MAX && phoneDigits(phone).length >= 10;
}

/** The server's refusals of the phone itself, said on the page in place of the form. */
export const LINK_PHONE_REFUSALS: ReadonlySet<string> = new Set(['PHONE_TOO_SHORT', 'PHONE_INVALID', 'PHONE_COUNTRY']);

/** What the page says for a link whose phone is not a valid phone number, and what to do. */
export function badLinkPhoneMessage(phone: string, shop: { readonly name: string; readonly phone?: string | undefined }): string {
  const shown = phone.trim() === '' ? 'no phone number' : `'${phone.slice(0, PHONE_MAX)}'`;
  const call = shop.phone ? `, or call ${shop.name} at ${shop.phone} to sign up` : `, or ask ${shop.name} for a new link`;
  return `This link's phone number (${shown}) is not a valid phone number, so it cannot be signed up. Open the link from your text message again, making sure you have all of it${call}.`;
}
