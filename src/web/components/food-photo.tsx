/**
 * A dish's photo beside its name: decorative (alt=""), lazily loaded at a fixed `size` in pixels, and
 * hidden if it fails to load rather than shown broken. Nothing at all without a picture.
 */
export function FoodPhoto({
  src,
  size,
  className,
}: {
  src: string | null | undefined;
  size: number;
  className: string;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
      className={className}
    />
  );
}
