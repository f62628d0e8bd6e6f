import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { parsePath, ROUTES } from './router/routes';
import { useRouteGuard } from './router/useRouteGuard';
import { Screen } from './Screen';
import { useSession } from './session/SessionContext';
import { Shell } from './shell/Shell';
import { usePageTitle } from './shell/usePageTitle';

const DEFAULT_PRODUCT_NAME = 'Dispatch';

// The sign-in screen (a form) and the unreachable page (large illustrations) load only when shown: a signed-in
// office user's first screen is the shell and the control screen (issue 26 item 5).
const LoginScreen = lazy(() => import('../features/login/LoginScreen').then((m) => ({ default: m.LoginScreen })));
const ServerUnreachable = lazy(() => import('./ServerUnreachable').then((m) => ({ default: m.ServerUnreachable })));

/** Decides what an office `#!` route shows for the current session, applying behaviour.md "Shared conventions / Screens and routes"'s redirects (the driver app routes itself: Root). */
export function AppRoutes() {
  const { route, target, settled } = useRouteGuard();
  const session = useSession();
  const { status, config, user } = session;
  const productShortName = config?.productShortName ?? DEFAULT_PRODUCT_NAME;

  usePageTitle(productShortName, ROUTES[(target ?? route).name].title);
  if (status === 'unreachable') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ServerUnreachable productShortName={productShortName} onRetry={session.retry} />
      </Suspense>
    );
  }
  if (!settled || target) return <FullPageSpinner />;
  if (route.name === 'login' || !user) {
    // Signed in yet on login: the screen asked for (route.next) needs another role (behaviour.md "Shared conventions / Screens and routes"; "Roles and access / Roles").
    const deniedScreen = user && route.next ? ROUTES[parsePath(route.next).name].title : undefined;
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LoginScreen productShortName={productShortName} deniedScreen={deniedScreen} />
      </Suspense>
    );
  }
  return (
    <Shell route={route} title={ROUTES[route.name].title} productShortName={productShortName} user={user}>
      <Screen route={route} user={user} />
    </Shell>
  );
}
