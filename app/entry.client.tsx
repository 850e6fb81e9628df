// The browser paints the server's HTML before the page hydrates: on a slow phone the page can be
// read at once, and hydration's work comes after the first paint instead of holding it back
// (decision 109). A tab opened in the background gets its first frame, and hydrates, when shown.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  performance.mark('hydration-start');
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  } catch (thrown) {
    // The router suspends until it has decoded the server's data (a few microtasks). React waits
    // at the root; Preact has no root to wait at and hands the promise back: hydrate once it settles.
    if (thrown instanceof Promise) void thrown.then(hydrate, hydrate);
    else throw thrown;
  }
}

// A frame callback runs just before the next paint; the task it posts runs after that paint.
requestAnimationFrame(() => setTimeout(hydrate, 0));
