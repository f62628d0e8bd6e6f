import { KeyOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Space, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { hrefOf, type Route } from '../router/routes';
import { useSession, type SessionUser } from '../session/SessionContext';
import { useSessionEndedSubscription } from '../session/useSessionEndedSubscription';
import { AppMenu } from './AppMenu';
import { UserFlags } from './UserFlags';
import { useSessionHeartbeat } from './useSessionHeartbeat';

const COLLAPSED_KEY = 'dispatch.menuCollapsed';

interface ShellProps {
  route: Route;
  title: string;
  productShortName: string;
  user: SessionUser;
  children: ReactNode;
}

/** The frame of every signed-in screen: side menu with a collapse toggle, header with the user and logout. */
export function Shell({ route, title, productShortName, user, children }: ShellProps) {
  const { logout, signedOut } = useSession();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  useSessionHeartbeat(hrefOf(route));
  useSessionEndedSubscription(!signedOut);

  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} data-testid="app-sider">
        <a href={hrefOf({ name: 'control_screen' })} style={{ display: 'block', padding: '16px 20px', color: '#fff' }}>
          <Typography.Text strong style={{ color: '#fff', fontSize: collapsed ? 14 : 18 }} data-testid="product-name">
            {collapsed ? productShortName.slice(0, 2) : productShortName}
          </Typography.Text>
        </a>
        <AppMenu user={user} current={route.name} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', padding: '0 16px', display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid #f0f0f0' }}
        >
          <Tooltip title={collapsed ? 'Expand menu' : 'Collapse menu'}>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
              aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
              data-testid="menu-toggle"
            />
          </Tooltip>
          <Typography.Title level={4} style={{ margin: 0, flex: 1 }} data-testid="screen-title">
            {title}
          </Typography.Title>
          <Space size="middle">
            <UserFlags user={user} />
            <Typography.Text data-testid="user-name">
              <UserOutlined /> {user.name}
            </Typography.Text>
            <Button href={hrefOf({ name: 'change_password' })} icon={<KeyOutlined />} data-testid="menu-change-password">
              Change password
            </Button>
            <Button onClick={logout} icon={<LogoutOutlined />} data-testid="logout">
              Logout
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
