import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '../components/FullPageSpinner';
import type { Route } from './router/routes';
import type { SessionUser } from './session/SessionContext';

// Every screen is loaded when first opened: the first screen downloads only what it uses (issue 26 item 5:
// the office's first screen within 350 kB of gzipped JavaScript, checked by scripts/check-bundles.mjs).
const AccountsScreen = lazy(() => import('../features/accounts/AccountsScreen').then((m) => ({ default: m.AccountsScreen })));
const ChangePasswordScreen = lazy(() => import('../features/account/ChangePasswordScreen').then((m) => ({ default: m.ChangePasswordScreen })));
const ConsignmentScreen = lazy(() => import('../features/consignment/ConsignmentScreen').then((m) => ({ default: m.ConsignmentScreen })));
const ControlScreen = lazy(() => import('../features/control-screen/ControlScreen').then((m) => ({ default: m.ControlScreen })));
const CustomersScreen = lazy(() => import('../features/customers/CustomersScreen').then((m) => ({ default: m.CustomersScreen })));
const ImportScreen = lazy(() => import('../features/import/ImportScreen').then((m) => ({ default: m.ImportScreen })));
const ManifestScreen = lazy(() => import('../features/manifest/ManifestScreen').then((m) => ({ default: m.ManifestScreen })));
const MapScreen = lazy(() => import('../features/map/MapScreen').then((m) => ({ default: m.MapScreen })));
const PlanningScreen = lazy(() => import('../features/planning/PlanningScreen').then((m) => ({ default: m.PlanningScreen })));
const ReportsScreen = lazy(() => import('../features/reports/ReportsScreen').then((m) => ({ default: m.ReportsScreen })));
const SettingsScreen = lazy(() => import('../features/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })));
const SuppliersScreen = lazy(() => import('../features/suppliers/SuppliersScreen').then((m) => ({ default: m.SuppliersScreen })));

/** The screen of a signed-in route; the one place that maps route names to feature components. */
export function Screen({ route, user }: { route: Route; user: SessionUser }) {
  return <Suspense fallback={<FullPageSpinner />}>{screenOf(route, user)}</Suspense>;
}

function screenOf(route: Route, user: SessionUser): ReactNode {
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
      return <ReportsScreen user={user} />;
    case 'settings':
      return <SettingsScreen user={user} />;
    case 'change_password':
      return <ChangePasswordScreen user={user} />;
    case 'import':
      return <ImportScreen user={user} />;
    case 'planning':
      return <PlanningScreen />;
    case 'login':
    case 'driver':
      // The driver app has its own phone layout without the shell (AppRoutes).
      return null;
  }
}
