/** The footer: shop name, address lines, city, state, zip, phone as a tel: link, and the profile's disclaimer. */
import { useShop } from '../lib/boot.js';
import { phoneHref } from '../lib/format.js';

export function SiteFooter() {
  const shop = useShop();
  const id = shop.identity;
  const cityLine = [id.city, [id.state, id.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="footer-name">{id.name}</p>
        <address>
          {id.address_line_1 ? <span>{id.address_line_1}<br /></span> : null}
          {id.address_line_2 ? <span>{id.address_line_2}<br /></span> : null}
          {cityLine ? <span>{cityLine}<br /></span> : null}
          {id.phone ? <a href={phoneHref(id.phone)}>{id.phone}</a> : null}
        </address>
        {shop.presentation.disclaimer ? <p className="footer-disclaimer">{shop.presentation.disclaimer}</p> : null}
      </div>
    </footer>
  );
}
