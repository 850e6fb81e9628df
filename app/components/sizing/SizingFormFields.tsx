import { useState } from 'react';
import type { Lang } from '#contract/messages.js';
import { FLUIDS, fluidsFor, type FluidId } from '#sizing/engine/fluids.js';
import { SIZING_NUMBERS } from '#sizing/engine/fields.js';
import type { Medium } from '#sizing/engine/types.js';
import { flowUnitsFor, NOMINAL_SIZES, unitLabel, type UnitSystem } from '#sizing/engine/units.js';
import { sizingCopy } from '#sizing/words/sizingCopy.js';
import { usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import {
  atmosphereFromText,
  unitSystemOf,
  atmosphereText,
  ATMOSPHERE_UNIT,
  CASE_KEYS,
  OTHER_FLUID_FIELDS,
  schemaName,
  UNIT_OPTIONS,
  unitsFor,
  type CaseField,
  type FieldKey,
  type SizingForm,
  type Units,
} from '#sizing/form/sizingState.js';

/** What the form's parts need: the form, how to change it, and which fields show their errors. */
export interface FormProps {
  form: SizingForm;
  onChange(next: SizingForm): void;
  onUnit<K extends keyof Units>(key: K, unit: Units[K]): void;
  /** Each field's error, worded (sizingEngine.ts). */
  errors: Partial<Record<FieldKey, string>>;
  /** Fields the visitor has left: their errors show (on blur, not while typing the first digit). */
  touched: ReadonlySet<FieldKey>;
  onTouch(key: FieldKey): void;
}

/** The input's label: the schema's name of the quantity, in the page's language. */
const labelOf = (key: FieldKey, lang: Lang, flow: string) =>
  key.endsWith('.flow') ? flow : SIZING_NUMBERS[schemaName(key)].label[lang];

function UnitSelect<K extends keyof Units>({
  name,
  label,
  value,
  options,
  onUnit,
}: {
  name: K;
  label: string;
  value: Units[K];
  options: readonly Units[K][];
  onUnit: FormProps['onUnit'];
}) {
  return (
    <select
      className="sizing-unit"
      aria-label={label}
      name={`units.${name}`}
      value={value}
      data-unit={name}
      onChange={(e) => onUnit(name, e.target.value as Units[K])}
    >
      {options.map((unit) => (
        <option key={unit} value={unit}>
          {unitLabel(unit)}
        </option>
      ))}
    </select>
  );
}

/** A number input (or, for a size in DN or NPS, a select of nominal sizes) with its error below. */
function NumberInput({
  id,
  fieldKey,
  value,
  sizeUnit,
  props,
  onValue,
}: {
  id: string;
  fieldKey: FieldKey;
  value: string;
  sizeUnit?: string;
  props: FormProps;
  onValue(value: string): void;
}) {
  const error = props.touched.has(fieldKey) ? props.errors[fieldKey] : undefined;
  const errorId = `${id}-error`;
  const common = {
    id,
    // Its place in the form: the page reads a form posted without script by these names.
    name: fieldKey,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur: () => props.onTouch(fieldKey),
  } as const;
  return (
    <div className="sizing-input">
      {sizeUnit === 'DN' || sizeUnit === 'NPS' ? (
        <select {...common} value={value} onChange={(e) => onValue(e.target.value)}>
          <option value="">–</option>
          {NOMINAL_SIZES.map(({ dn, nps }) => (
            <option key={dn} value={String(dn)}>
              {sizeUnit === 'DN' ? `DN ${dn}` : `NPS ${nps}`}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
      {error && (
        <p className="sizing-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Medium, fluid and, for "other", the fluid's properties. */
export function FluidFields(props: FormProps) {
  const { form, onChange } = props;
  const copy = usePageCopy(sizingCopy);
  const lang = useLang();
  const setMedium = (medium: Medium) =>
    onChange({
      ...form,
      medium,
      fluid: fluidsFor(medium)[0]!,
      units: { ...form.units, flow: unitsFor(unitSystemOf(form), medium).flow },
    });
  const fields = form.fluid === 'other' ? OTHER_FLUID_FIELDS[form.medium] : [];
  const unitKey = (field: string) =>
    field === 'density' || field === 'vapourPressure' || field === 'criticalPressure' || field === 'viscosity'
      ? field
      : undefined;
  return (
    <div className="sizing-fluid">
      <div className="sizing-field">
        <label htmlFor="sizing-medium">{copy.medium}</label>
        <select
          id="sizing-medium"
          name="medium"
          value={form.medium}
          onChange={(e) => setMedium(e.target.value as Medium)}
        >
          {(['liquid', 'gas', 'steam'] as const).map((m) => (
            <option key={m} value={m}>
              {copy.media[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="sizing-field">
        <label htmlFor="sizing-fluid">{copy.fluid}</label>
        <select
          id="sizing-fluid"
          name="fluid"
          value={form.fluid}
          onChange={(e) => onChange({ ...form, fluid: e.target.value as FluidId })}
        >
          {fluidsFor(form.medium).map((id) => (
            <option key={id} value={id}>
              {FLUIDS[id].label[lang]}
            </option>
          ))}
        </select>
        {form.fluid !== 'other' && <p className="sizing-hint">{copy.fluidNote}</p>}
      </div>
      {fields.map((field) => {
        const key = `props.${field}` as FieldKey;
        const label = labelOf(key, lang, copy.flow);
        const unit = unitKey(field);
        const id = `sizing-props-${field}`;
        return (
          <div className="sizing-field" key={field}>
            <label htmlFor={id}>{label}</label>
            <div className="sizing-with-unit">
              <NumberInput
                id={id}
                fieldKey={key}
                value={form.props[field]}
                props={props}
                onValue={(value) => onChange({ ...form, props: { ...form.props, [field]: value } })}
              />
              {unit && (
                <UnitSelect
                  name={unit}
                  label={`${copy.unitOf} ${label}`}
                  value={form.units[unit]}
                  options={
                    (unit === 'density'
                      ? UNIT_OPTIONS.density
                      : unit === 'viscosity'
                        ? UNIT_OPTIONS.viscosity
                        : UNIT_OPTIONS.pressure) as readonly Units[typeof unit][]
                  }
                  onUnit={props.onUnit}
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The three cases side by side: one row per quantity, its unit select in the row's head. */
export function CaseTable(props: FormProps) {
  const { form, onChange } = props;
  const copy = usePageCopy(sizingCopy);
  const lang = useLang();
  const system = unitSystemOf(form);
  const setCase = (index: number, patch: Partial<SizingForm['cases'][number]>) =>
    onChange({
      ...form,
      cases: form.cases.map((c, i) => (i === index ? { ...c, ...patch } : c)) as SizingForm['cases'],
    });
  const activeCount = form.cases.filter((c) => !c.off).length;
  const rows: { field: CaseField; options: readonly string[] }[] = [
    { field: 'flow', options: flowUnitsFor(form.medium) },
    { field: 'P1', options: UNIT_OPTIONS.pressure },
    { field: 'P2', options: UNIT_OPTIONS.pressure },
    { field: 'T', options: UNIT_OPTIONS.T },
  ];
  return (
    <div className="sizing-cases" role="group" aria-label={copy.process}>
      <div className="sizing-cases__row sizing-cases__head">
        <span className="sizing-cases__label">{copy.quantity}</span>
        {CASE_KEYS.map((name, i) => (
          <label className="sizing-cases__case" key={name}>
            <input
              type="checkbox"
              name={`case${i}.on`}
              data-case={name}
              checked={!form.cases[i]!.off}
              // One case must stay: the last one cannot be left out.
              disabled={!form.cases[i]!.off && activeCount === 1}
              onChange={(e) => setCase(i, { off: !e.target.checked })}
            />
            {/* A disabled box is not posted: the case it keeps is said here. */}
            {!form.cases[i]!.off && activeCount === 1 && (
              <input type="hidden" name={`case${i}.on`} value="on" />
            )}
            <span>
              {copy.caseNames[name]}
              <span className="visually-hidden"> – {copy.include}</span>
            </span>
          </label>
        ))}
      </div>
      {rows.map(({ field, options }) => {
        const unitName = field === 'flow' ? 'flow' : field;
        const label = labelOf(`case0.${field}`, lang, copy.flow);
        return (
          <div className="sizing-cases__row" key={field}>
            <div className="sizing-cases__label">
              <span id={`sizing-row-${field}`}>{label}</span>
              <UnitSelect
                name={unitName}
                label={`${copy.unitOf} ${label}`}
                value={form.units[unitName]}
                options={options as readonly Units[typeof unitName][]}
                onUnit={props.onUnit}
              />
            </div>
            {CASE_KEYS.map((name, i) => {
              const key = `case${i}.${field}` as FieldKey;
              const id = `sizing-${name}-${field}`;
              return form.cases[i]!.off ? (
                <span key={name} className="sizing-cases__off">
                  {copy.caseLeftOut}
                </span>
              ) : (
                <div key={name} className="sizing-cases__cell">
                  <label htmlFor={id} className="visually-hidden">
                    {`${label} – ${copy.caseNames[name]}`}
                  </label>
                  <NumberInput
                    id={id}
                    fieldKey={key}
                    value={form.cases[i]![field]}
                    props={props}
                    onValue={(value) => setCase(i, { [field]: value })}
                  />
                </div>
              );
            })}
          </div>
        );
      })}
      <AtmosphereField
        key={system}
        form={form}
        system={system}
        label={`${copy.atm}${lang === 'zh' ? '，' : ', '}${unitLabel(ATMOSPHERE_UNIT[system])}`}
        onChange={onChange}
      />
    </div>
  );
}

/**
 * The atmospheric pressure in the page's unit system. While the visitor types, the field shows what
 * was typed (the form keeps kPa, and a conversion back would change the text under the cursor).
 */
function AtmosphereField({
  form,
  system,
  label,
  onChange,
}: {
  form: SizingForm;
  system: UnitSystem;
  label: string;
  onChange: (form: SizingForm) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="sizing-field sizing-field--inline">
      <label htmlFor="sizing-atm">{label}</label>
      <input
        id="sizing-atm"
        name={system === 'us' ? 'atm_psia' : 'atm'}
        type="text"
        inputMode="decimal"
        value={typed ?? atmosphereText(form, system)}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange({ ...form, atm: atmosphereFromText(e.target.value, system) });
        }}
        onBlur={() => setTyped(null)}
      />
    </div>
  );
}

/** Valve size, pipe sizes and the optional valve factors. */
export function ValveFields(props: FormProps) {
  const { form, onChange } = props;
  const copy = usePageCopy(sizingCopy);
  const lang = useLang();
  const sizes = [
    { key: 'valve.d' as const, name: 'd' as const, value: form.valve.d },
    { key: 'pipe.D1' as const, name: 'D1' as const, value: form.pipe.D1 },
    { key: 'pipe.D2' as const, name: 'D2' as const, value: form.pipe.D2 },
  ];
  const factors = ['FL', 'xT', 'Fd', 'xFz'] as const;
  return (
    <div className="sizing-valve">
      {sizes.map(({ key, name, value }) => {
        const label = labelOf(key, lang, copy.flow);
        const id = `sizing-${name}`;
        return (
          <div className="sizing-field" key={key}>
            <label htmlFor={id}>{label}</label>
            <div className="sizing-with-unit">
              <NumberInput
                id={id}
                fieldKey={key}
                value={value}
                sizeUnit={form.units[name]}
                props={props}
                onValue={(v) =>
                  onChange(
                    name === 'd'
                      ? // A size typed by hand is no longer the chosen catalogue size.
                        { ...form, valve: { ...form.valve, d: v }, chosen: null }
                      : { ...form, pipe: { ...form.pipe, [name]: v } },
                  )
                }
              />
              <UnitSelect
                name={name}
                label={`${copy.unitOf} ${label}`}
                value={form.units[name]}
                options={UNIT_OPTIONS.size}
                onUnit={props.onUnit}
              />
            </div>
          </div>
        );
      })}
      {factors.map((name) => {
        const key = `valve.${name}` as FieldKey;
        const label = labelOf(key, lang, copy.flow);
        const id = `sizing-${name}`;
        return (
          // An optional factor left blank is left off the printed data sheet.
          <div className="sizing-field" key={name} data-empty={form.valve[name] === '' || undefined}>
            <label htmlFor={id}>{label}</label>
            <NumberInput
              id={id}
              fieldKey={key}
              value={form.valve[name]}
              props={props}
              onValue={(v) => onChange({ ...form, valve: { ...form.valve, [name]: v }, chosen: null })}
            />
          </div>
        );
      })}
      <p className="sizing-hint sizing-valve__hint">{copy.valveHint}</p>
    </div>
  );
}
