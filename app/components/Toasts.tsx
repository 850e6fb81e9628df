import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { island } from '../islands/island.js';

/**
 * Toasts (sonner) are needed only by the forms; their code loads when a component that shows
 * toasts mounts (useToasts), so pages without forms, such as home, do not carry it.
 */
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a component that will show toasts: makes sure the toast host is on the page. */
export function useToasts(): void {
  useEffect(() => {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  }, []);
}

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Where toasts appear; rendered once by the site layout. */
export const ToastHost = island('ToastHost', function ToastHost() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={5000}
        toastOptions={{ className: 'toast' }}
      />
    </Suspense>
  );
});
