import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Console } from './Console.js';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from admin/index.html');

// Path URLs under /admin (the server answers /admin/* with index.html), not react-admin's hash URLs.
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <Console />
    </BrowserRouter>
  </StrictMode>,
);
