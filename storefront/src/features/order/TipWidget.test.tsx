// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TipWidget } from './TipWidget.js';

afterEach(cleanup);

describe('TipWidget custom tip', () => {
  it.each([
    ['1.2.3', '"1.2.3" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['-1', 'A tip cannot be negative: enter an amount like 2.50.'],
    ['abc', '"abc" is not an amount: use digits and at most one dot, like 2.50.'],
  ])('%s stays in the field, is refused beside it, and cannot be sent', (typed, message) => {
    render(<TipWidget shopId="test" orderId="o1" tipToken="t" choices={[]} onTipped={() => undefined} onClosed={() => undefined} />);
    const field = screen.getByLabelText('Custom tip ($)') as HTMLInputElement;
    fireEvent.change(field, { target: { value: typed } });
    expect(field.value).toBe(typed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('post-tip-error')!.textContent).toBe(message);
    expect((screen.getByRole('button', { name: 'Add tip' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an amount can be sent and says nothing', () => {
    render(<TipWidget shopId="test" orderId="o1" tipToken="t" choices={[]} onTipped={() => undefined} onClosed={() => undefined} />);
    const field = screen.getByLabelText('Custom tip ($)') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '3.25' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('post-tip-error')!.textContent).toBe('');
    expect((screen.getByRole('button', { name: 'Add tip' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
