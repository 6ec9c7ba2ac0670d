import { preload } from 'react-dom';
import manifest from '../generated/images.json';
import { VARIANT_FORMATS, variantSrcSet, type ImageInfo, type ImageManifest } from '../lib/images';

/** Every picture's size and variants, measured by the content build. */
const images = manifest as ImageManifest;

/** How wide the picture is shown, for the browser to pick a variant; the page is at most 72rem wide. */
export const SIZES = {
  /** The whole content column. */
  full: '(min-width: 72rem) 72rem, 100vw',
  /** One of two columns (hero, picture beside text). */
  half: '(min-width: 72rem) 36rem, (min-width: 48rem) 50vw, 100vw',
  /** A card in a grid of three or four. */
  card: '(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw',
  /** The reading column of an article. */
  prose: '(min-width: 50rem) 50rem, 100vw',
} as const;

export interface PictureProps {
  /** Site path of the picture, as in content: `/images/…`. */
  src: string;
  alt: string;
  sizes?: string;
  /**
   * `eager` only for the page's largest picture above the fold (its LCP element): fetched at high
   * priority and preloaded from the head. Everything else loads when scrolled near.
   */
  loading?: 'lazy' | 'eager';
  /** Goes on the <img>, where the stylesheets expect it. */
  className?: string;
  draggable?: boolean;
}

/** A content picture, sized from the build's manifest, with AVIF and WebP variants when it is a photo. */
export function Picture(props: PictureProps) {
  return <ResponsivePicture {...props} image={images[props.src]} />;
}

/**
 * The rendering behind Picture, for a known `image`. Without one (a picture added while `npm run
 * dev` runs, before the manifest is rewritten) it falls back to a plain <img>; the build always
 * has one, since it measures every file under public/images/.
 */
export function ResponsivePicture({
  image,
  src,
  alt,
  sizes = SIZES.full,
  loading = 'lazy',
  className,
  draggable,
}: PictureProps & { image: ImageInfo | undefined }) {
  const eager = loading === 'eager';
  const variants = image?.variants;
  if (eager) {
    // React preloads an eager <img> by itself, but not one inside <picture> (it cannot tell which
    // source the browser will pick): preload the AVIF set, which every current browser decodes;
    // `type` keeps the few that cannot from fetching it for nothing.
    if (variants)
      preload(src, {
        as: 'image',
        imageSrcSet: variantSrcSet(variants, 'avif'),
        imageSizes: sizes,
        type: 'image/avif',
        fetchPriority: 'high',
      });
    else preload(src, { as: 'image', fetchPriority: 'high' });
  }
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={image?.width}
      height={image?.height}
      loading={loading}
      fetchPriority={eager ? 'high' : undefined}
      // The LCP picture is decoded with the page's first paint; the others off the main thread.
      decoding={eager ? undefined : 'async'}
      draggable={draggable}
    />
  );
  if (!variants) return img;
  return (
    // Layout-neutral: the <img> stays the grid or flex item the stylesheets place (order, columns),
    // and the <source>s, which would become empty grid items too, take no cell.
    <picture style={{ display: 'contents' }}>
      {VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={variantSrcSet(variants, format)}
          sizes={sizes}
          style={{ display: 'none' }}
        />
      ))}
      {img}
    </picture>
  );
}
