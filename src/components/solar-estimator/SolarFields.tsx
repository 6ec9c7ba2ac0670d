import type { ReactNode } from 'react';
import { useT } from '../../hooks/i18n';
import type { UiKey } from '../../generated/ui-keys';
import { formatNumber } from '../../lib/estimate-format';
import { MOUNTS, ORIENTATIONS, PITCH_OF_MOUNT, PITCHES, SOLAR_COUNTRIES } from '../../schemas/solar-options';
import { usedNumbers, type RawSolar, type SolarNumber } from '../../lib/solar-params';
import { useHydrated } from '../../hooks/use-hydrated';
import type { SolarEstimatorConfig } from '../../schemas/solar-estimator';
import { Field, fieldAria } from '../forms/Field';

interface FieldsProps {
  id: string;
  config: SolarEstimatorConfig;
  formatLocale: string;
  state: RawSolar;
  update: (patch: Partial<RawSolar>) => void;
  errorText: (name: SolarNumber) => string;
}

const PEOPLE = ['', '1', '2', '3', '4', '5'];

/**
 * The solar estimator's fields. Without JavaScript every field shows (the server uses those that count);
 * once hydrated, the parking spaces hide for a roof, the area for a carport.
 */
export function SolarFields(props: FieldsProps) {
  const { id, state, update } = props;
  const t = useT();
  const hydrated = useHydrated();
  const raw = (key: string) => t(key as UiKey);
  const shown = (name: SolarNumber) => !hydrated || name === 'consumption' || usedNumbers(state).includes(name);
  const select = (
    name: 'orientation' | 'pitch' | 'people' | 'battery',
    options: readonly string[],
    label: (o: string) => string,
  ) => (
    <Field id={`${id}-${name}`} label={t(`solar.${name}.label`)}>
      <select
        id={`${id}-${name}`}
        name={name}
        value={state[name]}
        onChange={(e) => update({ [name]: e.currentTarget.value })}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <>
      <RegionSelect {...props} />
      <fieldset className="estimator__types">
        <legend>{t('solar.mount.label')}</legend>
        {MOUNTS.map((mount) => (
          <label key={mount} className="estimator__choice">
            <input
              type="radio"
              name="mount"
              value={mount}
              checked={state.mount === mount}
              // A carport's modules lie flat; a roof opens on the usual pitch.
              onChange={() => update({ mount, pitch: PITCH_OF_MOUNT[mount] })}
            />{' '}
            {t(`solar.mount.${mount}`)}
          </label>
        ))}
      </fieldset>
      <div className="estimator__sizes">
        {shown('area') && <NumberField {...props} name="area" />}
        {shown('spaces') && <NumberField {...props} name="spaces" />}
        {select('orientation', ORIENTATIONS, (o) => raw(`solar.orientation.${o}`))}
        {select('pitch', PITCHES, (o) => raw(`solar.pitch.${o}`))}
        {select('people', PEOPLE, (o) => raw(`solar.people.${o || 'none'}`))}
        {shown('consumption') && <NumberField {...props} name="consumption" />}
        <NumberField {...props} name="km" />
        {select('battery', ['0', ...props.config.battery.sizes.map(String)], (o) =>
          o === '0'
            ? t('solar.battery.none')
            : t('solar.battery.size', { kwh: formatNumber(Number(o), props.formatLocale) }),
        )}
      </div>
      <div className="estimator__options">
        <label className="estimator__choice">
          <input
            type="checkbox"
            name="heatPump"
            value="1"
            checked={state.heatPump}
            onChange={(e) => update({ heatPump: e.currentTarget.checked })}
          />{' '}
          {t('solar.heatPump.label')}
        </label>
      </div>
    </>
  );
}

/** The canton or department, grouped by country: the region names the country. */
function RegionSelect({ id, config, state, update }: FieldsProps) {
  const t = useT();
  return (
    <Field id={`${id}-region`} label={t('solar.region.label')}>
      <select
        id={`${id}-region`}
        name="region"
        value={state.region}
        onChange={(e) => {
          const code = e.currentTarget.value;
          const country = config.yields.regions.find((r) => r.code === code)?.country ?? state.country;
          update({ region: code, country });
        }}
      >
        {SOLAR_COUNTRIES.map((country) => (
          <optgroup key={country} label={t(`solar.country.${country}`)}>
            {config.yields.regions
              .filter((r) => r.country === country)
              .map((r) => (
                <option key={r.code} value={r.code}>
                  {t(`solar.region.${r.code}` as UiKey)}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}

/** A whole number the visitor types, with its bounds as the hint and its error. */
function NumberField({
  id,
  config,
  formatLocale,
  state,
  update,
  errorText,
  name,
}: FieldsProps & { name: SolarNumber }): ReactNode {
  const t = useT();
  const fieldId = `${id}-${name}`;
  const error = errorText(name);
  const n = (value: number) => formatNumber(value, formatLocale);
  const hint = t(`solar.${name}.hint`, { min: n(config.inputs[name].min), max: n(config.inputs[name].max) });
  return (
    <Field id={fieldId} label={t(`solar.${name}.label`)} error={error} hint={hint}>
      <input
        id={fieldId}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        // Without JavaScript the browser checks the form; the server checks the bounds.
        pattern="\d+"
        value={state[name]}
        onChange={(e) => update({ [name]: e.currentTarget.value })}
        {...fieldAria(fieldId, error, hint)}
      />
    </Field>
  );
}
