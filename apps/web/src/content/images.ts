/** An illustration shipped in public/images, with its intrinsic size so the layout never jumps. */
export type Illustration = {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** Card images (recipes, dishes) are drawn at 400×300. */
export function cardImage(path: string, alt: string): Illustration {
  return { src: `/images/${path}`, alt, width: 400, height: 300 };
}
