/** A product tile: a link named by the product to its page (or a plain card while ordering is off). */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ResolvedProduct } from '../../../../engine/index.js';
import { formatCents } from '../../lib/format.js';
import { ProductBadges } from './ProductBadges.js';

export interface MenuTileProps {
  readonly product: ResolvedProduct;
  readonly href: string;
  /** Ordering is off: the tile is not a link. */
  readonly disabled: boolean;
  readonly onPhoto?: (productId: string) => void;
}

export const MenuTile = memo(function MenuTile({ product, href, disabled, onPhoto }: MenuTileProps) {
  const hasPhoto = product.photoUrl !== 'no-pic';
  const body = (
    <>
      <span className="tile-text">
        <span className="tile-name">{product.name}</span>
        {product.description ? <span className="tile-desc">{product.description}</span> : null}
        <span className="tile-price">
          {product.marketPrice ? <span>Market price</span> : <span>{formatCents(product.priceCents)}</span>}
          {product.originalPriceCents !== undefined && product.originalPriceCents > product.priceCents ? (
            <s className="tile-was">
              <span className="visually-hidden">was </span>
              {formatCents(product.originalPriceCents)}
            </s>
          ) : null}
        </span>
        <ProductBadges product={product} className="tile-badges" />
        {product.label ? <span className="tile-label">{product.label}</span> : null}
      </span>
      {hasPhoto ? (
        <img className="tile-photo" src={product.photoUrl} alt="" loading="lazy" decoding="async" width="600" height="600" />
      ) : (
        <span className="tile-photo tile-nopic" aria-hidden="true">{product.name.slice(0, 1)}</span>
      )}
    </>
  );
  return (
    <li className="tile">
      {disabled ? (
        <div className="tile-card" aria-disabled="true">{body}</div>
      ) : (
        <Link className="tile-card" to={href} aria-label={product.name}>
          {body}
        </Link>
      )}
      {hasPhoto && onPhoto ? (
        <button type="button" className="tile-zoom" onClick={() => onPhoto(product.id)} aria-label={`View photo of ${product.name}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M10 3a7 7 0 1 0 4.2 12.6l5 5 1.4-1.4-5-5A7 7 0 0 0 10 3zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z" fill="currentColor" /></svg>
        </button>
      ) : null}
    </li>
  );
});
