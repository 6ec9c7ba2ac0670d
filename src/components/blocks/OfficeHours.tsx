import { useLocale, useShell, useT } from '../../i18n/context';
import { clockSpan, dayRuns, hoursRows, labelCase } from '../../lib/office-hours';
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
      .map((run) => ('day' in run ? day(run.day) : t('hours.dayRange', { from: day(run.from), to: day(run.to) })))
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
                  {i > 0 && t('hours.separator')}
                  {/* Times read left to right in every language. */}
                  <bdi dir="ltr">{clockSpan(time, clock)}</bdi>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
