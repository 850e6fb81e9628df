import { useState } from 'react';
import { useNotify } from 'react-admin';

/** What a failed request says: the server's message when it gave one (HttpError is an Error). */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The console's "busy while the request runs" step: `run(action)` sets `busy` (the caller
 * disables its buttons and fields with it), awaits the action and clears `busy` again, however it
 * ended. A failure goes to `onFailure` (a sign-in or password form shows it inline), or by default
 * to a react-admin error notice with the server's message. What a success does stays in the action.
 */
export function useBusyAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>, onFailure?: (error: unknown) => void): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (onFailure) onFailure(error);
      else notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
