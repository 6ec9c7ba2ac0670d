/**
 * The colour chart that product pages offer for download, rendered from `content/colours.yaml`:
 * an A4 PDF with every RAL colour as a swatch, its code and its name in both chart languages.
 *
 * Rendering is pure: the same content gives byte-identical output (creation date from the file,
 * no random IDs), so the build can regenerate the PDF on every run without churn.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { ChartLocale, ColourFamily, Colours, RalColour } from '../../src/schemas/index';

/** Where the chart is served; content links to this path, the build writes it under `public/`. */
export const COLOUR_CHART_PATH = '/downloads/nuancier-couleurs.pdf';
/** The chart reads French first (its file name is French), English second. */
export const COLOUR_CHART_LOCALES: readonly [ChartLocale, ChartLocale] = ['fr', 'en'];

/** What the chart prints about the company, from `content/site.yaml`. */
export interface ChartCompany {
  name: string;
  legalName: string;
  /** Site address such as `https://www.terraluce.example`. */
  url: string;
  email: string;
  phone: string;
}

// A4 portrait, in PDF points.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 42;
const MARGIN_TOP = 44;
const MARGIN_BOTTOM = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const COLUMNS = 4;
const GUTTER = 12;
const CELL_WIDTH = (CONTENT_WIDTH - (COLUMNS - 1) * GUTTER) / COLUMNS;
const SWATCH_HEIGHT = 40;
const ROW_HEIGHT = SWATCH_HEIGHT + 40;
const HEADING_HEIGHT = 28;
const RUNNING_HEADER_HEIGHT = 26;
const FOOTER_HEIGHT = 26;

// The site's palette, so the chart looks like the rest of the brand.
const hexColour = (hex: string): RGB =>
  rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);
const GREEN = hexColour('#1f4d3a');
const SAND = hexColour('#e9dfc9');
const TERRACOTTA = hexColour('#a4502c');
const SLATE = hexColour('#34404a');
const MUTED = hexColour('#5c6770');
const RULE = hexColour('#d3d8db');
const SWATCH_BORDER = hexColour('#9aa4ab');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Content the chart cannot print; `path` is the field in content/colours.yaml, when the text comes from there. */
export class ColourChartError extends Error {
  constructor(
    message: string,
    readonly path?: (string | number)[],
  ) {
    super(message);
    this.name = 'ColourChartError';
  }
}

type Block =
  | { kind: 'heading'; family: ColourFamily; continued: boolean; top: number }
  | { kind: 'row'; colours: RalColour[]; top: number };

/**
 * Renders the chart. `locales` orders the two languages: the first one leads every title, name and
 * paragraph and is the document language; the second follows in a lighter style.
 */
