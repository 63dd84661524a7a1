import { photoSrcSet, photoUrl, photoVariantWidths, type PhotoRef } from "~/lib/photos";

/**
 * A project photo as AVIF with a WebP fallback. `sizes` must say how wide it is drawn, so the
 * browser picks the smallest file that is sharp enough. Width and height are the photo's, so the
 * space is kept before it loads.
 */
export function ProjectPicture({
  photo,
  alt,
  sizes,
  eager = false,
  className,
}: {
  photo: PhotoRef;
  alt: string;
  sizes: string;
  /** Above the fold: loaded at once. Everything else waits until it is near the viewport. */
  eager?: boolean;
  className?: string;
}) {
  const widths = photoVariantWidths(photo.width);
  const fallback = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <img
        src={photoUrl(photo, fallback, "webp")}
        srcSet={photoSrcSet(photo, "webp")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={eager ? undefined : "lazy"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
