/**
 * Every badge of a product, as the engine lists them (productBadges): its dietary labels
 * ('Vegan', 'Halal'), the profile's badge rules' labels ('New'), and '21+' for an age-restricted one.
 */
import { productBadges, type ResolvedProduct } from '../../../../engine/index.js';
import { AgeBadge } from './AgeBadge.js';

export function ProductBadges({ product, className }: { readonly product: Pick<ResolvedProduct, 'badges' | 'dietary' | 'minimumAge'>; readonly className?: string }) {
  const badges = productBadges(product);
  if (badges.length === 0) return null;
  return (
    <span className={`badges${className ? ` ${className}` : ''}`}>
      {badges.map((b) =>
        b.kind === 'age' ? (
          <AgeBadge key="age" age={b.age} />
        ) : b.kind === 'dietary' ? (
          <span key={b.id} className={`badge badge-diet badge-${b.id}`}>{b.label}</span>
        ) : (
          <span key={`rule-${b.label}`} className="badge badge-rule">{b.label}</span>
        ),
      )}
    </span>
  );
}
