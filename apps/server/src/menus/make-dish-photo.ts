import {
  DISH_MSG,
  DISH_PHOTO_MAX_PIXELS,
  photoTooManyPixelsMessage,
} from '@fitthali/domain/dish-messages';
import {
  DISH_PHOTO_ASPECT,
  DISH_PHOTO_FORMATS,
  DISH_PHOTO_WIDTHS,
  type DishPhotoFormat,
} from '@fitthali/domain/dish-photo';
import { type DishPhotoType, dishPhotoTypeOf } from '@fitthali/domain/dish-photo-bytes';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../http-error.ts';

export interface PhotoVariant {
  format: DishPhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/** An upload made ready to store: the original as sent, and every variant the pages ask for. */
export interface MadePhoto {
  contentType: DishPhotoType;
  /** The original's size once turned upright. */
  width: number;
  height: number;
  original: Buffer;
  variants: PhotoVariant[];
}

const SHARP_FORMAT: Record<DishPhotoType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const WIDEST = Math.max(...DISH_PHOTO_WIDTHS);
const heightOf = (width: number) =>
  Math.round((width * DISH_PHOTO_ASPECT.height) / DISH_PHOTO_ASPECT.width);

// Settings chosen for photos of food on a card: WebP at 80 and AVIF at 55 look alike at these
// sizes, and effort 4 keeps a 640 px AVIF well under a second on one core.
const ENCODE: Record<DishPhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

/** libvips refused the file: too many pixels has its own sentence, anything else is unreadable. */
function unreadable(err: unknown): HttpError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(400, photoTooManyPixelsMessage());
  return new HttpError(400, DISH_MSG.unreadableImage);
}

/**
 * Checks an upload is a JPEG, PNG or WebP by its bytes (never by the Content-Type it came with),
 * decodes it with a pixel limit (so a small file cannot expand into gigabytes), turns it upright
 * by its EXIF orientation, crops it to the cards' 4:3 around its centre and makes each width as
 * AVIF and WebP. Refusals are 400s with a sentence; nothing is stored here.
 */
export async function makeDishPhoto(bytes: Buffer): Promise<MadePhoto> {
  const contentType = dishPhotoTypeOf(bytes);
  if (!contentType) throw new HttpError(400, DISH_MSG.notAnImage);
  const options = {
    failOn: 'error',
    limitInputPixels: DISH_PHOTO_MAX_PIXELS,
    autoOrient: true,
  } as const;
  let meta: Metadata;
  let base: { data: Buffer; info: OutputInfo };
  try {
    meta = await sharp(bytes, options).metadata();
    // The signature said one thing and the decoder found another: not a photo we accept.
    if (meta.format !== SHARP_FORMAT[contentType]) throw new HttpError(400, DISH_MSG.notAnImage);
    // One decode of the whole upload, cropped at the widest size; every variant is made from it.
    base = await sharp(bytes, options)
      .resize({ width: WIDEST, height: heightOf(WIDEST), fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable(err);
  }
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const raw = {
    raw: {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels as 1 | 2 | 3 | 4,
    },
  };
  const variants = await Promise.all(
    DISH_PHOTO_WIDTHS.flatMap((width) =>
      DISH_PHOTO_FORMATS.map(async (format): Promise<PhotoVariant> => {
        const height = heightOf(width);
        const image = sharp(base.data, raw).resize({ width, height, fit: 'fill' });
        return { format, width, height, bytes: await ENCODE[format](image).toBuffer() };
      }),
    ),
  );
  return {
    contentType,
    width: upright.width,
    height: upright.height,
    original: bytes,
    variants,
  };
}
