// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedModgroup } from '../../../../engine/index.js';
import { ModgroupField } from './ModgroupField.js';

afterEach(cleanup);

const group = (type: ResolvedModgroup['type'], required = false): ResolvedModgroup => ({
  id: 'g', name: 'Toppings', type, required,
  modifiers: [
    { id: 'a', name: 'Olives', priceCents: 150, marketPrice: false, available: true },
    { id: 'b', name: 'Basil', priceCents: 0, marketPrice: false, available: true },
    { id: 'c', name: 'Truffle', priceCents: 500, marketPrice: false, available: false, label: '*OUT OF STOCK' },
  ],
});

describe('ModgroupField', () => {
  it('labels each option with its price and shows the messages under the group', () => {
    render(<ModgroupField group={group('multiple')} picks={{}} priceOf={(m) => m.priceCents} messages={['Need at least 2 picks']} onChange={() => undefined} />);
    // Enabled and unpicked: the names carry the price (a free option none).
    expect((screen.getByRole('checkbox', { name: 'Olives +$1.50' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Basil' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Truffle +$5.00 *OUT OF STOCK' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Need at least 2 picks');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('[role="group"], fieldset')?.textContent?.includes('Toppings'))).toEqual([true, true, true]);
  });

  it('single choice is a radio group that replaces the pick, with None when optional', () => {
    const onChange = vi.fn();
    render(<ModgroupField group={group('single')} picks={{ a: true }} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false, false]);
    fireEvent.click(screen.getByRole('radio', { name: 'Basil' }));
    expect(onChange).toHaveBeenCalledWith('b', true, ['a', 'b', 'c']);
  });

  it('buffet quantities keep digits only; clearing removes the pick', () => {
    const onChange = vi.fn();
    render(<ModgroupField group={group('buffet')} picks={{}} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Olives +$1.50'), { target: { value: '3x-' } });
    expect(onChange).toHaveBeenLastCalledWith('a', { quantity: 3 });
    fireEvent.change(screen.getByLabelText('Olives +$1.50'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('a', undefined);
  });

  it('pizza toppings carry a side', () => {
    const onChange = vi.fn();
    render(<ModgroupField group={group('pizza')} picks={{ a: { side: 'whole' } }} priceOf={(m) => m.priceCents} messages={[]} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Olives: side' }), { target: { value: 'right' } });
    expect(onChange).toHaveBeenCalledWith('a', { side: 'right' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Basil' }));
    expect(onChange).toHaveBeenLastCalledWith('b', { side: 'whole' });
  });
});
