import { longDate, say, type SolarWords } from '../../lib/solar-format';
import type { SolarSource } from '../../schemas/solar-estimator';

/**
 * Where a figure comes from: a link to the page it was read on, with the date in the visitor's language; or
 * "our own assumption", with no "Source" link (a public page to compare with, where there is one).
 */
export function SourceLink({ source, words }: { source: SolarSource; words: SolarWords }) {
  const date = longDate(words, source.read);
  if (source.assumption)
    return (
      <span className="estimator__source">
        {say(words, 'solar.source.assumption')}
        {source.url && (
          <>
            {' '}
            <a href={source.url} rel="noopener">
              {say(words, 'solar.source.see', { date })}
            </a>
          </>
        )}
      </span>
    );
  return (
    <a className="estimator__source" href={source.url} rel="noopener">
      {say(words, 'solar.source.link', { date })}
    </a>
  );
}
