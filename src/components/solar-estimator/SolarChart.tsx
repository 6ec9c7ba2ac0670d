import type { MonthFigures } from '../../lib/solar-estimate';
import { number, say, type SolarWords } from '../../lib/solar-format';

interface ChartProps {
  months: MonthFigures[];
  words: SolarWords;
  rtl: boolean;
}

const WIDTH = 600;
const HEIGHT = 200;
const BASE = 180;
const SLOT = WIDTH / 12;
const BAR = SLOT * 0.32;
/*
 * Colours as attributes, not classes: the contact page that answers without JavaScript may not load the
 * estimator's stylesheet. Each bar is outlined in ink, so even the light ones keep 3:1 against the page.
 */
const INK = '#1d252c';
const FILL = { production: '#d99a2b', use: '#ffffff', covered: '#1f4d3a' } as const;

/** A legend's colour: the same fill and outline as the bars. */
function Swatch({ fill }: { fill: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="13" height="13" fill={fill} stroke={INK} />
    </svg>
  );
}

/**
 * Production, use and the part of the use the panels cover, month by month: why the panels sell their
 * summer surplus and a heat pump's winter use still comes from the grid. A drawing for the eye, hidden from
 * screen readers, which read the same figures in the table after it. Plain markup without hooks, so the
 * function that answers without JavaScript renders it too; right to left, January stands on the right.
 */
export function SolarChart({ months, words, rtl }: ChartProps) {
  const top = Math.max(1, ...months.flatMap((m) => [m.production, m.use]));
  const h = (kwh: number) => (kwh / top) * (BASE - 10);
  const x = (i: number, offset: number) => (rtl ? WIDTH - (i + 1) * SLOT : i * SLOT) + offset;
  const kwh = (value: number) => number(words, Math.round(value / 10) * 10);
  return (
    <figure className="solar-chart">
      <figcaption>{say(words, 'solar.chart.title')}</figcaption>
      <ul className="solar-chart__legend" aria-hidden="true">
        {(['production', 'use', 'covered'] as const).map((key) => (
          <li key={key}>
            <Swatch fill={FILL[key]} /> {say(words, `solar.chart.${key}`)}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" className="solar-chart__bars">
        <line x1="0" x2={WIDTH} y1={BASE} y2={BASE} stroke={INK} />
        {months.map((m, i) => (
          <g key={i}>
            <rect
              fill={FILL.production}
              stroke={INK}
              x={x(i, SLOT * 0.16)}
              y={BASE - h(m.production)}
              width={BAR}
              height={h(m.production)}
            />
            <rect
              fill={FILL.use}
              stroke={INK}
              x={x(i, SLOT * 0.52)}
              y={BASE - h(m.use)}
              width={BAR}
              height={h(m.use)}
            />
            <rect
              fill={FILL.covered}
              stroke={INK}
              x={x(i, SLOT * 0.52)}
              y={BASE - h(m.covered)}
              width={BAR}
              height={h(m.covered)}
            />
            <text x={x(i, SLOT / 2)} y={HEIGHT - 4} textAnchor="middle" fontSize="13" fill={INK}>
              {words.calendar.monthsShort[i]}
            </text>
          </g>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{say(words, 'solar.chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{say(words, 'solar.chart.month')}</th>
            <th scope="col">{say(words, 'solar.chart.production')}</th>
            <th scope="col">{say(words, 'solar.chart.use')}</th>
            <th scope="col">{say(words, 'solar.chart.covered')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={i}>
              <th scope="row">{words.calendar.months[i]}</th>
              <td>{kwh(m.production)}</td>
              <td>{kwh(m.use)}</td>
              <td>{kwh(m.covered)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
