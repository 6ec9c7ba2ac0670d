/**
 * The colour chart that product pages offer for download, rendered from `content/colours.yaml`:
 * an A4 PDF with every RAL colour as a swatch, its code and its name in both chart languages.
 *
 * Rendering is pure: the same content gives byte-identical output (creation date from the file,
 * no random IDs), so the build can regenerate the PDF on every run without churn.
 */
import { PDFDocument } from 'pdf-lib';
import type { ChartLocale, Colours } from '../../src/schemas/index';
import { drawPage, type ChartContext } from './draw';
import { fill, introLayout, paginate } from './layout';
import { checkPrintable } from './printable';
import { embedFonts } from './style';

export { ColourChartError } from './error';

/** The chart reads French first (its file name is French), English second. */
export const COLOUR_CHART_LOCALES: readonly [ChartLocale, ChartLocale] = ['fr', 'en'];

/** What the chart prints about the company, from `content/site.yaml`. */
export interface ChartCompany {
  name: string;
  legalName: string;
  /** The site's origin, such as `https://www.terraluce.example`. */
  url: string;
  email: string;
  phone: string;
}

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
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);
  const fieldPaths = checkPrintable(chart, locales, { ...company }, new Set(fonts.regular.getCharacterSet()));
  const count = chart.families.reduce((n, f) => n + f.colours.length, 0);
  const context: ChartContext = { doc, fonts, labels: chart.labels, first, second, company, count, fieldPaths };
  const values = { count, email: company.email, phone: company.phone };
  const intro = introLayout(
    locales.map((locale) => fill(chart.labels.intro[locale], values)),
    fonts.regular,
  );
  const pages = paginate(chart.families, intro.height);
  pages.forEach((blocks, index) => drawPage(context, intro, blocks, index, pages.length));
  describeDocument(doc, chart, locales, company);
  return doc.save();
}

/** The document's metadata; its dates are the chart's edition, so the same content gives the same bytes. */
function describeDocument(
  doc: PDFDocument,
  chart: Colours,
  [first, second]: readonly [ChartLocale, ChartLocale],
  company: ChartCompany,
) {
  const { labels } = chart;
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
}
