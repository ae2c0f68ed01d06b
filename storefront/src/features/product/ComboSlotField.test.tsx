// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComboSlotInfo, ResolvedProduct } from '../../../../engine/index.js';
import { ComboSlotField, type SlotOption } from './ComboSlotField.js';

afterEach(cleanup);

const product = (id: string, name: string, extra: Partial<ResolvedProduct> = {}): ResolvedProduct => ({
  id, name, categoryId: 'c', categoryName: 'C', priceCents: 350, marketPrice: false, photoUrl: 'no-pic', tags: [], badges: [], dietary: [],
  visible: true, available: true, orderDisabled: false, orderable: true, modgroups: [], ...extra,
});

const PEPPERONI = product('pep', 'Pepperoni Slice', {
  modgroups: [{ id: 'g-x', name: 'Extras', type: 'multiple', required: false, modifiers: [{ id: 'garlic', name: 'Garlic', priceCents: 50, marketPrice: false, available: true }] }],
});
const OPTIONS: SlotOption[] = [
  { product: product('cheese', 'Cheese Slice'), upchargeCents: 0 },
  { product: PEPPERONI, upchargeCents: 100 },
  { product: product('veggie', 'Veggie Slice', { available: false, orderable: false, label: '*OUT OF STOCK' }), upchargeCents: 0 },
];
const SLOT: ComboSlotInfo = { id: 's-slices', name: 'Slices', count: 2, options: OPTIONS.map((o) => ({ productId: o.product.id, upchargeCents: o.upchargeCents })) };
const NO_MESSAGES = { choice: [], groups: {} };

describe('ComboSlotField', () => {
  it('asks for each choice of the slot among its products, with upcharges, out-of-stock ones disabled', () => {
    const onChoose = vi.fn();
    render(<ComboSlotField slot={SLOT} choices={[null, null]} options={OPTIONS} messagesOf={(i) => (i === 0 ? { choice: ['Choose 2'], groups: {} } : NO_MESSAGES)} priceOf={(_p, _picks, m) => m.priceCents} onChoose={onChoose} onPick={() => undefined} />);
    const first = screen.getByRole('group', { name: /Slices 1 of 2/ });
    const second = screen.getByRole('group', { name: /Slices 2 of 2/ });
    expect(within(first).getAllByRole('radio').map((r) => r.getAttribute('aria-label') ?? r.closest('label')!.textContent)).toEqual(['Cheese Slice', 'Pepperoni Slice +$1.00', 'Veggie Slice *OUT OF STOCK']);
    expect((within(first).getByRole('radio', { name: 'Veggie Slice *OUT OF STOCK' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(first).getByRole('alert').textContent).toBe('Choose 2');
    expect(within(second).queryByRole('alert')).toBeNull();
    fireEvent.click(within(second).getByRole('radio', { name: 'Pepperoni Slice +$1.00' }));
    expect(onChoose).toHaveBeenCalledWith(1, 'pep');
  });

  it('shows a chosen product\'s own groups under its choice, each choice on its own', () => {
    const onPick = vi.fn();
    render(
      <ComboSlotField
        slot={SLOT}
        choices={[{ productId: 'pep', customerPicks: { garlic: true } }, { productId: 'pep' }]}
        options={OPTIONS}
        messagesOf={() => NO_MESSAGES}
        priceOf={(_p, _picks, m) => m.priceCents}
        onChoose={() => undefined}
        onPick={onPick}
      />,
    );
    const first = screen.getByRole('group', { name: /Slices 1 of 2/ });
    const second = screen.getByRole('group', { name: /Slices 2 of 2/ });
    expect((within(first).getByRole('checkbox', { name: 'Garlic +$0.50' }) as HTMLInputElement).checked).toBe(true);
    expect((within(second).getByRole('checkbox', { name: 'Garlic +$0.50' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Garlic +$0.50' }));
    expect(onPick).toHaveBeenCalledWith(1, 'garlic', true, undefined);
  });
});
