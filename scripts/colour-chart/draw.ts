/** Drawing the laid-out pages: the intro or running header, family headings, rows of swatches, the footer. */
import { PDFName, PDFString, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { ChartLocale, ColourFamily, Colours, RalColour } from '../../src/schemas/index';
import { ColourChartError } from './error';
import { fill, type Block, type IntroLayout } from './layout';
import {
  CELL_WIDTH,
  GREEN,
  GUTTER,
  hexColour,
  MARGIN_BOTTOM,
  MARGIN_TOP,
  MARGIN_X,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RULE,
  SAND,
  SLATE,
  SWATCH_BORDER,
  SWATCH_HEIGHT,
  TERRACOTTA,
  type Fonts,
} from './style';

/** What every drawing step reads: the document, its fonts, the labels and the company, in chart order. */
export interface ChartContext {
  doc: PDFDocument;
  fonts: Fonts;
  labels: Colours['labels'];
  /** The language that leads every title, name and paragraph, and the one that follows it. */
  first: ChartLocale;
  second: ChartLocale;
  company: { name: string; legalName: string; url: string };
  /** How many colours the chart holds. */
  count: number;
  /** Where each colour sits in colours.yaml, for errors. */
  fieldPaths: Map<RalColour, (string | number)[]>;
}

/** One page: page 1 opens with the intro, the others with a running header; the footer numbers it. */
export function drawPage(chart: ChartContext, intro: IntroLayout, blocks: Block[], index: number, total: number) {
  const page = chart.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  if (index === 0) drawIntro(chart, page, intro);
  else drawRunningHeader(chart, page);
  for (const block of blocks) {
    if (block.type === 'heading') drawHeading(chart, page, block.family, block.continued, block.top);
    else drawRow(chart, page, block.colours, block.top);
  }
  drawFooter(chart, page, index + 1, total);
}

function drawIntro({ fonts, labels, first, second, company, count }: ChartContext, page: PDFPage, intro: IntroLayout) {
  const top = PAGE_HEIGHT - MARGIN_TOP;
  const { columnWidth, paragraphs, height } = intro;
  page.drawRectangle({
    x: 0,
    y: top - height + 14,
    width: PAGE_WIDTH,
    height: height - 14 + MARGIN_TOP,
    color: SAND,
  });
  page.drawText(company.name.toUpperCase(), {
    x: MARGIN_X,
    y: top - 8,
    size: 9,
    font: fonts.bold,
    color: TERRACOTTA,
  });
  const title = labels.title[first];
  page.drawText(title, { x: MARGIN_X, y: top - 46, size: 30, font: fonts.bold, color: GREEN });
  page.drawText(labels.title[second], {
    x: MARGIN_X + fonts.bold.widthOfTextAtSize(title, 30) + 12,
    y: top - 46,
    size: 18,
    font: fonts.regular,
    color: MUTED,
  });
  const subtitle = `${fill(labels.subtitle[first], { count })}  ·  ${fill(labels.subtitle[second], { count })}`;
  page.drawText(subtitle, { x: MARGIN_X, y: top - 66, size: 10, font: fonts.bold, color: SLATE });
  paragraphs.forEach((lines, column) => {
    const x = MARGIN_X + column * (columnWidth + 2 * GUTTER);
    lines.forEach((line, i) =>
      page.drawText(line, {
        x,
        y: top - 88 - i * 11.5,
        size: 8.5,
        font: column === 0 ? fonts.regular : fonts.italic,
        color: column === 0 ? SLATE : MUTED,
      }),
    );
  });
}

function drawRunningHeader({ fonts, labels, first, second, company }: ChartContext, page: PDFPage) {
  const top = PAGE_HEIGHT - MARGIN_TOP;
  page.drawText(`${labels.title[first]}  ·  ${labels.title[second]}`, {
    x: MARGIN_X,
    y: top - 8,
    size: 8,
    font: fonts.bold,
    color: GREEN,
  });
  const right = company.name;
  page.drawText(right, {
    x: PAGE_WIDTH - MARGIN_X - fonts.regular.widthOfTextAtSize(right, 8),
    y: top - 8,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  });
  page.drawLine({
    start: { x: MARGIN_X, y: top - 15 },
    end: { x: PAGE_WIDTH - MARGIN_X, y: top - 15 },
    thickness: 0.5,
    color: RULE,
  });
}

function drawHeading(chart: ChartContext, page: PDFPage, family: ColourFamily, continued: boolean, top: number) {
  const { fonts, labels, first, second } = chart;
  const baseline = top - 16;
  const tag = `RAL ${family.series}`;
  page.drawRectangle({ x: MARGIN_X, y: baseline - 3, width: 3, height: 14, color: GREEN });
  page.drawText(tag, { x: MARGIN_X + 9, y: baseline, size: 9, font: fonts.bold, color: TERRACOTTA });
  let x = MARGIN_X + 9 + fonts.bold.widthOfTextAtSize(tag, 9) + 10;
  const name = (locale: ChartLocale) =>
    continued ? `${family.name[locale]} (${labels.continued[locale]})` : family.name[locale];
  const primary = name(first);
  page.drawText(primary, { x, y: baseline, size: 12, font: fonts.bold, color: GREEN });
  x += fonts.bold.widthOfTextAtSize(primary, 12);
  page.drawText(`  /  ${name(second)}`, { x, y: baseline, size: 12, font: fonts.regular, color: MUTED });
}

function drawRow({ fonts, first, second, fieldPaths }: ChartContext, page: PDFPage, colours: RalColour[], top: number) {
  colours.forEach((colour, column) => {
    const x = MARGIN_X + column * (CELL_WIDTH + GUTTER);
    const swatchBottom = top - SWATCH_HEIGHT;
    // The border keeps whites and pale greys visible on white paper.
    page.drawRectangle({
      x,
      y: swatchBottom,
      width: CELL_WIDTH,
      height: SWATCH_HEIGHT,
      color: hexColour(colour.hex),
      borderColor: SWATCH_BORDER,
      borderWidth: 0.5,
    });
    const lines: [string, PDFFont, number, RGB][] = [
      [colour.code, fonts.bold, 8.5, SLATE],
      [colour.name[first], fonts.regular, 8, SLATE],
      [colour.name[second], fonts.italic, 8, MUTED],
    ];
    let baseline = swatchBottom - 11;
    for (const [value, font, size, color] of lines) {
      const fitted = fitSize(value, font, size, CELL_WIDTH);
      if (!fitted)
        throw new ColourChartError(
          `"${value}" (${colour.code}) is too long for its swatch even at 5.5 pt; shorten it`,
          [...fieldPaths.get(colour)!, 'name'],
        );
      page.drawText(value, { x, y: baseline, size: fitted, font, color });
      baseline -= 10;
    }
  });
}

function drawFooter(chart: ChartContext, page: PDFPage, n: number, total: number) {
  const { fonts, labels, first, company } = chart;
  const y = MARGIN_BOTTOM;
  const site = company.url.replace(/^https?:\/\//, '');
  page.drawLine({
    start: { x: MARGIN_X, y: y + 12 },
    end: { x: PAGE_WIDTH - MARGIN_X, y: y + 12 },
    thickness: 0.5,
    color: RULE,
  });
  const left = `${company.legalName}  ·  `;
  page.drawText(left, { x: MARGIN_X, y, size: 7.5, font: fonts.regular, color: MUTED });
  const siteX = MARGIN_X + fonts.regular.widthOfTextAtSize(left, 7.5);
  page.drawText(site, { x: siteX, y, size: 7.5, font: fonts.bold, color: GREEN });
  linkTo(chart.doc, page, company.url, siteX, y - 2, fonts.bold.widthOfTextAtSize(site, 7.5), 10);
  const number = fill(labels.page[first], { n, total });
  page.drawText(number, {
    x: PAGE_WIDTH - MARGIN_X - fonts.regular.widthOfTextAtSize(number, 7.5),
    y,
    size: 7.5,
    font: fonts.regular,
    color: MUTED,
  });
}

/** Makes a rectangle of the page open `url`, so the printed URL is also clickable. */
function linkTo(doc: PDFDocument, page: PDFPage, url: string, x: number, y: number, width: number, height: number) {
  const annotation = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y, x + width, y + height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of('Annots'), doc.context.obj([annotation]));
}

/** The largest size up to `size` at which `value` fits `width`, down to 5.5 pt; names are never cut. */
function fitSize(value: string, font: PDFFont, size: number, width: number): number | undefined {
  for (let fitted = size; fitted >= 5.5; fitted -= 0.25)
    if (font.widthOfTextAtSize(value, fitted) <= width) return fitted;
  return undefined;
}
