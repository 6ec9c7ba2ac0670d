import type { SolarEstimatorConfig } from '../schemas/solar-estimator';
import { checkDimension, type DimensionError } from './estimate';
import type { SolarInput } from './solar-estimate';
import { MOUNTS, ORIENTATIONS, PITCH_OF_MOUNT, PITCHES, SOLAR_COUNTRIES, type Mount } from '../schemas/solar-options';

/*
 * The solar estimator's state as it travels in a URL (`?country=CH&region=GE&mount=roof&area=30…`), as the
 * form sends it without JavaScript and as the page mirrors it in its url. What is missing or unknown
 * takes the content's defaults. The figures are whole numbers, checked like the pergola estimator's
 * dimensions (src/lib/estimate.ts) with a step of 1, so they share its error messages.
 */

export interface RawSolar {
  country: SolarInput['country'];
  region: string;
  mount: Mount;
  area: string;
  spaces: string;
  orientation: SolarInput['orientation'];
  pitch: SolarInput['pitch'];
  /** Household size, '1'…'5'; empty when the visitor gives the yearly use instead. */
  people: string;
  consumption: string;
  km: string;
  heatPump: boolean;
  /** Battery size in kWh, one of the content's sizes; '0' without one. */
  battery: string;
}

export const SOLAR_NUMBERS = ['area', 'spaces', 'consumption', 'km'] as const;
export type SolarNumber = (typeof SOLAR_NUMBERS)[number];
export const SOLAR_PARAMS = [
  'country',
  'region',
  'mount',
  'orientation',
  'pitch',
  'people',
  'heatPump',
  'battery',
  ...SOLAR_NUMBERS,
];

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Reads the state from query parameters; `preset` is the page's (a carport product opens on a carport). */
export function readSolarParams(
  params: URLSearchParams,
  config: SolarEstimatorConfig,
  preset: { mount?: Mount } = {},
): RawSolar {
  // The region names its country; the country alone (a link) takes its first region.
  const asked = config.yields.regions.find((r) => r.code === params.get('region'));
  const country = asked?.country ?? oneOf(SOLAR_COUNTRIES, params.get('country'), 'CH');
  const region = asked ?? config.yields.regions.find((r) => r.country === country)!;
  const { inputs } = config;
  const mount = oneOf(MOUNTS, params.get('mount'), preset.mount ?? 'roof');
  return {
    country,
    region: region.code,
    mount,
    area: params.get('area') ?? String(inputs.area.default),
    spaces: params.get('spaces') ?? String(inputs.spaces.default),
    orientation: oneOf(ORIENTATIONS, params.get('orientation'), 'south'),
    pitch: oneOf(PITCHES, params.get('pitch'), PITCH_OF_MOUNT[mount]),
    people: oneOf(['', '1', '2', '3', '4', '5'], params.get('people'), ''),
    consumption: params.get('consumption') ?? String(inputs.consumption.default),
    km: params.get('km') ?? String(inputs.km.default),
    // A checkbox sends its value only when ticked.
    heatPump: params.get('heatPump') === '1',
    battery: oneOf(['0', ...config.battery.sizes.map(String)], params.get('battery'), '0'),
  };
}

/** The state as query parameters, as the no-JavaScript form sends them. */
export function solarParams(state: RawSolar): Record<string, string> {
  const { heatPump, ...rest } = state;
  return { ...rest, ...(heatPump ? { heatPump: '1' } : {}) };
}

/** The fields that count for this state: a roof has no parking spaces, a household size replaces the use. */
export const usedNumbers = (state: RawSolar): SolarNumber[] =>
  SOLAR_NUMBERS.filter(
    (n) =>
      !(n === 'area' && state.mount !== 'roof') &&
      !(n === 'spaces' && state.mount !== 'carport') &&
      !(n === 'consumption' && state.people),
  );

/** Validates a raw state: the input to estimate, or the error of each number that counts. */
export function checkSolar(
  state: RawSolar,
  config: SolarEstimatorConfig,
): { input: SolarInput } | { errors: Partial<Record<SolarNumber, DimensionError>> } {
  const values: Partial<Record<SolarNumber, number>> = {};
  const errors: Partial<Record<SolarNumber, DimensionError>> = {};
  for (const name of usedNumbers(state)) {
    const checked = checkDimension(state[name], { ...config.inputs[name], step: 1 });
    if ('value' in checked) values[name] = checked.value;
    else errors[name] = checked.error;
  }
  if (Object.keys(errors).length) return { errors };
  const perHousehold = config.use.perHousehold;
  const consumption = state.people
    ? perHousehold[Math.min(Number(state.people), perHousehold.length) - 1]!
    : values.consumption!;
  return {
    input: {
      country: state.country,
      region: state.region,
      mount: state.mount,
      area: values.area ?? 0,
      spaces: values.spaces ?? 0,
      orientation: state.orientation,
      pitch: state.pitch,
      consumption,
      km: values.km!,
      heatPump: state.heatPump,
      battery: Number(state.battery),
    },
  };
}
