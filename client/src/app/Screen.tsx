import { AccountsPlaceholder } from '../features/accounts/AccountsPlaceholder';
import { ChangePasswordScreen } from '../features/account/ChangePasswordScreen';
import { ConsignmentScreen } from '../features/consignment/ConsignmentScreen';
import { ControlScreen } from '../features/control-screen/ControlScreen';
import { CustomersScreen } from '../features/customers/CustomersScreen';
import { ManifestPlaceholder } from '../features/manifest/ManifestPlaceholder';
import { MapScreen } from '../features/map/MapScreen';
import { ReportsPlaceholder } from '../features/reports/ReportsPlaceholder';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { SuppliersScreen } from '../features/suppliers/SuppliersScreen';
import { TestingPlaceholder } from '../features/testing/TestingPlaceholder';
import type { Route } from './router/routes';
import type { SessionUser } from './session/SessionContext';

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
      return <ManifestPlaceholder id={route.id ?? ''} />;
    case 'suppliers':
      return <SuppliersScreen />;
    case 'customers':
      return <CustomersScreen />;
    case 'accounts':
      return <AccountsPlaceholder />;
    case 'reports':
      return <ReportsPlaceholder />;
    case 'settings':
      return <SettingsScreen user={user} />;
    case 'testing':
      return <TestingPlaceholder />;
    case 'change_password':
      return <ChangePasswordScreen user={user} />;
    case 'login':
      return null;
  }
}
