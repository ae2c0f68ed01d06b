import { describe, expect, it } from 'vitest';
import { checkOfflineCard, formatCardNumber, formatExpiry, luhnOk } from './offline.js';

const now = new Date('2026-05-10T12:00:00Z');

describe('offline card check', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['1234', false],
  ])('Luhn %s → %s', (n, ok) => expect(luhnOk(n)).toBe(ok));
  it('accepts a good card and sends its digits', () => {
    expect(checkOfflineCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, now)).toEqual({ ok: true, paymentMethod: '4242424242424242' });
  });
  it.each([
    [{ number: '4242 4242 4242 4241', expiry: '12 / 34', cvc: '123' }, 'Your card number is invalid.'],
    [{ number: '4242 4242 4242 4242', expiry: '1', cvc: '123' }, "Your card's expiration date is incomplete."],
    [{ number: '4242 4242 4242 4242', expiry: '04 / 26', cvc: '123' }, "Your card's expiration year is in the past."],
    [{ number: '4242 4242 4242 4242', expiry: '13 / 30', cvc: '123' }, "Your card's expiration date is invalid."],
    [{ number: '4242 4242 4242 4242', expiry: '05 / 26', cvc: '1' }, "Your card's security code is incomplete."],
  ])('refuses %j', (card, message) => expect(checkOfflineCard(card, now)).toEqual({ ok: false, message }));
  it('formats as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12 / 34');
  });
});
