// The browser paints the server's HTML before React hydrates it: on a slow phone the page can be
// read at once, and hydration's work comes after the first paint instead of before it (decision 109).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A frame callback runs just before the next paint; the task it posts runs after that paint.
requestAnimationFrame(() => setTimeout(hydrate, 0));
// A tab opened in the background gets no frames until shown; it hydrates anyway.
setTimeout(hydrate, 1000);
