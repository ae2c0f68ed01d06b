/**
 * Which phone numbers a shop takes: real numbers (libphonenumber's full metadata, not the
 * minimal one, which accepts any number of the right length) of the countries in the shop's
 * `settings.phoneCountries` (default ["US"]). Numbers without a + country code are read in the
 * first of those countries. The key customers are matched by stays `phoneKey` (the digits, a
 * leading US 1 dropped), so "(213) 555-0199" and "+1 213-555-0199" are still one customer.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { LoadedProfile } from '../schemas/profile-types.js';
import { ApiError } from './errors.js';

export type PhoneCheck =
  | { readonly ok: true; /** E.164, e.g. +12135550199 */ readonly e164: string; readonly canText: boolean }
  | { readonly ok: false; readonly code: 'PHONE_INVALID' | 'PHONE_COUNTRY'; readonly message: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (c: string): string => regionNames.of(c) ?? c;

/** The countries a shop takes phone numbers from (the supported ones of its setting; US when none). */
export function phoneCountriesOf(profile: Pick<LoadedProfile, 'settings'>): CountryCode[] {
  const listed = (profile.settings as { phoneCountries?: readonly string[] }).phoneCountries ?? ['US'];
  const supported = listed.filter((c): c is CountryCode => isSupportedCountry(c));
  return supported.length > 0 ? supported : ['US'];
}

function listOf(countries: readonly string[]): string {
  const names = countries.map(countryName);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Checks a typed phone number against the shop's countries. */
export function checkPhone(raw: string, countries: readonly CountryCode[]): PhoneCheck {
  const parsed = parsePhoneNumberFromString(raw, countries[0] ?? 'US');
  if (!parsed || !parsed.isValid() || parsed.ext) {
    const example = countries[0] === 'US' || countries[0] === undefined ? ' such as (213) 555-0123' : '';
    return {
      ok: false,
      code: 'PHONE_INVALID',
      message: `${raw.trim().slice(0, 40) || 'This'} is not a phone number that can be called. Enter a ${listOf(countries)} number${example}, without an extension.`,
    };
  }
  const country = parsed.country;
  if (!country || !countries.includes(country)) {
    return {
      ok: false,
      code: 'PHONE_COUNTRY',
      message: `This shop takes phone numbers from ${listOf(countries)} only${country ? `, and this one is from ${countryName(country)}` : ''}. Enter a local number.`,
    };
  }
  const type = parsed.getType();
  return { ok: true, e164: parsed.number, canText: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/** Throws a 400 naming the field unless `raw` is a real phone number of the shop's countries. */
export function requireRealPhone(profile: Pick<LoadedProfile, 'settings'>, raw: string, path: string): { e164: string; canText: boolean } {
  const checked = checkPhone(raw, phoneCountriesOf(profile));
  if (!checked.ok) throw new ApiError(400, checked.code, checked.message, path);
  return checked;
}
