import type { SolarEstimate, SolarInput } from '../../lib/solar-estimate';
import { say, type SolarWords } from '../../lib/solar-format';
import { solarAnswer } from '../../lib/solar-sentences';
import type { SolarEstimatorConfig } from '../../schemas/solar-estimator';
import { breakdownRows } from './breakdown-rows';
import { SolarChart } from './SolarChart';
import { SourceLink } from './SourceLink';

interface ResultProps {
  config: SolarEstimatorConfig;
  words: SolarWords;
  rtl: boolean;
  input: SolarInput | undefined;
  result: SolarEstimate | undefined;
}

/**
 * The estimate: sentences answering what it would produce, save, receive and cost and when it pays back,
 * announced politely as they change; the months as a chart; a breakdown the visitor opens, each figure
 * with its assumption and its source; and the public tools that check a real roof.
 */
export function SolarResult(props: ResultProps) {
  const { config, words, result, input } = props;
  return (
    <div className="estimator__result">
      <h3>{say(words, 'solar.result.title')}</h3>
      <div className="estimator__total" role="status" aria-live="polite" aria-atomic="true">
        {result ? (
          solarAnswer(config, result, words).map(({ name, text }) => (
            <p key={name} data-answer={name}>
              {text}
            </p>
          ))
        ) : (
          <p>{say(words, 'solar.result.invalid')}</p>
        )}
      </div>
      {result && <SolarChart months={result.months} words={words} rtl={props.rtl} />}
      {result && input && <Breakdown {...props} input={input} result={result} />}
      {input && <CheckLinks config={config} words={words} input={input} />}
      <p className="estimator__note">{say(words, 'solar.disclaimer')}</p>
    </div>
  );
}

/** Each figure of the estimate, the assumption behind it, and where that comes from. */
function Breakdown({ config, words, input, result }: ResultProps & { input: SolarInput; result: SolarEstimate }) {
  const rows = breakdownRows({ config, input, result, words });
  return (
    <details className="estimator__details">
      <summary>{say(words, 'solar.details.summary')}</summary>
      <div className="table-scroll" tabIndex={0}>
        <table className="estimator__lines">
          <thead>
            <tr>
              <th scope="col">{say(words, 'solar.details.item')}</th>
              <th scope="col">{say(words, 'solar.details.value')}</th>
              <th scope="col">{say(words, 'solar.details.basis')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-line={row.key}>
                <th scope="row">{say(words, `solar.line.${row.key}`)}</th>
                <td>{row.value}</td>
                <td>
                  {row.basis} {row.source && <SourceLink source={row.source} words={words} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Public tools that check a real roof, for the visitor's country. */
function CheckLinks({ config, words, input }: { config: SolarEstimatorConfig; words: SolarWords; input: SolarInput }) {
  const links = config.check.filter((l) => l.countries.includes(input.country));
  if (!links.length) return null;
  return (
    <p className="estimator__check">
      {say(words, 'solar.check.title')}{' '}
      {links.map((l, i) => (
        <span key={l.key}>
          {i > 0 && ' · '}
          <a href={l.url} rel="noopener">
            {say(words, `solar.check.${l.key}`)}
          </a>
        </span>
      ))}
    </p>
  );
}
