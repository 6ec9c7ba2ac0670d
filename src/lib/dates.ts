/**
 * Articles are published at 10:00 Swiss time. A fixed +01:00 offset would be wrong in summer;
 * this uses the real Europe/Zurich offset of that day (+01:00 or +02:00).
 */
export function toZurichIso(date: string, time = '10:00'): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const offsetMinutes = zurichOffsetMinutes(new Date(guess));
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date}T${time}:00${offset}`;
}

// Created once: building an Intl formatter costs far more than using it, and the build dates every article.
let zurichOffsetFormat: Intl.DateTimeFormat | undefined;

function zurichOffsetMinutes(at: Date): number {
  zurichOffsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' });
  const name = zurichOffsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

const shortDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale tag that writes `formatLocale`'s dates in Latin digits (`ar-CH-u-nu-latn`), as the site writes its numbers. */
export function latinDigits(formatLocale: string): string {
  return `${formatLocale}-u-nu-latn`;
}

/** "2 déc. 2024" in French, "2 Dec 2024" in English, "2 dic. 2024" in Spanish: the day, short month and year. */
export function formatShortDate(date: string, formatLocale: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let format = shortDateFormats.get(formatLocale);
  if (!format)
    shortDateFormats.set(
      formatLocale,
      (format = new Intl.DateTimeFormat(formatLocale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })),
    );
  const parts = format.formatToParts(new Date(Date.UTC(y, m - 1, d)));
  return parts.map((p) => (p.type === 'month' ? abbreviatedMonth(p.value, formatLocale) : p.value)).join('');
}

/**
 * Spanish abbreviates a month with a full stop ("10 feb. 2025"), which `Intl` leaves out ("10 feb
 * 2025"), and English gives every month three letters, September too ("Sep", where `Intl` writes "Sept");
 * the other languages' short months come from `Intl` as their typography writes them.
 */
export function abbreviatedMonth(month: string, formatLocale: string): string {
  if (formatLocale.startsWith('es') && !month.endsWith('.')) return `${month}.`;
  return formatLocale.startsWith('en') && month === 'Sept' ? 'Sep' : month;
}

/** How a language writes the first day of a month, where it differs from the figure 1. */
const FIRST_OF_MONTH: Record<string, string> = { fr: '1er', it: '1º' };
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "15 janvier 2025", "1er avril 2025", "1º aprile 2025": the day, the month in full and the year, in Latin
 * digits in every language, as running text writes a date.
 */
export function formatLongDate(date: string, formatLocale: string): string {
  let format = longDateFormats.get(formatLocale);
  if (!format)
    longDateFormats.set(
      formatLocale,
      (format = new Intl.DateTimeFormat(latinDigits(formatLocale), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })),
    );
  const text = format.format(new Date(`${date}T00:00:00Z`));
  const first = FIRST_OF_MONTH[formatLocale.split('-')[0]!];
  return first && date.endsWith('-01') ? text.replace(/^1 /, `${first} `) : text;
}
