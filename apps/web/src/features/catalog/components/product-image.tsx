import { useState } from 'react';

export const IMAGE_COMING_SOON = '/img/image-coming-soon.svg';

export type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Lazy-load below the fold; eager (with high fetch priority) for the first row. */
  eager?: boolean;
  className?: string;
  sizes?: string;
};

/**
 * A product image over the product placeholder; when there is no image (or it fails to load) the
 * "Image coming soon" image is shown instead. Explicit width and height keep the layout still.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className = '',
  sizes,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const missing = !src || failedSrc === src;
  return (
    <div
      className={`relative overflow-hidden bg-neutral-100 bg-[url(/img/product-placeholder.svg)] bg-center bg-no-repeat [background-size:60%] ${className}`}
    >
      {missing ? (
        <img
          src={IMAGE_COMING_SOON}
          alt="Image coming soon"
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-contain"
        />
      ) : (
        <img
          key={src}
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="h-full w-full object-contain"
        />
      )}
    </div>
  );
}
