import { useLocale, useShell, useT } from '../../hooks/i18n';
import { clockSpanParts, dayRangeKey, dayRuns, hoursRows, labelCase } from '../../lib/office-hours';
import type { BlockOf } from '../../schemas/blocks';
import type { Weekday } from '../../schemas/site';

/** The offices' opening hours from content/site.yaml, one line per group of days. Static: no state, no script. */
export function OfficeHours({ block }: { block: BlockOf<'officeHours'> }) {
  const { site } = useShell();
  const t = useT();
  const locale = useLocale();
  const clock = { time: t('hours.time'), span: t('hours.span') };
  const day = (d: Weekday) => t(`hours.day.${d}`);
  const days = (row: Weekday[]) =>
    dayRuns(row)
      .map((run) => ('day' in run ? day(run.day) : t(dayRangeKey(run), { from: day(run.from), to: day(run.to) })))
      .join(t('hours.separator'));
  return (
    <section className="office-hours" aria-labelledby="office-hours-title">
      <h2 id="office-hours-title" className="office-hours__title">
        {block.title}
      </h2>
      <dl className="office-hours__list">
        {hoursRows(site.officeHours).map((row) => (
          <div key={row.days.join()} className="office-hours__row">
            <dt>{labelCase(days(row.days), locale)}</dt>
            <dd>
              {row.times.map((time, i) => (
                <span key={time.opens}>
                  {i > 0 && t('hours.spanSeparator')}
                  {clockSpanParts(time, clock).map((part, j) =>
                    // Times read left to right in every language, also inside an Arabic sentence.
                    'time' in part ? (
                      <bdi key={j} dir="ltr">
                        {part.time}
                      </bdi>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
