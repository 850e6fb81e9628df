import { CssBaseline } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { AdminContext, Notification, type AuthProvider } from 'react-admin';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { authProvider } from './authProvider.js';
import { i18nProvider } from './i18n/index.js';
import { LoginPage } from './LoginPage.js';
import { theme } from './theme.js';

// The console itself (react-admin's whole interface, MUI's data grid, the editors, the desk's
// charts) loads after the sign-in form has appeared, or at once for a signed-in member.
// zod is told not to probe `new Function` (a CSP violation, contract/zodConfig.ts) before App's
// chunks run: they build schemas as they load, and a shared chunk (records) runs before App's own
// first import would.
const loadApp = () => import('#contract/zodConfig.js').then(() => import('./App.js'));
const App = lazy(() => loadApp().then((module) => ({ default: module.App })));

/** Pages of the full console that a signed-out visitor may open (password reset). */
const OPEN_PATHS = /^\/(forgot|reset)\b/;

type Mode = 'checking' | 'sign-in' | 'console';

/**
 * The console's entry: a signed-out member gets the sign-in form from a small bundle (MUI's few
 * components of the form and react-admin's sign-in hooks), in the same frame, theme and language
 * react-admin's own sign-in page shows; once the session is full the console takes over at the
 * page asked for. react-admin's <Admin> still shows the same LoginPage after a sign-out.
 */
export function Console() {
  const { pathname } = useLocation();
  const [mode, setMode] = useState<Mode>(() => (OPEN_PATHS.test(pathname) ? 'console' : 'checking'));

  useEffect(() => {
    if (mode !== 'checking') return;
    authProvider.checkAuth({}).then(
      () => setMode('console'),
      () => setMode('sign-in'),
    );
  }, [mode]);

  useEffect(() => {
    if (mode !== 'sign-in') return;
    // Fetched once the form is on screen and the page is idle, or when the member starts typing,
    // so the console is there when the sign-in succeeds without delaying the form.
    const prefetch = () => void loadApp();
    const idle = window.requestIdleCallback?.(prefetch, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(prefetch, 1000) : undefined;
    window.addEventListener('keydown', prefetch, { once: true });
    window.addEventListener('pointerdown', prefetch, { once: true });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      window.removeEventListener('keydown', prefetch);
      window.removeEventListener('pointerdown', prefetch);
    };
  }, [mode]);

  // react-admin's useLogin goes on to the page asked for (or the dashboard); then the console renders.
  const signInAuth = useMemo<AuthProvider>(
    () => ({
      ...authProvider,
      async login(params) {
        await authProvider.login(params);
        setMode('console');
      },
    }),
    [],
  );

  if (mode === 'checking') return null;
  if (mode === 'console' || OPEN_PATHS.test(pathname))
    return (
      <Suspense>
        <App />
      </Suspense>
    );
  return (
    <AdminContext authProvider={signInAuth} i18nProvider={i18nProvider} theme={theme}>
      <CssBaseline enableColorScheme>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<ToSignIn />} />
        </Routes>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

/** As react-admin does: the sign-in page, remembering the page asked for. */
function ToSignIn() {
  const location = useLocation();
  return (
    <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
  );
}
