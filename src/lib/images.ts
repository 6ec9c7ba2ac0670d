/*
 * The image manifest the content build writes to src/generated/images.json, and the names of the
 * responsive variants: one module, so the files the build writes and the URLs pages ask for
 * cannot drift apart.
 */

/** Widths (px) of the variants of a raster image, capped at the image's own width. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** Formats of the variants, best first: a `<picture>` lists its sources in this order. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface ImageInfo {
  /** Intrinsic size in CSS pixels (an SVG's width/height attributes, else its viewBox). */
  width: number;
  height: number;
  /** Raster images only: the variants' common stem, `/_img/<name>-<hash8>`, and their widths. */
  variants?: { stem: string; widths: number[] };
}

/** Every picture under public/images/, keyed by its site path (`/images/home/hero.svg`). */
export type ImageManifest = Record<string, ImageInfo>;

/** The variant widths of an image `width` pixels wide: the standard ones below it, then its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  return [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, largest)])];
}

export function variantUrl(stem: string, width: number, format: VariantFormat): string {
  return `${stem}-${width}.${format}`;
}

/** The `srcset` of one format of a raster image, e.g. `/_img/terrace-1a2b3c4d-480.avif 480w, …`. */
export function variantSrcSet(variants: NonNullable<ImageInfo['variants']>, format: VariantFormat): string {
  return variants.widths.map((w) => `${variantUrl(variants.stem, w, format)} ${w}w`).join(', ');
}
