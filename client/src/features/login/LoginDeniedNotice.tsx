import { Alert } from 'antd';
import { hrefOf } from '../../app/router/routes';

/** Why the login screen opened for a signed-in user: the screen they asked for is for office staff (behaviour.md "Roles and access / Roles"). */
export function LoginDeniedNotice({ screen }: { screen: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`The ${screen} screen is for office staff only.`}
      description={
        <>
          Sign in with an office account to open it, or go back to the{' '}
          <a href={hrefOf({ name: 'control_screen' })} data-testid="login-back">
            Control Screen
          </a>
          .
        </>
      }
      style={{ marginBottom: 16 }}
      data-testid="login-denied"
    />
  );
}
