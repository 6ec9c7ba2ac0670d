/** The chart's page geometry, palette and fonts: what makes it look like the rest of the brand. */
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type RGB } from 'pdf-lib';

// A4 portrait, in PDF points.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 42;
export const MARGIN_TOP = 44;
export const MARGIN_BOTTOM = 36;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
export const COLUMNS = 4;
export const GUTTER = 12;
export const CELL_WIDTH = (CONTENT_WIDTH - (COLUMNS - 1) * GUTTER) / COLUMNS;
export const SWATCH_HEIGHT = 40;
export const ROW_HEIGHT = SWATCH_HEIGHT + 40;
export const HEADING_HEIGHT = 28;
export const RUNNING_HEADER_HEIGHT = 26;
export const FOOTER_HEIGHT = 26;

// The site's palette, so the chart looks like the rest of the brand.
export const hexColour = (hex: string): RGB =>
  rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);
export const GREEN = hexColour('#1f4d3a');
export const SAND = hexColour('#e9dfc9');
export const TERRACOTTA = hexColour('#a4502c');
export const SLATE = hexColour('#34404a');
export const MUTED = hexColour('#5c6770');
export const RULE = hexColour('#d3d8db');
export const SWATCH_BORDER = hexColour('#9aa4ab');

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** The PDF's standard Helvetica family: nothing to embed, so the file stays small. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
}
