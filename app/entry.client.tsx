// The browser paints the server's HTML before React hydrates it: on a slow phone the page can be
// read at once, and hydration's work comes after the first paint instead of holding it back
// (decision 109). A tab opened in the background gets its first frame, and hydrates, when shown.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  performance.mark('hydration-start');
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
