import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { createApolloClient } from '../../app/apollo/createApolloClient';
import { ROUTES } from '../../app/router/routes';
import { useRouteGuard } from '../../app/router/useRouteGuard';
import { useSession } from '../../app/session/SessionContext';
import { SessionProvider } from '../../app/session/SessionProvider';
import { SESSION_WARNING_TEXT, useInactivityClock, WARNING_SECONDS } from '../../app/session/useInactivityClock';
import { usePageTitle } from '../../app/shell/usePageTitle';
import { PageLoading } from '../../components/PageLoading';
import { DriverScreen } from './DriverScreen';
import { Button } from './ui';

/**
 * The driver app's root (#!/driver/): its own Apollo client and session, and no antd, so a phone downloads only
 * what the driver's screen needs (issue 26 item 5). Sign-in and password changes are the office app's screens.
 */
export function DriverApp() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <DriverRoute />
        <DriverSessionClock />
        <DriverSignedOut />
      </SessionProvider>
    </ApolloProvider>
  );
}

/** The driver's screen once the session is known; anyone else is sent where behaviour.md "Shared conventions / Screens and routes"'s rules say. */
function DriverRoute() {
  const { target, settled } = useRouteGuard();
  const session = useSession();
  const productShortName = session.config?.productShortName ?? 'Dispatch';
  usePageTitle(productShortName, ROUTES.driver.title);
  if (session.status === 'unreachable') {
    return (
      <main className="drv" role="alert">
        <h1>{productShortName} cannot reach its server</h1>
        <p>Please check your connection and try again.</p>
        <Button variant="primary" onClick={session.retry} testId="retry">Try again</Button>
      </main>
    );
  }
  if (!settled || target || !session.user) return <PageLoading />;
  return <DriverScreen user={session.user} />;
}

/** The inactivity clock, warning with a banner that closes itself. */
function DriverSessionClock() {
  const [warning, setWarning] = useState(false);
  const warn = useCallback(() => setWarning(true), []);
  useInactivityClock(warn);
  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(false), WARNING_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [warning]);
  return warning ? <div className="drv-toast" role="status" data-testid="session-warning">{SESSION_WARNING_TEXT}</div> : null;
}

/** behaviour.md "Sign-in and sessions / Sessions and the inactivity clock" / behaviour.md "Sign-in and sessions / Sign-in failures": the session ended; OK signs out and returns to login, there is no other way out. */
function DriverSignedOut() {
  const { signedOut, logout } = useSession();
  if (!signedOut) return null;
  return (
    <div className="drv-dialog-backdrop">
      <div className="drv-dialog" role="alertdialog" aria-modal="true" aria-labelledby="signed-out-title">
        <h2 id="signed-out-title">You have been signed out</h2>
        <p data-testid="signed-out-modal">Your session has ended. Please log in again to carry on.</p>
        <Button variant="primary" onClick={logout} testId="signed-out-ok" autoFocus>OK</Button>
      </div>
    </div>
  );
}
