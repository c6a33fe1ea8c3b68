// What an uploaded dish photo is, read from its first bytes (issue 26 point 2): the Content-Type a
// browser or a script sends is only a claim, so the server decides by the file's signature, and the
// admin's form checks the same signature before it uploads.

export const DISH_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type DishPhotoType = (typeof DISH_PHOTO_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** The photo type the bytes are (JPEG, PNG or WebP by their signature), or null for anything else. */
export function dishPhotoTypeOf(bytes: Uint8Array): DishPhotoType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
