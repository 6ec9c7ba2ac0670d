import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { MANIFEST_FILE, scanImages, svgSize, VARIANTS_DIR, writeImages } from '../../scripts/content/load/images';
import { formatProblem } from '../../scripts/content/problems';
import type { ImageManifest } from '../../src/lib/images';
import { copyContent, removeTempDirs, tempDir } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');
afterEach(removeTempDirs);

/** An empty project with a few real SVGs, to add photos to. */
function project(): string {
  const dir = tempDir('images-');
  mkdirSync(join(dir, 'public/images/photos'), { recursive: true });
  cpSync(join(ROOT, 'public/images/home'), join(dir, 'public/images/home'), { recursive: true });
  return dir;
}

/** A photo-like test card (gradient and shapes, so the encoders have something to do) saved as `file`. */
async function photo(
  dir: string,
  file: string,
  width: number,
  height: number,
  options: { hue?: number; orientation?: number } = {},
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${options.hue ?? 200} 60% 80%)"/><stop offset="1" stop-color="#1f4d3a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="30%" cy="40%" r="20%" fill="#c4673f"/></svg>`;
  let image = sharp(Buffer.from(svg));
  image = file.endsWith('.png') ? image.png() : image.jpeg({ quality: 90 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  await image.toFile(join(dir, 'public/images', file));
}

const variantFiles = (dir: string) => readdirSync(join(dir, VARIANTS_DIR)).sort();
const mtimes = (dir: string) => variantFiles(dir).map((f) => statSync(join(dir, VARIANTS_DIR, f)).mtimeMs);

describe('image manifest', () => {
  it('sizes every picture of the site from its viewBox or width/height, with nothing to report', async () => {
    const { manifest, jobs, problems } = await scanImages(ROOT);
    const files = readdirSync(join(ROOT, 'public/images'), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name.endsWith('.svg'))
      .map((d) => '/' + relative(join(ROOT, 'public'), join(d.parentPath, d.name)));
    expect(problems).toEqual([]);
    expect(Object.keys(manifest).sort()).toEqual(files.sort());
    expect(files.length).toBeGreaterThan(80);
    // Only raster pictures get variants, and the site has none yet.
    expect(jobs).toEqual([]);
    expect(manifest['/images/home/hero.svg']).toEqual({ width: 1200, height: 800 });
    expect(manifest['/images/products/carports-detail-1.svg']).toEqual({ width: 800, height: 600 });
    expect(manifest['/images/flags/ch.svg']).toEqual({ width: 32, height: 32 });
  });

  it('reads an SVG size from width/height first, the viewBox otherwise, and reports one with neither', () => {
    expect(
      svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="600px" height="400">'),
    ).toEqual({
      width: 600,
      height: 400,
    });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0,0,320,80">')).toEqual({ width: 320, height: 80 });
    expect(svgSize('<svg width="160" viewBox="0 0 320 80">')).toEqual({ width: 160, height: 40 });
    expect(svgSize('<?xml version="1.0"?>\n<!-- logo -->\n  <svg xmlns="http://www.w3.org/2000/svg">')).toEqual({
      line: 3,
      column: 3,
      problem: 'the <svg> element has no viewBox (nor width and height); add viewBox="0 0 <width> <height>"',
    });
  });

  it('writes AVIF and WebP variants of photos at 480, 960 and 1600 px, never wider than the original', async () => {
    const dir = project();
    // Wide and short: the widths are what is tested, and fewer pixels are quicker to encode.
    await photo(dir, 'photos/terrace.png', 2000, 250);
    await photo(dir, 'photos/detail.jpg', 1200, 300);
    await photo(dir, 'photos/thumb.jpg', 300, 200);
    const scan = await scanImages(dir);
    expect(scan.problems).toEqual([]);
    const result = await writeImages(dir, scan);

    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as ImageManifest;
    expect(manifest).toEqual(scan.manifest);
    expect(manifest['/images/home/hero.svg']).toEqual({ width: 1200, height: 800 });
    const terrace = manifest['/images/photos/terrace.png']!;
    expect(terrace).toMatchObject({ width: 2000, height: 250, variants: { widths: [480, 960, 1600] } });
    expect(terrace.variants!.stem).toMatch(/^\/_img\/terrace-[0-9a-f]{8}$/);
    expect(manifest['/images/photos/detail.jpg']).toMatchObject({
      width: 1200,
      height: 300,
      variants: { widths: [480, 960, 1200] },
    });
    expect(manifest['/images/photos/thumb.jpg']).toMatchObject({
      width: 300,
      height: 200,
      variants: { widths: [300] },
    });

    expect(result).toEqual({ images: 6, raster: 3, written: 14, kept: 0, removed: 0 });
    expect(variantFiles(dir)).toHaveLength(14);
    for (const [src, info] of Object.entries(manifest))
      for (const width of info.variants?.widths ?? [])
        for (const format of ['avif', 'webp'] as const) {
          const file = join(dir, 'public', `${info.variants!.stem}-${width}.${format}`);
          const meta = await sharp(file).metadata();
          expect([src, meta.format, meta.width, meta.height]).toEqual([
            src,
            format === 'avif' ? 'heif' : 'webp',
            width,
            Math.round((width * info.height) / info.width),
          ]);
        }
  });

  it('turns a photo as its EXIF orientation says, in the manifest and the variants', async () => {
    const dir = project();
    // Stored landscape, shown portrait (a phone held upright).
    await photo(dir, 'photos/upright.jpg', 800, 600, { orientation: 6 });
    const scan = await scanImages(dir);
    await writeImages(dir, scan);
    const info = scan.manifest['/images/photos/upright.jpg']!;
    expect([info.width, info.height]).toEqual([600, 800]);
    const meta = await sharp(join(dir, 'public', `${info.variants!.stem}-480.webp`)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([480, 640, undefined]);
  });

  it('reuses the variants already written, and removes those of changed or deleted photos', async () => {
    const dir = project();
    await photo(dir, 'photos/terrace.png', 1000, 250);
    await photo(dir, 'photos/carport.jpg', 600, 400);
    await writeImages(dir, await scanImages(dir));
    const first = variantFiles(dir);
    const times = mtimes(dir);

    expect(await writeImages(dir, await scanImages(dir))).toMatchObject({ written: 0, kept: 10, removed: 0 });
    expect(variantFiles(dir)).toEqual(first);
    expect(mtimes(dir)).toEqual(times);

    // New pixels, same file name: a new hash, so a browser never keeps the old picture.
    await photo(dir, 'photos/terrace.png', 1000, 250, { hue: 20 });
    rmSync(join(dir, 'public/images/photos/carport.jpg'));
    writeFileSync(join(dir, VARIANTS_DIR, 'left-over.avif'), 'x');
    const scan = await scanImages(dir);
    expect(await writeImages(dir, scan)).toMatchObject({ written: 6, kept: 0, removed: 11 });
    const stem = scan.manifest['/images/photos/terrace.png']!.variants!.stem.slice('/_img/'.length);
    expect(variantFiles(dir)).toEqual(
      [480, 960, 1000].flatMap((w) => [`${stem}-${w}.avif`, `${stem}-${w}.webp`]).sort(),
    );
    expect(first.some((f) => f.startsWith(stem))).toBe(false);
  });
});

describe('content check', () => {
  it('measures photos without writing variants, and reports one it cannot read at its path', async () => {
    const dir = copyContent('images-check-');
    rmSync(join(dir, VARIANTS_DIR), { recursive: true, force: true });
    await photo(dir, 'gallery/terrace.jpg', 1600, 1200);

    const ok = await buildContent(dir, { write: false });
    expect(ok.problems.map(formatProblem)).toEqual([]);
    expect(ok.ok && ok.images.manifest['/images/gallery/terrace.jpg']).toMatchObject({ width: 1600, height: 1200 });
    expect(existsSync(join(dir, VARIANTS_DIR))).toBe(false);
    expect(existsSync(join(dir, MANIFEST_FILE))).toBe(false);

    writeFileSync(join(dir, 'public/images/gallery/broken.jpg'), 'not a picture');
    const broken = await buildContent(dir, { write: false });
    expect(broken.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^public\/images\/gallery\/broken\.jpg:1:1 cannot read this image \(.+\); export it again as JPEG, PNG, WebP or AVIF$/,
      ),
    ]);
  });
});
