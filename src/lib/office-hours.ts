import { format } from '../i18n/format';
import { WEEKDAYS, type OpeningHours, type Weekday } from '../schemas/site';

/** One line of the office hours as a reader scans them: some days, and their openings in the day's order. */
export interface HoursRow {
  days: Weekday[];
  times: { opens: string; closes: string }[];
}

/** The openings of `content/site.yaml` gathered by the days they share ("Monday to Friday: 08:00–12:00, 13:30–17:30"). */
export function hoursRows(hours: readonly OpeningHours[]): HoursRow[] {
  const rows = new Map<string, HoursRow>();
  for (const { days, opens, closes } of hours) {
    const sorted = WEEKDAYS.filter((d) => days.includes(d));
    const key = sorted.join();
    const row = rows.get(key) ?? { days: sorted, times: [] };
    row.times.push({ opens, closes });
    rows.set(key, row);
  }
  for (const row of rows.values()) row.times.sort((a, b) => a.opens.localeCompare(b.opens));
  return [...rows.values()].sort((a, b) => WEEKDAYS.indexOf(a.days[0]!) - WEEKDAYS.indexOf(b.days[0]!));
}

/** Days as a reader names them: three or more days in a row as a span (Monday to Friday), others one by one. */
export type DayRun = { from: Weekday; to: Weekday } | { day: Weekday };

export function dayRuns(days: readonly Weekday[]): DayRun[] {
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS.filter((d) => days.includes(d))) {
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === WEEKDAYS.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
  }
  return runs.flatMap((run): DayRun[] =>
    run.length >= 3 ? [{ from: run[0]!, to: run.at(-1)! }] : run.map((day) => ({ day })),
  );
}

/** The catalogue key of a day range: one that ends on Sunday has its own, for languages whose article changes there. */
export const dayRangeKey = (run: { to: Weekday }): 'hours.dayRange' | 'hours.dayRangeToSunday' =>
  run.to === 'su' ? 'hours.dayRangeToSunday' : 'hours.dayRange';

/** The catalogue's forms of a time of day, `hours.time` ("13 h 30"), and of an opening, `hours.span`. */
export interface ClockForms {
  time: string;
  span: string;
}

/** A piece of an opening as the catalogue writes it: words of the sentence, or one time of day to isolate. */
export type SpanPart = { text: string } | { time: string };

/**
 * An opening as the language writes times of day ("8:00–12:00", "8 h 00 – 12 h 00", "من 8:00 إلى 12:00"),
 * from content/site.yaml's 24-hour "HH:MM": `{hour}` without its leading zero, `{minute}`. The times come apart
 * from the words around them so each can be isolated left to right inside a right-to-left sentence.
 */
export function clockSpanParts(time: { opens: string; closes: string }, forms: ClockForms): SpanPart[] {
  const write = (hhmm: string) => {
    const [hour, minute] = hhmm.split(':') as [string, string];
    return format(forms.time, { hour: String(Number(hour)), minute });
  };
  const times: Record<string, string> = { opens: write(time.opens), closes: write(time.closes) };
  return forms.span
    .split(/(\{(?:opens|closes)\})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name && name in times ? { time: times[name]! } : { text: piece };
    });
}

/** A label's first letter in capitals, as a line of a list starts ("De lunes a viernes"). */
export const labelCase = (text: string, locale: string): string =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
