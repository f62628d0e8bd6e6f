import {
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  EnvironmentOutlined,
  FileExcelOutlined,
  PoundOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { hrefOf, type RouteName } from '../router/routes';
import type { SessionUser } from '../session/SessionContext';

interface MenuEntry {
  route: RouteName;
  label: string;
  icon: ReactNode;
  officeOnly: boolean;
}

/** behaviour.md "Control screen / Consignments tab" "Menu": the Control Screen tab for everyone, the back-office screens for the office role. */
const ENTRIES: MenuEntry[] = [
  { route: 'control_screen', label: 'Control Screen', icon: <AppstoreOutlined />, officeOnly: false },
  { route: 'import', label: 'Import Bookings', icon: <FileExcelOutlined />, officeOnly: false },
  { route: 'map', label: 'Map', icon: <EnvironmentOutlined />, officeOnly: true },
  { route: 'planning', label: 'Plan the Day', icon: <ScheduleOutlined />, officeOnly: true },
  { route: 'suppliers', label: 'Suppliers', icon: <CarOutlined />, officeOnly: true },
  { route: 'customers', label: 'Customers', icon: <TeamOutlined />, officeOnly: true },
  { route: 'accounts', label: 'Accounts', icon: <PoundOutlined />, officeOnly: true },
  { route: 'reports', label: 'Reports', icon: <BarChartOutlined />, officeOnly: true },
  { route: 'settings', label: 'Settings', icon: <SettingOutlined />, officeOnly: true },
];

/** Which menu entry a screen belongs to, so the consignment and manifest screens highlight Control Screen. */
function selectedKey(route: RouteName): string {
  return route === 'consignment' || route === 'manifest' ? 'control_screen' : route;
}

interface AppMenuProps {
  user: SessionUser;
  current: RouteName;
}

/** The side menu: real `#!` links, so a middle click opens a screen in a new tab. */
export function AppMenu({ user, current }: AppMenuProps) {
  const items: MenuProps['items'] = ENTRIES.filter((e) => !e.officeOnly || user.role === 'OFFICE').map((e) => ({
    key: e.route,
    icon: e.icon,
    label: (
      <a href={hrefOf({ name: e.route })} data-testid={`menu-${e.route}`}>
        {e.label}
      </a>
    ),
  }));
  return <Menu theme="dark" mode="inline" selectedKeys={[selectedKey(current)]} items={items} data-testid="app-menu" />;
}
