import { describe, expect, it } from 'vitest';
import { badLinkPhoneMessage, isLinkPhone } from './rewards-link.js';

describe('the phone of a rewards link', () => {
  it.each([
    ['abc', false],
    ['12', false],
    ['', false],
    // Ten characters, but only seven digits.
    ['555-01-99x', false],
    // Eleven digits with the US 1: ten left.
    ['12135550199', true],
    ['(213) 555-01', false],
    ['2135550199', true],
    ['(213) 555-0199', true],
    ['+1 213-555-0199', true],
    ['2'.repeat(41), false],
  ])('%j can be signed up: %s', (phone, ok) => {
    expect(isLinkPhone(phone)).toBe(ok);
  });

  it('says the number is not valid and what to do, in the shop\'s name', () => {
    expect(badLinkPhoneMessage('abc', { name: 'Test Kitchen', phone: '(213) 555-0100' })).toBe(
      "This link's phone number ('abc') is not a valid phone number, so it cannot be signed up. Open the link from your text message again, making sure you have all of it, or call Test Kitchen at (213) 555-0100 to sign up.",
    );
    expect(badLinkPhoneMessage('12', { name: 'Test Kitchen' })).toBe(
      "This link's phone number ('12') is not a valid phone number, so it cannot be signed up. Open the link from your text message again, making sure you have all of it, or ask Test Kitchen for a new link.",
    );
  });
});
