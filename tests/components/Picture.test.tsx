import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Hero } from '../../src/components/blocks/Hero';
import { Picture, ResponsivePicture, SIZES } from '../../src/components/Picture';
import type { ImageInfo } from '../../src/lib/images';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

/** A photo as the content build lists it: 2000 × 1000 px, variants at the three standard widths. */
const photo: ImageInfo = {
  width: 2000,
  height: 1000,
  variants: { stem: '/_img/terrace-1a2b3c4d', widths: [480, 960, 1600] },
};
const avifSet =
  '/_img/terrace-1a2b3c4d-480.avif 480w, /_img/terrace-1a2b3c4d-960.avif 960w, /_img/terrace-1a2b3c4d-1600.avif 1600w';
const webpSet =
  '/_img/terrace-1a2b3c4d-480.webp 480w, /_img/terrace-1a2b3c4d-960.webp 960w, /_img/terrace-1a2b3c4d-1600.webp 1600w';

/** The real SVG's viewBox, read without the pipeline under test. */
function viewBoxOf(src: string): [number, number] {
  const svg = readFileSync(join(import.meta.dirname, '../../public', src), 'utf8');
  const [, , w, h] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(/\s+/).map(Number);
  return [w!, h!];
}

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => preloads().forEach((l) => l.remove()));

describe('Picture', () => {
  it('renders an SVG as a plain lazy <img> with the size of its viewBox', () => {
    // The size is the file's own (a 3:2 viewBox), never one written by hand.
    const src = '/images/gallery/pergola-bioclimatique-lac.svg';
    render(<Picture src={src} alt="A pergola by the lake" />);
    const img = screen.getByRole('img', { name: 'A pergola by the lake' });
    expect(img.closest('picture')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(viewBoxOf(src).map(String));
    expect(viewBoxOf(src)).toEqual([1200, 800]);
    expect([img.getAttribute('loading'), img.getAttribute('decoding'), img.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'async',
      null,
    ]);
    expect(preloads()).toHaveLength(0);
  });

  it('gives a photo an AVIF then a WebP source, and the original with its size as the <img>', () => {
    const { container } = render(
      <ResponsivePicture
        image={photo}
        src="/images/terrace.jpg"
        alt="A terrace"
        className="hero__image"
        sizes={SIZES.half}
      />,
    );
    const picture = container.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      ['image/avif', avifSet, SIZES.half],
      ['image/webp', webpSet, SIZES.half],
    ]);
    const img = picture.lastElementChild!;
    expect(img.tagName).toBe('IMG');
    expect(
      Object.fromEntries(['class', 'src', 'alt', 'width', 'height', 'loading'].map((a) => [a, img.getAttribute(a)])),
    ).toEqual({
      class: 'hero__image',
      src: '/images/terrace.jpg',
      alt: 'A terrace',
      width: '2000',
      height: '1000',
      loading: 'lazy',
    });
    // The stylesheets lay out the <img> itself (grid item, order, aspect ratio): nothing else may take a cell.
    expect(picture.style.display).toBe('contents');
    expect([...picture.querySelectorAll('source')].map((s) => s.style.display)).toEqual(['none', 'none']);
  });

  it('loads the LCP photo eagerly at high priority and preloads its AVIF set', () => {
    render(<ResponsivePicture image={photo} src="/images/terrace.jpg" alt="A terrace" loading="eager" />);
    const img = screen.getByRole('img', { name: 'A terrace' });
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('decoding')]).toEqual([
      'eager',
      'high',
      null,
    ]);
    const [link, ...more] = preloads();
    expect(more).toHaveLength(0);
    expect([link?.getAttribute('imagesrcset'), link?.getAttribute('imagesizes'), link?.getAttribute('type')]).toEqual([
      avifSet,
      SIZES.full,
      'image/avif',
    ]);
  });

  it('prerenders exactly one preload for the LCP picture and none for the others', () => {
    const html = renderToString(
      <main>
        <ResponsivePicture image={photo} src="/images/terrace.jpg" alt="A terrace" loading="eager" />
        <Picture src="/images/home/hero.svg" alt="Hero" loading="eager" />
        <Picture src="/images/home/before-terrace.svg" alt="Before" />
        <ResponsivePicture image={photo} src="/images/other.jpg" alt="Another photo" />
      </main>,
    );
    // renderToString spells the attributes in React's camelCase; the HTML parser does not mind.
    const links = (html.match(/<link [^>]*>/g) ?? []).map((l) => l.toLowerCase());
    expect(links).toHaveLength(2);
    expect(links.filter((l) => l.includes('imagesrcset="/_img/terrace-1a2b3c4d-480.avif'))).toHaveLength(1);
    expect(links.filter((l) => l.includes('href="/images/home/hero.svg"'))).toHaveLength(1);
    expect(links.every((l) => l.includes('fetchpriority="high"'))).toBe(true);
  });

  it('falls back to a plain <img> for a picture the manifest does not know yet', () => {
    render(<Picture src="/images/added-while-dev-runs.jpg" alt="New" />);
    const img = screen.getByRole('img', { name: 'New' });
    expect(img.closest('picture')).toBeNull();
    expect(img.getAttribute('src')).toBe('/images/added-while-dev-runs.jpg');
  });
});

describe('Hero', () => {
  const hero = blockOf(pageRoute('en', 'home'), 'hero');

  it('opening the page, is its LCP picture: eager, high priority, preloaded', () => {
    renderIn(<Hero block={hero} />);
    const img = screen.getByRole('img', { name: hero.image.alt });
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(viewBoxOf(hero.image.src).map(String));
    expect(preloads().map((l) => l.getAttribute('href'))).toEqual([hero.image.src]);
  });

  it('further down the page, loads lazily like any other picture', () => {
    renderIn(<Hero block={hero} headingLevel={2} />);
    const img = screen.getByRole('img', { name: hero.image.alt });
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
    expect(preloads()).toHaveLength(0);
  });
});
