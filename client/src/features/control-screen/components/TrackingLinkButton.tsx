import { useMutation } from '@apollo/client/react';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { CreateTrackingLinkMutation } from '../consignments.operations';

/**
 * Makes a tracking link for the recipient (issue 25 item 3) and shows it to copy: the link is shown only
 * here, once; a lost link is replaced by making another.
 */
export function TrackingLinkButton({ consignmentId }: { consignmentId: number }) {
  const [create, { loading, error }] = useMutation(CreateTrackingLinkMutation);
  const [url, setUrl] = useState<string | null>(null);
  const make = async () => {
    const res = await create({ variables: { consignmentId } });
    const path = res.data?.createTrackingLink.path;
    if (path) setUrl(`${window.location.origin}${path}`);
  };
  return (
    <Space style={{ marginTop: 12 }} wrap>
      <Button onClick={() => void make()} loading={loading} data-testid="tracking-link-create">
        Make a tracking link
      </Button>
      {url && (
        <Typography.Text copyable data-testid="tracking-link-url">
          {url}
        </Typography.Text>
      )}
      {error && <Typography.Text type="danger">{error.message}</Typography.Text>}
    </Space>
  );
}
