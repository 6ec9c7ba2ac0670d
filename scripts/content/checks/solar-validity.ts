import { deadlineMessage, solarDeadlines } from './solar-deadlines';
import type { Content } from '../load/load';
import { formatFieldPath, type Problem } from '../problems';
import type { Day } from '../../../src/lib/solar-periods';

/**
 * The solar tables that need an author, as warnings at the line of their date (scripts/content/checks/solar-deadlines.ts).
 * What an author got wrong in the periods themselves (an overlap, an end before its start, a missing source
 * or read date) fails the check through the schema, src/schemas/solar-estimator.ts.
 */
export function solarValidity(content: Content, day: Day): Problem[] {
  const entry = content.solarEstimator;
  if (!entry) return [];
  return solarDeadlines(entry.data, day).map((d) => {
    const { line, column } = entry.source.locate(d.fieldPath);
    return { file: entry.file, line, column, field: formatFieldPath(d.fieldPath), message: deadlineMessage(d) };
  });
}
