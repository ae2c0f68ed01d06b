/**
 * The post-add screen: 'Item successfully added to cart.' with the way back to where the
 * customer left off, to the start of the menu, or to the cart. Shown after adding from a
 * product page that was opened directly (no earlier page of the shop to go back to).
 */
import { Link } from 'react-router-dom';
import { useBoot } from '../../lib/boot.js';
import { useProduct } from '../../lib/menu.js';
import { href, isSuccessType, locationOf } from '../../lib/routes.js';
import type { PageProps } from '../../lib/page-props.js';
import NotFoundPage from '../site/NotFoundPage.js';
import './product.css';

export default function SuccessPage({ route, params }: PageProps) {
  const product = useProduct(params.productId);
  const site = useBoot().site;
  // Only after adding (`added`) or saving (`saved`) a product of this location's menu; anything
  // else claims no success: the 404 page (the server answers it with HTTP 404).
  if (!isSuccessType(params.type) || !product) return <NotFoundPage route={route} params={{}} />;
  const menuPath = site ? href.menu(locationOf(site, route.shopId)) : '/order';
  const where = `${menuPath}#category-${product.categoryId}`;
  return (
    <div className="container success-page">
      <h1>Item successfully added to cart.</h1>
      <p className="muted">{product.name}</p>
      <ul className="success-links">
        <li><a className="btn btn-ghost btn-block" href={where}>back to where I left off</a></li>
        <li><Link className="btn btn-ghost btn-block" to={menuPath}>back to start of menu</Link></li>
        <li><Link className="btn btn-primary btn-block" to={href.checkout(route)}>go to cart</Link></li>
      </ul>
    </div>
  );
}
