import type { Illustration } from '../../../content/images';

type ContentImageProps = {
  image: Illustration;
  className?: string;
  /** Above the fold: load at once and tell the browser it matters. Everything else is lazy. */
  priority?: boolean;
  /** Empty when the text next to the image already says what it shows. */
  alt?: string;
};

/** Every content illustration: intrinsic size set so nothing shifts, lazy unless above the fold. */
export function ContentImage({ image, className, priority = false, alt }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
