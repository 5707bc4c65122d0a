import type { SyntheticEvent } from 'react';
import { DEFAULT_RESTAURANT_IMAGE } from '#web/lib/config.ts';

interface RestaurantImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The hero image above the fold loads eagerly; list images lazily. */
  eager?: boolean;
}

function showFallbackImage(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  // Swap once; if the fallback fails too, hide the broken image and let the placeholder background show.
  if (img.dataset.fallback) {
    img.style.visibility = 'hidden';
    return;
  }
  img.dataset.fallback = 'true';
  img.src = DEFAULT_RESTAURANT_IMAGE;
}

export function RestaurantImage({ src, alt, width, height, className, eager = false }: RestaurantImageProps) {
  return (
    <img
      src={src || DEFAULT_RESTAURANT_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={showFallbackImage}
      className={className}
    />
  );
}