export async function renderColourChart(
  chart: Colours,
  locales: readonly [ChartLocale, ChartLocale],
  company: ChartCompany,
): Promise<Uint8Array> {
  const [first, second] = locales;
  const { labels } = chart;
  const count = chart.families.reduce((n, f) => n + f.colours.length, 0);
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
  const site = company.url.replace(/^https?:\/\//, '');

  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const printable = new Set(fonts.regular.getCharacterSet());
  /** Fails with the place of the text, instead of pdf-lib's bare "WinAnsi cannot encode". */
  const check = (value: string, what: string, path?: (string | number)[]) => {
    for (const char of value) {
      if (!printable.has(char.codePointAt(0)!))
        throw new ColourChartError(
          `${what} contains "${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}), which the PDF's standard Helvetica font cannot print; use a Windows-1252 character instead`,
          path,
        );
    }
  };
  for (const [key, byLocale] of Object.entries(labels))
    for (const locale of locales) check(byLocale[locale], `labels.${key}.${locale}`, ['labels', key, locale]);
  for (const [key, value] of Object.entries(company))
    check(value, `the company's ${key} in content/site.yaml ("${value}")`);
  /** Where each colour sits in colours.yaml, so an error can point at its line. */
  const paths = new Map<RalColour, (string | number)[]>();
  chart.families.forEach((family, f) => {
    for (const locale of locales)
      check(family.name[locale], `the name of the ${family.series} family (${locale})`, [
        'families',
        f,
        'name',
        locale,
      ]);
    family.colours.forEach((colour, i) => {
      paths.set(colour, ['families', f, 'colours', i]);
      for (const locale of locales)
        check(colour.name[locale], `the ${locale} name of ${colour.code} ("${colour.name[locale]}")`, [
          'families',
          f,
          'colours',
          i,
          'name',
          locale,
        ]);
    });
  });

  // Lay out first: the footer needs the total page count.
  const intro = introLayout();
  const pages: Block[][] = [[]];
  const contentTop = (pageIndex: number) =>
    PAGE_HEIGHT - MARGIN_TOP - (pageIndex === 0 ? intro.height : RUNNING_HEADER_HEIGHT);
  const contentBottom = MARGIN_BOTTOM + FOOTER_HEIGHT;
  let y = contentTop(0);
  const newPage = () => {
    pages.push([]);
    y = contentTop(pages.length - 1);
  };
  for (const family of chart.families) {
    const rows: RalColour[][] = [];
    for (let i = 0; i < family.colours.length; i += COLUMNS) rows.push(family.colours.slice(i, i + COLUMNS));
    // A heading never ends a page on its own.
    if (y - HEADING_HEIGHT - ROW_HEIGHT < contentBottom) newPage();
    pages.at(-1)!.push({ kind: 'heading', family, continued: false, top: y });
    y -= HEADING_HEIGHT;
    for (const colours of rows) {
      if (y - ROW_HEIGHT < contentBottom) {
        newPage();
        pages.at(-1)!.push({ kind: 'heading', family, continued: true, top: y });
        y -= HEADING_HEIGHT;
      }
      pages.at(-1)!.push({ kind: 'row', colours, top: y });
      y -= ROW_HEIGHT;
    }
    y -= 6;
  }

  pages.forEach((blocks, index) => {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    if (index === 0) drawIntro(page);
    else drawRunningHeader(page);
    for (const block of blocks) {
      if (block.kind === 'heading') drawHeading(page, block.family, block.continued, block.top);
      else drawRow(page, block.colours, block.top);
    }
    drawFooter(page, index + 1, pages.length);
  });

  doc.setTitle(`${labels.title[first]} / ${labels.title[second]} – ${company.name}`, { showInWindowTitleBar: true });
  doc.setAuthor(company.legalName);
  doc.setSubject(labels.subject[first]);
  doc.setKeywords(['RAL', 'RAL Classic', labels.title[first], labels.title[second], company.name]);
  doc.setCreator(`${company.name} website build`);
  doc.setProducer('pdf-lib');
  doc.setLanguage(first);
  const date = new Date(`${chart.edition}T00:00:00Z`);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return doc.save();

  /** The title block of page 1: its lines and the height it takes. */
  function introLayout() {
    const columnWidth = (CONTENT_WIDTH - 2 * GUTTER) / 2;
    const values = { count, email: company.email, phone: company.phone };
    const paragraphs = locales.map((locale) =>
      wrap(fill(labels.intro[locale], values), fonts.regular, 8.5, columnWidth),
    );
    const lines = Math.max(...paragraphs.map((p) => p.length));
    // Brand line, title, subtitle, paragraphs, space before the first family.
    const height = 16 + 34 + 22 + 16 + lines * 11.5 + 26;
    return { columnWidth, paragraphs, height };
  }

  function drawIntro(page: PDFPage) {
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

  function drawRunningHeader(page: PDFPage) {
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

  function drawHeading(page: PDFPage, family: ColourFamily, continued: boolean, top: number) {
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

  function drawRow(page: PDFPage, colours: RalColour[], top: number) {
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
            [...paths.get(colour)!, 'name'],
          );
        page.drawText(value, { x, y: baseline, size: fitted, font, color });
        baseline -= 10;
      }
    });
  }

  function drawFooter(page: PDFPage, n: number, total: number) {
    const y = MARGIN_BOTTOM;
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
    linkTo(page, company.url, siteX, y - 2, fonts.bold.widthOfTextAtSize(site, 7.5), 10);
    const number = fill(labels.page[first], { n, total });
    page.drawText(number, {
      x: PAGE_WIDTH - MARGIN_X - fonts.regular.widthOfTextAtSize(number, 7.5),
      y,
      size: 7.5,
      font: fonts.regular,
      color: MUTED,
    });
  }

  /** Makes a rectangle of the page open `url`, so the printed address is also clickable. */
  function linkTo(page: PDFPage, url: string, x: number, y: number, width: number, height: number) {
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
}

/** The largest size up to `size` at which `value` fits `width`, down to 5.5 pt; names are never cut. */
function fitSize(value: string, font: PDFFont, size: number, width: number): number | undefined {
  for (let fitted = size; fitted >= 5.5; fitted -= 0.25)
    if (font.widthOfTextAtSize(value, fitted) <= width) return fitted;
  return undefined;
}

/** Greedy word wrap at `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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
