import { photoSrcSet, photoUrl, photoVariantWidths, type PhotoRef } from "~/lib/photos";

/**
 * A project photo as AVIF with a WebP fallback. `sizes` must say how wide it is drawn, so the
 * browser picks the smallest file that is sharp enough; `smallest` offers only the narrowest
 * file (thumbnails). Width and height are the photo's, so the space is kept before it loads.
 */
export function ProjectPicture({
  photo,
  alt,
  sizes,
  smallest = false,
  eager = false,
  className,
}: {
  photo: PhotoRef;
  alt: string;
  sizes: string;
  smallest?: boolean;
  /** Above the fold: loaded at once. Everything else waits until it is near the viewport. */
  eager?: boolean;
  className?: string;
}) {
  const widths = photoVariantWidths(photo.width);
  const fallback = smallest ? widths[0]! : (widths.find((w) => w >= 800) ?? widths[widths.length - 1]!);
  const srcSet = (format: "avif" | "webp") => (smallest ? photoUrl(photo, widths[0]!, format) : photoSrcSet(photo, format));
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={photoUrl(photo, fallback, "webp")}
        srcSet={srcSet("webp")}
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
