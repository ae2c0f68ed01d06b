/** The profile's banners for one placement, shown while their schedule holds. */
import { isWhenActive } from '../../../../engine/index.js';
import { useShop } from '../../lib/boot.js';
import { useNow } from '../../lib/menu.js';

export type BannerPlacement = 'menu' | 'checkout' | 'home';

export function Banners({ placement }: { readonly placement: BannerPlacement }) {
  const shop = useShop();
  const now = useNow();
  const banners = (shop.presentation.banners ?? []).filter(
    (b) => (b.placement ?? 'menu') === placement && (!b.when || isWhenActive(b.when, now, shop.identity.timeZone, shop.schedules ?? {})),
  );
  if (banners.length === 0) return null;
  return (
    <div className="banners">
      {banners.map((b) => (
        <p key={b.id} className="banner">
          {b.link ? <a href={b.link}>{b.text}</a> : b.text}
        </p>
      ))}
    </div>
  );
}
