/**
 * The pictures under public/images/: the size of every one, so each <img> carries width and height
 * (no layout shift), and responsive AVIF and WebP variants of raster ones (JPEG, PNG, WebP, AVIF),
 * so a phone does not download a camera-sized photo.
 *
 * Variants go to public/_img/ (gitignored; Vite copies public/ into dist/) named
 * `<name>-<hash8>-<width>.<format>`. The hash covers the input bytes and the encoder settings, so
 * a name always means the same bytes: the files can be cached forever, a file already on disk is
 * reused as is, and anything in the folder no current image names is stale and removed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import {
  VARIANT_FORMATS,
  variantUrl,
  variantWidths,
  type ImageInfo,
  type ImageManifest,
  type VariantFormat,
} from '../../../src/lib/images';
import { GENERATED_FOLDER, IMAGE_FOLDERS } from '../../../src/paths';
import { GeneratedFiles } from '../cache/generated-files';
import type { Problem } from '../problems';

/** Where authors put pictures, relative to the repository root. */
export const IMAGES_DIR = `public${IMAGE_FOLDERS.pictures}`;
/** Where the variants are written. */
export const VARIANTS_DIR = `public${IMAGE_FOLDERS.variants}`;
/** The manifest pages read (Picture). */
export const MANIFEST_FILE = `${GENERATED_FOLDER}/images.json`;

/** The extensions the content schema accepts for images (src/schemas/common.ts). */
const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

/*
 * Part of every variant's hash: changing a setting renames every variant, so browsers holding the
 * old bytes under an immutable cache header still get the new ones.
 */
const ENCODING: Record<VariantFormat, { quality: number; effort: number }> = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 78, effort: 4 },
};

/** A raster image whose variants the build writes. */
export interface VariantJob {
  /** The original's file, absolute. */
  input: string;
  /** `/_img/<name>-<hash8>`, as in the manifest. */
  stem: string;
  widths: number[];
}

export interface ImageScan {
  manifest: ImageManifest;
  jobs: VariantJob[];
  problems: Problem[];
}

export interface ImageWriteResult {
  images: number;
  raster: number;
  /** Variant files encoded by this run, already on disk, and deleted as stale. */
  written: number;
  kept: number;
  removed: number;
}

/** Reads every picture's size; reports pictures that cannot be read. Writes nothing. */
export async function scanImages(root: string): Promise<ImageScan> {
  const manifest: ImageManifest = {};
  const jobs: VariantJob[] = [];
  const problems: Problem[] = [];
  const dir = join(root, IMAGES_DIR);
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => join(d.parentPath, d.name))
        .sort()
    : [];
  for (const file of files) {
    const ext = extname(file);
    if (ext !== '.svg' && !RASTER.has(ext)) continue;
    const rel = relative(root, file).split(sep).join('/');
    const src = '/' + relative(join(root, 'public'), file).split(sep).join('/');
    const problem = (message: string, line = 1, column = 1) =>
      problems.push({ file: rel, line, column, field: '', message });
    const bytes = readFileSync(file);
    if (ext === '.svg') {
      const size = svgSize(bytes.toString('utf8'));
      if ('problem' in size) problem(size.problem, size.line, size.column);
      else manifest[src] = size;
      continue;
    }
    let info: ImageInfo;
    try {
      const { autoOrient } = await sharp(bytes).metadata();
      info = { width: autoOrient.width, height: autoOrient.height };
    } catch (error) {
      problem(`cannot read this image (${(error as Error).message}); export it again as JPEG, PNG, WebP or AVIF`);
      continue;
    }
    const hash = createHash('sha256').update(JSON.stringify(ENCODING)).update(bytes).digest('hex').slice(0, 8);
    const name = basename(file, ext).replace(/[^\w-]/g, '-');
    const job: VariantJob = {
      input: file,
      stem: `${IMAGE_FOLDERS.variants}/${name}-${hash}`,
      widths: variantWidths(info.width),
    };
    manifest[src] = { ...info, variants: { stem: job.stem, widths: job.widths } };
    jobs.push(job);
  }
  return { manifest, jobs, problems };
}

/** The intrinsic size of an SVG: absolute width and height attributes, else the viewBox. */
export function svgSize(
  text: string,
): { width: number; height: number } | { problem: string; line: number; column: number } {
  const match = /<svg\b[^>]*>/.exec(text);
  if (!match) return { problem: 'no <svg> element; is this file really an SVG?', line: 1, column: 1 };
  const before = text.slice(0, match.index).split('\n');
  const at = { line: before.length, column: before[before.length - 1]!.length + 1 };
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(match[0])?.[1];
  // Percentages and relative units say nothing about the picture's own size.
  const length = (value?: string) => {
    const m = value && /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
    return m ? Number(m[1]) : undefined;
  };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxSize = box?.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : undefined;
  let width = length(attr('width'));
  let height = length(attr('height'));
  if (boxSize) {
    if (width === undefined && height === undefined) ({ width, height } = boxSize);
    else if (width === undefined) width = (height! * boxSize.width) / boxSize.height;
    else if (height === undefined) height = (width * boxSize.height) / boxSize.width;
  }
  if (!width || !height)
    return {
      ...at,
      problem: 'the <svg> element has no viewBox (nor width and height); add viewBox="0 0 <width> <height>"',
    };
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

/**
 * Writes the manifest into src/generated/ (through `generated`, the content run's writer), encodes the
 * variants missing from public/_img/ and deletes the stale ones.
 */
export async function writeImages(
  root: string,
  scan: ImageScan,
  generated = new GeneratedFiles(join(root, GENERATED_FOLDER)),
): Promise<ImageWriteResult> {
  generated.write(relative(GENERATED_FOLDER, MANIFEST_FILE), JSON.stringify(scan.manifest));
  const out = join(root, VARIANTS_DIR);
  mkdirSync(out, { recursive: true });
  const expected = new Set<string>();
  let written = 0;
  let kept = 0;
  // Identical files share a stem: encode them once.
  const jobs = [...new Map(scan.jobs.map((j) => [j.stem, j])).values()];
  for (const job of jobs) {
    const missing: { file: string; width: number; format: VariantFormat }[] = [];
    for (const width of job.widths)
      for (const format of VARIANT_FORMATS) {
        const file = basename(variantUrl(job.stem, width, format));
        expected.add(file);
        if (existsSync(join(out, file))) kept++;
        else missing.push({ file, width, format });
      }
    if (!missing.length) continue;
    const input = readFileSync(job.input);
    await Promise.all(
      missing.map(async ({ file, width, format }) => {
        // Renamed into place only once complete: a build stopped halfway leaves no truncated file to reuse.
        const temp = join(out, `${file}.${process.pid}.tmp`);
        await sharp(input)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .toFormat(format, ENCODING[format])
          .toFile(temp);
        renameSync(temp, join(out, file));
        written++;
      }),
    );
  }
  let removed = 0;
  for (const file of readdirSync(out))
    if (!expected.has(file)) {
      rmSync(join(out, file), { recursive: true, force: true });
      removed++;
    }
  return { images: Object.keys(scan.manifest).length, raster: scan.jobs.length, written, kept, removed };
}
