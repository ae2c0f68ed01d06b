import { describe, expect, it } from 'vitest';
import { budgetLabel, eventTypeLabel, eventWhen, inquiryTitle, type Inquiry } from './inquiry-text.js';

const base: Inquiry = { id: '7', kind: 'contact', shopId: 'kaiju-ktown', receivedAt: '2025-06-18T19:00:00.000Z', location: 'K-Town', name: 'Kim Park', email: 'kim@example.com', phone: null, message: 'Hello', event: null };

describe('inquiry words', () => {
  it.each([
    ['2025-07-04', '18:30', 'Fri, Jul 4, 2025, 6:30 PM'],
    // Midnight and the small hours stay on the date the customer chose, in any zone the tablet has.
    ['2025-12-31', '00:15', 'Wed, Dec 31, 2025, 12:15 AM'],
    ['2026-03-08', '02:30', 'Sun, Mar 8, 2026, 2:30 AM'],
    ['2025-07-04', '18:30:00', 'Fri, Jul 4, 2025, 6:30 PM'],
    ['next week', '', 'next week'],
  ])('an event on %s at %s reads %s', (date, time, text) => {
    expect(eventWhen(date, time)).toBe(text);
  });

  it.each([
    ['birthday', 'Birthday'], ['corporate', 'Corporate'], ['gala', 'gala'],
  ])('event type %s reads %s', (type, text) => expect(eventTypeLabel(type)).toBe(text));

  it.each([
    ['under-500', 'Under $500'], ['1000-2000', '$1,000 - $2,000'], ['over-5000', 'Over $5,000'], ['lots', 'lots'],
  ])('budget %s reads %s', (budget, text) => expect(budgetLabel(budget)).toBe(text));

  it('titles a message and a catering inquiry', () => {
    expect(inquiryTitle(base)).toBe('Message from Kim Park');
    const event = { date: '2025-07-04', time: '18:30', guestCount: 40, type: 'birthday', budget: null, dietaryRestrictions: null };
    expect(inquiryTitle({ ...base, kind: 'catering', name: 'Ana Diaz', event })).toBe('Catering inquiry from Ana Diaz, 40 guests');
    expect(inquiryTitle({ ...base, kind: 'catering', event: { ...event, guestCount: 1 } })).toBe('Catering inquiry from Kim Park, 1 guest');
  });
});
