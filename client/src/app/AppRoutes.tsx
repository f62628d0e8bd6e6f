import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { DriverScreen } from '../features/driver/DriverScreen';
import { LoginScreen } from '../features/login/LoginScreen';
import { hrefOf, parseHash, parsePath, redirectFor, ROUTES } from './router/routes';
import { replaceHref, useHash } from './router/useHash';
import { Screen } from './Screen';
import { useSession } from './session/SessionContext';
import { Shell } from './shell/Shell';
import { usePageTitle } from './shell/usePageTitle';

const DEFAULT_PRODUCT_NAME = 'Dispatch';

/** Decides what the current `#!` route shows for the current session, applying spec 1 §2's redirects. */
export function AppRoutes() {
  const hash = useHash();
  const route = parseHash(hash);
  const session = useSession();
  const { status, config, user } = session;
  const productShortName = config?.productShortName ?? DEFAULT_PRODUCT_NAME;
  const settled = status === 'signedIn' || status === 'anonymous';
  const target = settled ? redirectFor(route, user) : null;
  // The link to show: a redirect's target, else the canonical form of the current one ('#!/nonsense' -> '#!/').
  const wantedHref = hrefOf(target ?? route);

  useEffect(() => {
    if (hash !== wantedHref) replaceHref(wantedHref);
  }, [hash, wantedHref]);

  usePageTitle(productShortName, ROUTES[(target ?? route).name].title);
  if (status === 'unreachable') {
    return (
      <Result
        status="warning"
        title={`${productShortName} cannot reach its server`}
        subTitle="Please check your connection and try again."
        extra={
          <Button type="primary" onClick={session.retry} data-testid="retry">
            Try again
          </Button>
        }
      />
    );
  }
  if (!settled || target) return <FullPageSpinner />;
  if (route.name === 'login' || !user) {
    // Signed in yet on login: the screen asked for (route.next) needs another role (spec 1 §2, §6).
    const deniedScreen = user && route.next ? ROUTES[parsePath(route.next).name].title : undefined;
    return <LoginScreen productShortName={productShortName} deniedScreen={deniedScreen} />;
  }
  if (route.name === 'driver') return <DriverScreen user={user} />;
  return (
    <Shell route={route} title={ROUTES[route.name].title} productShortName={productShortName} user={user}>
      <Screen route={route} user={user} />
    </Shell>
  );
}
