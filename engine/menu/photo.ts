import type { Product } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';

/** A menu photo as the menu format writes it. */
export type MenuPhoto = Product['photo'];

/** The placeholder the legacy product used for a missing image. */
export const NO_PIC = 'no-pic';

function withExt(name: string, ext: string | undefined): string {
  return ext ? `${name}.${ext}` : name;
}

/**
 * A photo as a URL or site-relative path (no network host is baked in; the server or CDN maps
 * these paths): a string or `{ url }` as is; type 'g' → `/media/{shopId}/{s or id}.{e}`;
 * 'cl' → `/media/cl/{pid}`; 'local' → `/shops/{siteId}/images/{id}.{e}`; anything else 'no-pic'.
 */
export function resolvePhotoUrl(photo: MenuPhoto, profile: Pick<LoadedProfile, 'shopId' | 'site'>): string {
  if (photo === null || photo === undefined) return NO_PIC;
  if (typeof photo === 'string') return photo.trim() === '' ? NO_PIC : photo;
  if (typeof photo.url === 'string' && photo.url !== '') return photo.url;
  switch (photo.type) {
    case 'g': {
      const name = photo.s ?? photo.id;
      return name ? encodeURI(`/media/${profile.shopId}/${withExt(name, photo.e)}`) : NO_PIC;
    }
    case 'cl': {
      const pid = photo.pid ?? photo.id;
      return pid ? encodeURI(`/media/cl/${pid}`) : NO_PIC;
    }
    case 'local': {
      if (!photo.id) return NO_PIC;
      const site = profile.site?.id ?? profile.shopId;
      return encodeURI(`/shops/${site}/images/${withExt(photo.id, photo.e)}`);
    }
    default:
      return NO_PIC;
  }
}
