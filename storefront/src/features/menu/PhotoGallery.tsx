/**
 * The full-screen photo viewer: a modal dialog (Escape closes, arrows switch photos) with
 * 'Add To Cart' (opens the product page of the photo) and 'Add' (adds the product as it is and
 * opens its cart line, for products that need no choices).
 */
import { useEffect, useRef } from 'react';
import type { ResolvedProduct } from '../../../../engine/index.js';
import { validateItem } from '../../../../engine/index.js';
import { formatCents } from '../../lib/format.js';

export interface PhotoGalleryProps {
  readonly products: readonly ResolvedProduct[];
  readonly index: number;
  readonly onIndex: (i: number) => void;
  readonly onClose: () => void;
  readonly onOpen: (product: ResolvedProduct) => void;
  readonly onAdd: (product: ResolvedProduct) => void;
  readonly canOrder: boolean;
}

export function PhotoGallery({ products, index, onIndex, onClose, onOpen, onAdd, canOrder }: PhotoGalleryProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const product = products[index];
  useEffect(() => {
    const d = dialog.current;
    // The control that opened the viewer ('View photo of ...') gets the focus back when it closes;
    // the browser's own return does not happen, as the dialog leaves the page with the viewer.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (d && !d.open) d.showModal?.();
    return () => {
      d?.close?.();
      // Not when the viewer closed by leaving the menu ('Add To Cart'): the opener is gone then.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onIndex((index + 1) % products.length);
      if (e.key === 'ArrowLeft') onIndex((index - 1 + products.length) % products.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, products.length, onIndex]);
  if (!product) return null;
  // A combo always needs its choices made on its page.
  const quickAdd = canOrder && product.orderable && product.combo === undefined && validateItem(product, { customerPicks: {} }).ok;
  return (
    <dialog ref={dialog} className="gallery" aria-label={`Photos: ${product.name}`} onClose={onClose} onCancel={onClose}>
      <div className="gallery-inner">
        <button type="button" className="gallery-close btn btn-ghost" onClick={onClose} aria-label="Close photos">✕</button>
        <img src={product.photoUrl} alt={product.name} width="1200" height="1200" className="gallery-photo" />
        <div className="gallery-bar">
          <button type="button" className="btn btn-ghost" onClick={() => onIndex((index - 1 + products.length) % products.length)} aria-label="Previous photo">‹</button>
          <p className="gallery-caption">
            <strong>{product.name}</strong> {product.marketPrice ? '' : formatCents(product.priceCents)}
          </p>
          <button type="button" className="btn btn-ghost" onClick={() => onIndex((index + 1) % products.length)} aria-label="Next photo">›</button>
        </div>
        {canOrder && product.orderable ? (
          <div className="gallery-actions">
            <button type="button" className="btn btn-primary" onClick={() => onOpen(product)}>Add To Cart</button>
            {quickAdd ? <button type="button" className="btn btn-accent" onClick={() => onAdd(product)}>Add</button> : null}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
