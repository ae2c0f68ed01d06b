import { describe, expect, it } from 'vitest';
import { checkPhone, phoneCountriesOf } from './phone-numbers.js';

describe('checkPhone', () => {
  it('takes real US numbers in any format and gives the number to text', () => {
    for (const raw of ['(213) 555-0123', '213-555-0123', '+1 213 555 0123', '1 (213) 555-0123']) {
      expect(checkPhone(raw, ['US'])).toEqual({ ok: true, e164: '+12135550123', canText: true });
    }
  });

  it('refuses numbers no one can call, and extensions', () => {
    for (const raw of ['0000000000', '1234567890', '5555555555', '(213) 000-0000', '213-555-0123 x7']) {
      expect(checkPhone(raw, ['US'])).toMatchObject({ ok: false, code: 'PHONE_INVALID' });
    }
  });

  it('refuses real numbers of countries the shop does not serve, naming them', () => {
    expect(checkPhone('(416) 555-0123', ['US'])).toEqual({
      ok: false,
      code: 'PHONE_COUNTRY',
      message: 'This shop takes phone numbers from United States only, and this one is from Canada. Enter a local number.',
    });
    expect(checkPhone('(416) 555-0123', ['US', 'CA'])).toEqual({ ok: true, e164: '+14165550123', canText: true });
  });

  it('reads numbers without + in the first country and knows landlines from mobiles', () => {
    expect(checkPhone('020 7183 8750', ['GB'])).toEqual({ ok: true, e164: '+442071838750', canText: false });
    expect(checkPhone('07400 123456', ['GB'])).toEqual({ ok: true, e164: '+447400123456', canText: true });
    expect(checkPhone('800-555-1234', ['US'])).toMatchObject({ ok: true, canText: false });
  });

  it('the setting defaults to the US, and unknown codes are ignored', () => {
    expect(phoneCountriesOf({ settings: {} as never })).toEqual(['US']);
    expect(phoneCountriesOf({ settings: { phoneCountries: ['ZZ', 'CA'] } as never })).toEqual(['CA']);
  });
});
