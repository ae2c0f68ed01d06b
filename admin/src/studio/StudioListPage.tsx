/** `/admin/studio`: the shops the signed-in person works on, each opening its studio. */
import { Link } from 'react-router-dom';
import { useSession } from '../session/context.js';

export function StudioListPage() {
  const shops = useSession((s) => (s.kind === 'signed-in' ? s.shops : []));
  const role = useSession((s) => (s.kind === 'signed-in' ? s.user.role : 'staff'));
  return (
    <div className="page">
      <div className="page-head">
        <h1>Studio</h1>
        <p className="muted">
          Change a shop's hours, promo codes, prices and rules, check the change on real carts and past orders, then publish it.
          {role === 'staff' ? ' You can look and try changes; a manager or the owner publishes them.' : ''}
        </p>
      </div>
      {shops.length === 0 ? <p>Your account has no shop yet. Ask the owner to add a site to it.</p> : (
        <ul className="studio-shops">
          {shops.map((s) => (
            <li key={s.shopId}>
              <Link to={`/studio/${encodeURIComponent(s.shopId)}`} className="studio-shop-link">
                <strong>{s.name}</strong>
                <span className="muted">{s.siteName !== s.name ? `${s.siteName} · ` : ''}{s.shopId}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
