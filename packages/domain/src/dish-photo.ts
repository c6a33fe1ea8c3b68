// How a dish's photo is served (issue 26 point 2): resized once at upload into these widths, each
// as AVIF and WebP, at addresses that never change content (a new upload is a new photo id), so
// browsers and proxies may keep them for a year.

/** Widths made of every photo: a 360 px phone's card at 1× and 2×, a desktop card at 2×. */
export const DISH_PHOTO_WIDTHS = [160, 320, 640] as const;
export type DishPhotoWidth = (typeof DISH_PHOTO_WIDTHS)[number];
export const DISH_PHOTO_FORMATS = ['avif', 'webp'] as const;
export type DishPhotoFormat = (typeof DISH_PHOTO_FORMATS)[number];
/** Photos are cropped to this shape, the dish cards' 4:3. */
export const DISH_PHOTO_ASPECT = { width: 4, height: 3 } as const;

/** A photo as the API answers it: enough for a `<picture>` with `srcset`, no second request. */
export interface DishPhoto {
  /** The WebP at 640 px: the `<img>` fallback. */
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
}

export function dishPhotoPath(photoId: string, width: number, format: DishPhotoFormat): string {
  return `/media/dishes/${photoId}-${width}.${format}`;
}

export function dishPhoto(photoId: string): DishPhoto {
  const srcset = (format: DishPhotoFormat) =>
    DISH_PHOTO_WIDTHS.map((w) => `${dishPhotoPath(photoId, w, format)} ${w}w`).join(', ');
  const widest = DISH_PHOTO_WIDTHS[DISH_PHOTO_WIDTHS.length - 1] ?? 640;
  return {
    src: dishPhotoPath(photoId, widest, 'webp'),
    avif: srcset('avif'),
    webp: srcset('webp'),
    width: widest,
    height: (widest * DISH_PHOTO_ASPECT.height) / DISH_PHOTO_ASPECT.width,
  };
}

/** A variant's file name as the media route reads it (`{photoId}-{width}.{format}`), or null. */
export function parseDishPhotoFile(
  file: string,
): { photoId: string; width: DishPhotoWidth; format: DishPhotoFormat } | null {
  const match =
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,4})\.(avif|webp)$/.exec(
      file,
    );
  if (!match) return null;
  const width = Number(match[2]);
  if (!(DISH_PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return {
    photoId: match[1] as string,
    width: width as DishPhotoWidth,
    format: match[3] as DishPhotoFormat,
  };
}
