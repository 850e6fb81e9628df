import { HttpError } from 'react-admin';
import type { Proof, StepUpNeed } from '#contract/staffApi.js';

/** A proof as the dialog gives it (the server checks a passkey's answer for its shape). */
export type ProofGiven = Omit<Proof, 'passkey'> & { passkey?: object };

/**
 * The console's side of step-up: a change the server refuses for want of a fresh proof (403 with
 * `step_up`) is not an error to show but a question to ask. The dialog on screen (StepUpDialog)
 * registers itself here; admin/http.ts hands it every such refusal with the way to send the change
 * again, and the caller only hears how that ended.
 */

/** What the server asked for: the proof's parts, or null when the failure is another one. */
export function stepUpNeedOf(error: unknown): StepUpNeed | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const body = error.body as { step_up?: StepUpNeed } | null | undefined;
  return body?.step_up ?? null;
}

/**
 * Asks the member for a proof and runs `attempt` with it until it succeeds (answering what it
 * answered), fails otherwise (rejecting with that), or the member gives up (rejecting).
 */
export type ProofAsker = <T>(need: StepUpNeed, attempt: (proof: ProofGiven) => Promise<T>) => Promise<T>;

let asker: ProofAsker | null = null;

/** The dialog that asks, while it is on screen; null when it goes. */
export function setProofAsker(next: ProofAsker | null): void {
  asker = next;
}

/** Asks through the dialog on screen; without one, `refusal` stands (the server's own words). */
export function askForProof<T>(
  need: StepUpNeed,
  refusal: unknown,
  attempt: (proof: ProofGiven) => Promise<T>,
): Promise<T> {
  if (!asker) return Promise.reject(refusal);
  return asker(need, attempt);
}

/** A request's JSON body with the proof added (adding or removing a way to sign in carries it). */
export function withProof(body: BodyInit | null | undefined, proof: ProofGiven): string {
  const fields = typeof body === 'string' && body ? (JSON.parse(body) as Record<string, unknown>) : {};
  return JSON.stringify({ ...fields, proof });
}
