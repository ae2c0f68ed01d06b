/**
 * The site notice: the shop's holiday news and/or its contact-free options. It starts
 * collapsed; 'contact-free options' expands the Contact Free Options panel and 'hide' collapses
 * it. News is shown only when longer than one character. `presentation.siteNotice: false` hides it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBoot } from '../lib/boot.js';
import { orderCta } from '../lib/site-nav.js';

export function SiteNotice() {
  const boot = useBoot();
  const shop = boot.shop;
  const [open, setOpen] = useState(false);
  if (!shop || !boot.site || shop.presentation.siteNotice === false) return null;
  const news = shop.settings.news?.holiday?.trim() ?? '';
  const showNews = news.length > 1;
  const contactFree = shop.settings.contactFreeOptions === true;
  if (!showNews && !contactFree) return null;
  const own = (shop.identity.locations ?? []).find((l) => l.shopId === shop.shopId && l.orderLink);
  const orderLink = own?.orderLink ?? orderCta(shop, boot.site).href;
  return (
    <aside className="site-notice" aria-label="Notice">
      <div className="container">
        <div className="notice-row">
          {showNews ? <p>{news}</p> : null}
          {contactFree ? (
            <button type="button" className="link-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'hide' : 'contact-free options'}
            </button>
          ) : null}
        </div>
        {contactFree && open ? (
          <div className="contact-free">
            <h2 className="visually-hidden">Contact Free Options</h2>
            <section>
              <h3>Curbside ToGo</h3>
              <p>Call us or order online. Put your car's colour and model next to your name, and call us when you arrive: we bring your order out to you.</p>
            </section>
            <section>
              <h3>Delivery</h3>
              <p>Order online and put "leave at the door and call" in the delivery instructions: the driver leaves your order at your door and calls you.</p>
            </section>
            <p><Link to={orderLink} className="btn btn-primary">Order Online</Link></p>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
