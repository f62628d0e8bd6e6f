import { Tag, Tooltip } from 'antd';
import type { SessionUser } from '../session/SessionContext';

/** behaviour.md "Shared conventions / Screens and routes" "Menu": the admin, accounts and manager flags of the signed-in user, visible at a glance. */
export function UserFlags({ user }: { user: SessionUser }) {
  const flags = [
    { on: user.isAdmin, key: 'admin', label: 'Admin', color: 'red', hint: 'Administrator' },
    { on: user.isAccounts, key: 'accounts', label: 'Accounts', color: 'gold', hint: 'Accounts user' },
    { on: user.isManager, key: 'manager', label: 'Manager', color: 'blue', hint: 'Manager' },
  ];
  return (
    <span data-testid="user-flags">
      {flags
        .filter((f) => f.on)
        .map((f) => (
          <Tooltip key={f.key} title={f.hint}>
            <Tag color={f.color} data-testid={`flag-${f.key}`}>
              {f.label}
            </Tag>
          </Tooltip>
        ))}
    </span>
  );
}
