/**
 * The selection with actuators: each size that fits gets the smallest actuator of the catalogue
 * that closes it for the duty; a size none can close no longer fits, and says why.
 */
import { sizeActuator, type Actuator, type ActuatorDuty, type ValveActuation } from './actuator.js';
import type { Selection, SelectionCandidate } from './selection.js';
import type { SizingRequest } from './types.js';

/** The duty as the request states it, the flowing drop from its cases (rotary dynamic torque). */
export function actuatorDuty(
  request: Pick<SizingRequest, 'cases'>,
  duty: Omit<ActuatorDuty, 'flowingDeltaP'>,
): ActuatorDuty {
  const flowing = Math.max(0, ...request.cases.map((c) => c.P1 - c.P2));
  return { ...duty, flowingDeltaP: Math.min(flowing, duty.shutoffDeltaP) };
}

export function selectActuators(
  selection: Selection,
  valves: ReadonlyMap<number, ValveActuation>,
  actuators: readonly Actuator[],
  duty: ActuatorDuty,
): Selection {
  const fitting: SelectionCandidate[] = [];
  const moved: SelectionCandidate[] = [];
  for (const candidate of selection.fitting) {
    const valve = valves.get(candidate.productId);
    const sized = valve
      ? sizeActuator(valve, candidate.dn, actuators, duty)
      : ({ actuator: null, reason: { code: 'no-data', params: { dn: candidate.dn } } } as const);
    if (sized.actuator) fitting.push({ ...candidate, actuator: sized.actuator });
    else
      moved.push({
        ...candidate,
        fits: false,
        reasons: [{ code: 'actuator', params: { ...sized.reason.params, reason: sized.reason.code } }],
        notes: candidate.notes.filter((n) => n.code === 'cavitation'),
      });
  }
  const notFitting = [...selection.notFitting, ...moved].sort(
    (a, b) => a.dn - b.dn || a.model.localeCompare(b.model),
  );
  return { ...selection, fitting, notFitting };
}
