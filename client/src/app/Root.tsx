import { lazy, Suspense } from 'react';
import { PageLoading } from '../components/PageLoading';
import { parseHash } from './router/routes';
import { useHash } from './router/useHash';
import { readToken } from './session/storage';

// The office (antd, every screen) and the driver app (plain elements, for phones) are separate downloads: a driver
// never loads the office's bundle and the office never the driver's (issue 26 item 5; scripts/check-bundles.mjs).
const OfficeApp = lazy(() => import('./App').then((m) => ({ default: m.App })));
const DriverApp = lazy(() => import('../features/driver/DriverApp').then((m) => ({ default: m.DriverApp })));

/**
 * Starts the download of the office screen the first paint will show, alongside the office app instead of after
 * it and the session check: the sign-in screen when no session is held, else the control screen where `#!/` leads.
 */
function prefetchFirstScreen(): void {
  const route = parseHash(window.location.hash).name;
  if (route === 'driver') return;
  if (readToken() === null) void import('../features/login/LoginScreen');
  else if (route === 'login' || route === 'control_screen') void import('../features/control-screen/ControlScreen');
}
prefetchFirstScreen();

/** Chooses the office app or the driver app by the `#!` route; each brings its own providers. */
export function Root() {
  const driver = parseHash(useHash()).name === 'driver';
  return <Suspense fallback={<PageLoading />}>{driver ? <DriverApp /> : <OfficeApp />}</Suspense>;
}
