/** The minimised cart bar: logo or shop name linking home, and 'cart (N)' to the checkout. */
import { Link } from 'react-router-dom';
import { useBoot, useShop } from '../../lib/boot.js';
import { href } from '../../lib/routes.js';
import { useCart, useCartLoaded } from '../../stores/use-cart.js';
import { siteImageUrl } from '../layout/SiteHeader.js';

export function MiniCartBar({ basePath }: { readonly basePath: string }) {
  const boot = useBoot();
  const shop = useShop();
  const loaded = useCartLoaded();
  // N counts every item: two of the same burger are two.
  const count = useCart((s) => s.products.reduce((n, p) => n + p.quantity, 0));
  const n = loaded ? count : 0;
  return (
    <div className="mini-cart" role="region" aria-label="Cart">
      <div className="container mini-cart-inner">
        <Link to="/" className="mini-cart-home">
          {shop.identity.logo && boot.site ? <img src={siteImageUrl(boot.site.id, shop.identity.logo)} alt={shop.identity.name} width="96" height="32" /> : <span>{shop.identity.name}</span>}
        </Link>
        <Link to={href.checkout({ basePath })} state={{ fromMini: true }} className="btn btn-primary mini-cart-button">
          cart ({n})
        </Link>
      </div>
    </div>
  );
}
