import {
  actuatorReasonText,
  actuatorWarningText,
  FAIL_ACTIONS,
  LEAKAGE_CLASSES,
  type ActuatorChoice,
  type FailAction,
  type LeakageClass,
} from '#sizing/engine/actuator.js';
import type { UnitSystem } from '#sizing/engine/units.js';
import { actuatorFigureRows, dutyUnits } from '#sizing/engine/actuatorUnits.js';
import {
  DUTY_RANGES,
  sizeChosenActuator,
  type ActuationData,
  type PageDuty,
} from '#sizing/form/actuatorDuty.js';
import type { SizingForm } from '#sizing/form/sizingState.js';
import { actuatorCopy } from '#sizing/words/actuatorCopy.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';

/** The chosen actuator's figures as the page and the sheet list them. */
function ActuatorFigures({ actuator, system }: { actuator: ActuatorChoice; system: UnitSystem }) {
  const copy = usePageCopy(actuatorCopy);
  const lang = useLang();
  const u = dutyUnits(system, lang);
  const rows = actuatorFigureRows(actuator, system, lang);
  const parts = actuator.thrust
    ? fill(copy.parts, {
        unbalance: u.force(actuator.thrust.unbalance + actuator.thrust.sealFriction),
        seat: u.force(actuator.thrust.seatLoad),
        packing: u.force(actuator.thrust.packingFriction),
      })
    : actuator.torque
      ? fill(copy.torqueParts, {
          breakout: u.torque(actuator.torque.breakout),
          dynamic: u.torque(actuator.torque.dynamic),
        })
      : '';
  return (
    <>
      <dl className="sizing-actuator__figures" data-testid="sizing-actuator-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {parts && <p className="sizing-actuator__parts">{parts}</p>}
      {actuator.warnings.length > 0 && (
        <ul className="sizing-actuator__warnings" aria-label={copy.warnings}>
          {actuator.warnings.map((w) => (
            <li key={w.code}>{actuatorWarningText(w, lang)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The step after the valve: the duty (fail action, supply, shut-off drop, leakage class) in the
 * page's units, and the actuator the catalogue gives the chosen size for it.
 */
export function SizingActuator({
  form,
  chosen,
  chosenLabel,
  duty,
  onDuty,
  data,
  system,
}: {
  form: SizingForm;
  chosen: string | null;
  chosenLabel: string | null;
  duty: PageDuty;
  onDuty(duty: PageDuty): void;
  data: ActuationData;
  system: UnitSystem;
}) {
  const copy = usePageCopy(actuatorCopy);
  const lang = useLang();
  const u = dutyUnits(system, lang);
  const valid =
    duty.supplyBar >= DUTY_RANGES.supplyBar.min &&
    duty.supplyBar <= DUTY_RANGES.supplyBar.max &&
    duty.shutoffBar > 0 &&
    duty.shutoffBar <= DUTY_RANGES.shutoffBar.max;
  const sized = chosen && valid ? sizeChosenActuator(form, chosen, duty, data) : null;
  const number = (bar: number) => String(Number(u.toPage(bar).toPrecision(4)));
  const setPressure = (field: 'supplyBar' | 'shutoffBar', text: string) => {
    const value = Number(text.replace(',', '.'));
    onDuty({ ...duty, [field]: text.trim() === '' || !Number.isFinite(value) ? NaN : u.fromPage(value) });
  };
  return (
    <section
      className="sizing-actuator"
      aria-labelledby="sizing-actuator-title"
      data-testid="sizing-actuator"
    >
      <h2 id="sizing-actuator-title">{copy.title}</h2>
      <p className="sizing-actuator__lead">{copy.lead}</p>
      <div className="sizing-actuator__duty">
        <label>
          <span>{copy.failAction}</span>
          <select
            name="failAction"
            value={duty.failAction}
            onChange={(e) => onDuty({ ...duty, failAction: e.target.value as FailAction })}
          >
            {FAIL_ACTIONS.map((f) => (
              <option key={f} value={f}>
                {copy.fail[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            {copy.supply} ({u.pressureUnit}(g))
          </span>
          <input
            name="supplyPressure"
            inputMode="decimal"
            defaultValue={number(duty.supplyBar)}
            key={`supply-${system}`}
            onChange={(e) => setPressure('supplyBar', e.target.value)}
          />
        </label>
        <label>
          <span>
            {copy.shutoff} ({u.pressureUnit})
          </span>
          <input
            name="shutoffDeltaP"
            inputMode="decimal"
            defaultValue={number(duty.shutoffBar)}
            key={`shutoff-${system}-${duty.shutoffBar.toPrecision(3)}`}
            onBlur={(e) => setPressure('shutoffBar', e.target.value)}
            onChange={(e) => setPressure('shutoffBar', e.target.value)}
            aria-describedby="sizing-actuator-shutoff-hint"
          />
          <small id="sizing-actuator-shutoff-hint">{copy.shutoffHint}</small>
        </label>
        <label>
          <span>{copy.leakage}</span>
          <select
            name="leakageClass"
            value={duty.leakageClass}
            onChange={(e) => onDuty({ ...duty, leakageClass: e.target.value as LeakageClass })}
          >
            {LEAKAGE_CLASSES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="sizing-actuator__result" aria-live="polite" data-testid="sizing-actuator-result">
        {!chosen ? (
          <p>{copy.noValve}</p>
        ) : !valid ? (
          <p role="alert">
            {fill(copy.invalid, {
              min: `${number(DUTY_RANGES.supplyBar.min)} ${u.pressureUnit}`,
              max: `${number(DUTY_RANGES.supplyBar.max)} ${u.pressureUnit}`,
            })}
          </p>
        ) : (
          <>
            {chosenLabel && (
              <p className="sizing-actuator__for">{fill(copy.chosenFor, { valve: chosenLabel })}</p>
            )}
            {sized?.actuator ? (
              <ActuatorFigures actuator={sized.actuator} system={system} />
            ) : (
              <p role="alert">
                <strong>{copy.none}:</strong> {sized ? actuatorReasonText(sized.reason!, lang) : ''}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
