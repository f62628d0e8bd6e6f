import { Button, Modal, Typography } from 'antd';
import { useSession } from './SessionContext';

/**
 * behaviour.md "Sign-in and sessions / Sessions and the inactivity clock" / behaviour.md "Sign-in and sessions / Sessions and the inactivity clock": shown when the session ended (inactivity or a 401). OK signs out and returns to
 * login; there is no other way out, so nobody keeps working on a page that can no longer save.
 */
export function SignedOutModal() {
  const { signedOut, logout } = useSession();
  return (
    <Modal
      open={signedOut}
      title="You have been signed out"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={logout} data-testid="signed-out-ok">
          OK
        </Button>
      }
    >
      <Typography.Paragraph data-testid="signed-out-modal">
        Your session has ended. Please log in again to carry on.
      </Typography.Paragraph>
    </Modal>
  );
}
