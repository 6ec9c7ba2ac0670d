import type { Content } from './load';
import type { Problem } from './problems';

/** How long before a table's `validUntil` the check starts warning. */
const WARN_DAYS = 31;
const DAY_MS = 86_400_000;

/**
 * The tariffs and subsidies of content/solar-estimator.yaml hold for a year or less: an estimate from a
 * table past its `validUntil` would tell visitors a figure that no longer applies. A table past it is a
 * problem (the check fails); one ending within a month is a warning, so an author updates it in time.
 * `today` is a YYYY-MM-DD date, given by the caller so tests can choose it.
 */
export function solarValidity(content: Content, today: string): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const entry = content.solarEstimator;
  if (!entry) return { problems, warnings };
  const now = Date.parse(`${today}T00:00:00Z`);
  for (const [country, figures] of Object.entries(entry.data.countries))
    for (const table of ['tariff', 'feedIn', 'subsidy'] as const) {
      const { validUntil, title } = figures[table].source;
      const path = ['countries', country, table, 'source', 'validUntil'];
      const { line, column } = entry.source.locate(path);
      const at = { file: entry.file, line, column, field: path.join('.') };
      const daysLeft = Math.round((Date.parse(`${validUntil}T00:00:00Z`) - now) / DAY_MS);
      if (daysLeft < 0)
        problems.push({
          ...at,
          message: `${country} ${table} ("${title}") expired on ${validUntil}: read the figures in force at its source, update them and the dates`,
        });
      else if (daysLeft <= WARN_DAYS)
        warnings.push({
          ...at,
          message: `${country} ${table} ("${title}") holds until ${validUntil}, ${daysLeft} day${daysLeft === 1 ? '' : 's'} from now: read next period's figures at its source and update them`,
        });
    }
  return { problems, warnings };
}
