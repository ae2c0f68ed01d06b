/** The 404 page (served with HTTP status 404). */
import { Link } from 'react-router-dom';
import { useBoot } from '../../lib/boot.js';
import { href } from '../../lib/routes.js';
import type { PageProps } from '../../lib/page-props.js';
import './not-found.css';

export default function NotFoundPage({ route }: PageProps) {
  const boot = useBoot();
  const loc = boot.site?.locations.find((l) => l.shopId === route.shopId) ?? boot.site?.locations[0];
  const orderPath = href.menu(loc);
  const menuPath = boot.site?.pages.some((p) => p.path === '/menu') ? '/menu' : orderPath;
  return (
    <div className="container not-found">
      <h1>404, Sorry!</h1>
      <p className="not-found-lead">We don't have this page anymore.</p>
      <ul className="not-found-links">
        <li><Link className="btn btn-ghost" to="/">Home Page</Link></li>
        <li><a className="btn btn-primary" href={orderPath}>Online Ordering</a></li>
        <li><a className="btn btn-ghost" href={menuPath}>Menu</a></li>
      </ul>
    </div>
  );
}
