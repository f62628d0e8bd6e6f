import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Card, Empty, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ManifestPendingConfirmationsQuery } from '../../../gql/graphql';
import { SendConfirmationMutation, SkipAllConfirmationsMutation, SkipConfirmationMutation } from '../manifestConfirmations.operations';
import { manifestFailure } from '../manifestScreenRules';

type Pending = ManifestPendingConfirmationsQuery['pendingConfirmations'][number];

/** behaviour.md "Manifests / Completion e-mails": the completion e-mail needs a To address. */
export const TO_REQUIRED = "A 'To ' address must be entered";

interface Props {
  manifestId: number;
  pending: Pending[];
  describe: (stopId: number) => string;
  onClose: () => void;
  onChanged: () => void;
}

/** Confirm completion e-mails (behaviour.md "Manifests / Manifest screen"; "Manifests / Completion e-mails"): send each (its To, and subject and body when edited), skip one, or skip all. */
export function ConfirmationEmailsModal({ manifestId, pending, describe, onClose, onChanged }: Props) {
  const { message } = App.useApp();
  const [skipAll, skipping] = useMutation(SkipAllConfirmationsMutation);
  const skipEvery = async () => {
    try {
      await skipAll({ variables: { manifestId } });
      onChanged();
    } catch (e) {
      void message.error(manifestFailure(e));
    }
  };
  return (
    <Modal
      title="Completion e-mails"
      open
      onCancel={onClose}
      width={760}
      data-testid="confirmations-modal"
      footer={
        <Space>
          <Button onClick={() => void skipEvery()} loading={skipping.loading} disabled={pending.length === 0} data-testid="confirmations-skip-all">
            Skip all
          </Button>
          <Button onClick={onClose}>Close</Button>
        </Space>
      }
    >
      <div data-testid="confirmations-list">
        {pending.length === 0 && <Empty description="No completion e-mails are waiting." />}
        <Space orientation="vertical" style={{ width: '100%' }}>
          {pending.map((p) => (
            <PendingCard key={p.id} pending={p} title={describe(p.consignmentAddressId)} onChanged={onChanged} />
          ))}
        </Space>
      </div>
    </Modal>
  );
}

function PendingCard({ pending: p, title, onChanged }: { pending: Pending; title: string; onChanged: () => void }) {
  const [to, setTo] = useState(p.to ?? '');
  const [editing, setEditing] = useState(false);
  const [subject, setSubject] = useState(p.subject);
  const [body, setBody] = useState(p.body);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useMutation(SendConfirmationMutation);
  const [skip, skipping] = useMutation(SkipConfirmationMutation);

  const run = async (action: 'send' | 'skip') => {
    if (action === 'send' && !to.trim()) return setProblem(TO_REQUIRED);
    setProblem(null);
    try {
      if (action === 'send') await send({ variables: { consignmentAddressId: p.consignmentAddressId, to: to.trim(), subject: editing ? subject : null, body: editing ? body : null } });
      else await skip({ variables: { consignmentAddressId: p.consignmentAddressId } });
      onChanged();
    } catch (e) {
      setProblem(manifestFailure(e));
    }
  };
  return (
    <Card size="small" title={`${p.stopType}: ${title}`} data-testid={`confirmation-${p.consignmentAddressId}`}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input addonBefore="To" value={to} onChange={(e) => setTo(e.target.value)} data-testid="confirmation-to" />
        {editing ? (
          <>
            <Input addonBefore="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} data-testid="confirmation-subject" />
            <Input.TextArea rows={4} value={body} onChange={(e) => setBody(e.target.value)} data-testid="confirmation-body" />
          </>
        ) : (
          <Typography.Text type="secondary">{p.subject}</Typography.Text>
        )}
        {problem && <Alert type="error" title={<span data-testid="confirmation-error">{problem}</span>} />}
        <Space>
          <Button type="primary" loading={sending.loading} onClick={() => void run('send')} data-testid="confirmation-send">
            Send
          </Button>
          <Button onClick={() => setEditing(!editing)} data-testid="confirmation-edit">
            {editing ? 'Keep as written' : 'Edit'}
          </Button>
          <Button loading={skipping.loading} onClick={() => void run('skip')} data-testid="confirmation-skip">
            Skip
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
