/**
 * Every blocker of the quote in its own words, each with what the quote's remedy offers: 'Pay by
 * card instead', 'Switch to Dine-In', removing or changing a line, the menu, or the field to fix.
 */
import { Link } from 'react-router-dom';
import type { Quote } from '../../lib/ordering.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';
import { remedyControls, type RemedyControl } from './checkout-view.js';

export function BlockerList({ quote, basePath, menuHref }: { readonly quote: Quote | undefined; readonly basePath: string; readonly menuHref: string }) {
  const store = useCartStore();
  const lineIds = useCart((s) => s.products).map((p) => p.id);
  const blockers = quote?.blockers ?? [];
  if (!quote || blockers.length === 0) return null;
  return (
    <ul className="blockers" aria-label="Before you can order">
      {blockers.map((b) => (
        <li key={b.code + b.message} className="error-text">
          {b.message}
          {remedyControls(b.remedy, { quote, lineIds, basePath, menuHref }, b.code).map((c) => (
            <span key={c.label}> <RemedyControlView control={c} run={(fn) => fn(store.getState())} /></span>
          ))}
        </li>
      ))}
    </ul>
  );
}

function RemedyControlView({ control, run }: { readonly control: RemedyControl; readonly run: (fn: Extract<RemedyControl, { kind: 'action' }>['run']) => void }) {
  switch (control.kind) {
    case 'action':
      return <button type="button" className="linklike" onClick={() => run(control.run)}>{control.label}</button>;
    case 'link':
      return <Link to={control.to}>{control.label}</Link>;
    case 'focus':
      return <button type="button" className="linklike" onClick={() => document.getElementById(control.target)?.focus()}>{control.label}</button>;
  }
}
