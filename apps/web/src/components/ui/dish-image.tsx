import type { DishPhoto } from '@fitthali/domain/dish-photo';

/** A dish as the API answers it, as far as its picture goes. */
export interface DishPicture {
  name: string;
  photo: DishPhoto | null;
  illustration: string | null;
}

/**
 * A dish's photo as a `<picture>` (AVIF, then WebP, sized by `sizes`), or its drawing while it has
 * none. Lazy unless `eager` (the one image at the top of a page): a list of dishes below the fold
 * costs a phone nothing until it is scrolled to.
 */
export function DishImage({
  dish,
  sizes = '(min-width: 48rem) 320px, 45vw',
  eager = false,
  className,
}: {
  dish: DishPicture;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const loading = eager ? 'eager' : 'lazy';
  if (dish.photo) {
    return (
      <picture className={className}>
        <source type="image/avif" srcSet={dish.photo.avif} sizes={sizes} />
        <source type="image/webp" srcSet={dish.photo.webp} sizes={sizes} />
        <img
          src={dish.photo.src}
          alt={dish.name}
          width={dish.photo.width}
          height={dish.photo.height}
          loading={loading}
          decoding="async"
        />
      </picture>
    );
  }
  return (
    <img
      className={className}
      src={dish.illustration ?? '/images/dishes/salad-bowl.svg'}
      alt={dish.name}
      width={400}
      height={300}
      loading={loading}
      decoding="async"
    />
  );
}
