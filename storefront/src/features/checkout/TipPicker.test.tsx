// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../lib/ordering.js';
import { TipPicker } from './TipPicker.js';

afterEach(cleanup);

/** A quote as the server answers it, with the tip it charges and its blockers. */
function quote(tipCents: number, blockers: Quote['blockers'] = []): Quote {
  return {
    totals: { subtotalCents: 350, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 36, preTipTotalCents: 386, tipCents, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 386 + tipCents, cashbackEarnedCents: 0, marketPriceItems: 0 },
    tipChoices: [{ label: '$1.00', tip: { cents: 100 }, cents: 100 }, { label: 'Custom', tip: { cents: 0 }, cents: 0, custom: true }, { label: 'Not now', tip: null, cents: 0 }],
    blockers,
  } as unknown as Quote;
}

describe('TipPicker custom tip', () => {
  it.each([
    ['3', 300],
    ['2.50', 250],
    ['$4.25', 425],
    ['.75', 75],
    // Only digits and dots count: the rest is dropped, not refused.
    ['$3.5abc', 350],
    ['-1', 100],
    ['USD 2.50', 250],
  ])('typing %s keeps it in the field and tips %i cents', (typed, cents) => {
    const onTip = vi.fn();
    render(<TipPicker quote={quote(0)} tip={null} onTip={onTip} />);
    const field = screen.getByLabelText('Enter Tip:') as HTMLInputElement;
    fireEvent.change(field, { target: { value: typed } });
    expect(field.value).toBe(typed);
    expect(onTip).toHaveBeenLastCalledWith({ cents });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('tip-custom-error')!.textContent).toBe('');
  });

  it.each(['abc', '$', '-', 'no tip'])('typing %o (nothing numeric) is ignored: no message, and the tip stays as it was', (typed) => {
    const onTip = vi.fn();
    render(<TipPicker quote={quote(100)} tip={{ cents: 100 }} onTip={onTip} />);
    const field = screen.getByLabelText('Enter Tip:') as HTMLInputElement;
    fireEvent.change(field, { target: { value: typed } });
    expect(field.value).toBe(typed);
    expect(onTip).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('tip-custom-error')!.textContent).toBe('');
    expect(screen.getByText('Tip charged: $1.00')).toBeTruthy();
  });

  it.each([
    ['1.2.3', '"1.2.3" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['$1.2.3abc', '"$1.2.3abc" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['2.999', '"2.999" has more than two digits after the dot: a tip is in whole cents, like 2.50.'],
    ['1234567', '"1234567" is too large: enter at most 999999.99.'],
  ])('typing %s is refused beside the field, and the tip stays as it was', (typed, message) => {
    const onTip = vi.fn();
    render(<TipPicker quote={quote(100)} tip={{ cents: 100 }} onTip={onTip} />);
    const field = screen.getByLabelText('Enter Tip:') as HTMLInputElement;
    fireEvent.change(field, { target: { value: typed } });
    expect(field.value).toBe(typed);
    expect(onTip).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('tip-custom-error tip-custom-charged');
    expect(document.getElementById('tip-custom-error')!.textContent).toBe(message);
    expect(screen.getByText('Tip charged: $1.00')).toBeTruthy();
  });

  it('fixing the amount clears the message and tips it; choosing a button empties the field', () => {
    const onTip = vi.fn();
    render(<TipPicker quote={quote(0)} tip={null} onTip={onTip} />);
    const field = screen.getByLabelText('Enter Tip:') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '1.2.3' } });
    fireEvent.change(field, { target: { value: '1.23' } });
    expect(onTip).toHaveBeenLastCalledWith({ cents: 123 });
    expect(document.getElementById('tip-custom-error')!.textContent).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: /\$1\.00/ }));
    expect(onTip).toHaveBeenLastCalledWith({ cents: 100 });
    expect(field.value).toBe('');
  });

  it('a tip over the cap is not said to be charged: the line under the field is the refusal', () => {
    const blocker = { code: 'TIP_TOO_LARGE', message: 'A tip on this order can be at most $50.00; $500.00 was entered. Lower the tip.', path: '/tip', params: { maxCents: 5000 } } as unknown as Quote['blockers'][number];
    render(<TipPicker quote={quote(50000, [blocker])} tip={{ cents: 50000 }} onTip={() => undefined} />);
    expect(screen.queryByText(/Tip charged/)).toBeNull();
    const line = document.getElementById('tip-custom-charged')!;
    expect([line.textContent, line.className]).toEqual([blocker.message, 'error-text']);
    // The field is described by it.
    expect(screen.getByLabelText('Enter Tip:').getAttribute('aria-describedby')).toContain('tip-custom-charged');
  });

  it('is a radio group named Tip: one tip of those offered', () => {
    render(<TipPicker quote={quote(0)} tip={null} onTip={() => undefined} />);
    const tips = screen.getByRole('radiogroup', { name: 'Tip' });
    expect(tips.tagName).toBe('FIELDSET');
    expect(within(tips).getAllByRole('radio').length).toBeGreaterThan(0);
    cleanup();
  });

  it('says no tip when none is chosen', () => {
    render(<TipPicker quote={quote(0)} tip={null} onTip={() => undefined} />);
    expect(screen.getByText('No tip')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("TipPicker renders the shop's choices as the quote gives them", () => {
  /** A quote over the shop's threshold: its percents with their amounts, 18% pre-selected and selected (the cart's tip is "default"). */
  const withDefault = {
    totals: { subtotalCents: 2555, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 0, preTipTotalCents: 2555, tipCents: 460, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 3015, cashbackEarnedCents: 0, marketPriceItems: 0 },
    tipChoices: [
      { label: '15%', tip: { percent: 15 }, cents: 383 },
      { label: '18%', tip: { percent: 18 }, cents: 460, default: true, selected: true },
      { label: '20%', tip: { percent: 20 }, cents: 511 },
      { label: 'Custom', tip: { cents: 0 }, cents: 0, custom: true },
      { label: 'Not now', tip: null, cents: 0 },
    ],
    blockers: [],
  } as unknown as Quote;

  it("checks the shop's pre-selected button the quote marks selected, shows each amount, and sends the tip of the one clicked", () => {
    const onTip = vi.fn();
    render(<TipPicker quote={withDefault} tip="default" onTip={onTip} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.closest('label')!.textContent, r.checked])).toEqual([['15% $3.83', false], ['18% $4.60', true], ['20% $5.11', false], ['Not now', false]]);
    expect(screen.getByText('Tip charged: $4.60')).toBeTruthy();
    fireEvent.click(radios[2]!);
    expect(onTip).toHaveBeenLastCalledWith({ percent: 20 });
    fireEvent.click(radios[3]!);
    expect(onTip).toHaveBeenLastCalledWith(null);
  });

  it('checks a button the customer chose at once, before the next quote marks it', () => {
    render(<TipPicker quote={withDefault} tip={{ percent: 20 }} onTip={() => undefined} />);
    expect((screen.getAllByRole('radio') as HTMLInputElement[]).map((r) => r.checked)).toEqual([false, false, true, false]);
  });
});
