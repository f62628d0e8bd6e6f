import { lazy, Suspense } from 'react';
import { AccountsScreen } from '../features/accounts/AccountsScreen';
import { ChangePasswordScreen } from '../features/account/ChangePasswordScreen';
import { ConsignmentScreen } from '../features/consignment/ConsignmentScreen';
import { ControlScreen } from '../features/control-screen/ControlScreen';
import { CustomersScreen } from '../features/customers/CustomersScreen';
import { ManifestScreen } from '../features/manifest/ManifestScreen';
import { MapScreen } from '../features/map/MapScreen';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { SuppliersScreen } from '../features/suppliers/SuppliersScreen';
import { TestingPlaceholder } from '../features/testing/TestingPlaceholder';
import { FullPageSpinner } from '../components/FullPageSpinner';
import type { Route } from './router/routes';
import type { SessionUser } from './session/SessionContext';

// Reports carry the chart library; loading them on demand keeps it out of every other screen's download.
const ReportsScreen = lazy(() => import('../features/reports/ReportsScreen').then((m) => ({ default: m.ReportsScreen })));

/** The screen of a signed-in route; the one place that maps route names to feature components. */
export function Screen({ route, user }: { route: Route; user: SessionUser }) {
  switch (route.name) {
    case 'control_screen':
      return <ControlScreen user={user} />;
    case 'map':
      return <MapScreen user={user} />;
    case 'consignment':
      return <ConsignmentScreen key={route.id ?? 'new'} id={route.id} user={user} />;
    case 'manifest':
      return <ManifestScreen key={route.id} id={route.id ?? ''} />;
    case 'suppliers':
      return <SuppliersScreen />;
    case 'customers':
      return <CustomersScreen />;
    case 'accounts':
      return <AccountsScreen user={user} />;
    case 'reports':
      return (
        <Suspense fallback={<FullPageSpinner />}>
          <ReportsScreen user={user} />
        </Suspense>
      );
    case 'settings':
      return <SettingsScreen user={user} />;
    case 'testing':
      return <TestingPlaceholder />;
    case 'change_password':
      return <ChangePasswordScreen user={user} />;
    case 'login':
    case 'driver':
      // The driver app has its own phone layout without the shell (AppRoutes).
      return null;
  }
}
