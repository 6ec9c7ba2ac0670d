/**
 * Where everything goes, decided before anything is drawn: the footer prints the total page count, so the
 * pages are laid out first.
 */
import type { PDFFont } from 'pdf-lib';
import type { ColourFamily, RalColour } from '../../src/schemas/index';
import {
  COLUMNS,
  CONTENT_WIDTH,
  FOOTER_HEIGHT,
  GUTTER,
  HEADING_HEIGHT,
  MARGIN_BOTTOM,
  MARGIN_TOP,
  PAGE_HEIGHT,
  ROW_HEIGHT,
  RUNNING_HEADER_HEIGHT,
} from './style';

/** One thing placed on a page, `top` its upper edge. */
export type Block =
  | { type: 'heading'; family: ColourFamily; continued: boolean; top: number }
  | { type: 'row'; colours: RalColour[]; top: number };

/** The title block of page 1: each language's paragraph in lines, and the height the block takes. */
export interface IntroLayout {
  columnWidth: number;
  paragraphs: string[][];
  height: number;
}

/** A label with its `{name}` placeholders filled in; unknown ones are left as written. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** Greedy word wrap at `width`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The intro's two paragraphs (one per language, side by side), wrapped, and the height they need. */
export function introLayout(intros: string[], font: PDFFont): IntroLayout {
  const columnWidth = (CONTENT_WIDTH - 2 * GUTTER) / 2;
  const paragraphs = intros.map((text) => wrap(text, font, 8.5, columnWidth));
  const lines = Math.max(...paragraphs.map((p) => p.length));
  // Brand line, title, subtitle, paragraphs, space before the first family.
  const height = 16 + 34 + 22 + 16 + lines * 11.5 + 26;
  return { columnWidth, paragraphs, height };
}

/** The families' headings and rows of swatches, page by page; page 1 starts below an intro `introHeight` tall. */
export function paginate(families: ColourFamily[], introHeight: number): Block[][] {
  const pages: Block[][] = [[]];
  const contentTop = (pageIndex: number) =>
    PAGE_HEIGHT - MARGIN_TOP - (pageIndex === 0 ? introHeight : RUNNING_HEADER_HEIGHT);
  const contentBottom = MARGIN_BOTTOM + FOOTER_HEIGHT;
  let y = contentTop(0);
  const newPage = () => {
    pages.push([]);
    y = contentTop(pages.length - 1);
  };
  for (const family of families) {
    const rows: RalColour[][] = [];
    for (let i = 0; i < family.colours.length; i += COLUMNS) rows.push(family.colours.slice(i, i + COLUMNS));
    // A heading never ends a page on its own.
    if (y - HEADING_HEIGHT - ROW_HEIGHT < contentBottom) newPage();
    pages.at(-1)!.push({ type: 'heading', family, continued: false, top: y });
    y -= HEADING_HEIGHT;
    for (const colours of rows) {
      if (y - ROW_HEIGHT < contentBottom) {
        newPage();
        pages.at(-1)!.push({ type: 'heading', family, continued: true, top: y });
        y -= HEADING_HEIGHT;
      }
      pages.at(-1)!.push({ type: 'row', colours, top: y });
      y -= ROW_HEIGHT;
    }
    y -= 6;
  }
  return pages;
}
