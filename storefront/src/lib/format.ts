/**
 * Money, text and URL formatting. The storefront formats money; it never adds it up: every amount
 * comes from the engine (a line price) or the server's quote (totals).
 */

/** '$12.95', '-$1.50'; cents are integers. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** '+$1.50' for an option's price, '' when free. */
export function formatAddOn(cents: number): string {
  return cents === 0 ? '' : cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** The spec's phone links: '+1' plus the digits (an 11-digit number starting with 1 keeps its 1 once). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 11 && digits.startsWith('1') ? digits : `1${digits}`}`;
}

/** A profile image path ('images/logo.svg', relative to the site folder) as the URL the server serves. */
export function siteImageUrl(siteId: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/shops/${encodeURIComponent(siteId)}/${path.replace(/^\.?\//, '')}`;
}
