import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Space } from 'antd';
import { SelectableTable } from './SelectableTable';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { PodApprovalsQuery as Result } from '../../../gql/graphql';
import { ApprovePodsMutation, PodApprovalsQuery, RejectPodsMutation } from '../accounts.operations';
import { useConfirm } from '../../consignment/hooks/useConfirm';
import { money, podDecisionSummary, totalOf, ukDateOf } from '../accountsRules';
import { useAccountsAction } from '../hooks/useAccountsAction';

type Row = Result['transportExchangePodApprovals'][number];

const columns: ColumnsType<Row> = [
  { key: 'manifest', title: 'Manifest', dataIndex: 'manifestNumber', width: 100 },
  { key: 'supplier', title: 'Supplier', dataIndex: 'supplierName', width: 200 },
  { key: 'reference', title: 'Exchange reference', dataIndex: 'externalReference', width: 180 },
  { key: 'pod', title: 'POD received', width: 130, render: (_, r) => ukDateOf(r.podReceivedAt) },
  { key: 'cost', title: 'Cost', width: 100, align: 'right', render: (_, r) => money(r.cost) },
];

/** The TX PODs tab (behaviour.md "Accounts / Accounts screen", admin or accounts users): approve or reject transport exchange proofs of delivery. */
export function TxPodsTab() {
  const [selected, setSelected] = useState<number[]>([]);
  const list = useQuery(PodApprovalsQuery, { fetchPolicy: 'network-only' });
  const [approve] = useMutation(ApprovePodsMutation);
  const [reject] = useMutation(RejectPodsMutation);
  const act = useAccountsAction();
  const confirm = useConfirm();
  // issue 19 item 9: the decision cannot be undone, so it says how many and their total first.
  const decide = async (decision: 'Approve' | 'Reject', run: () => Promise<unknown>, done: string) => {
    const summary = podDecisionSummary(decision, selected.length, totalOf(list.data?.transportExchangePodApprovals ?? [], selected, (r) => r.cost));
    if (!(await confirm('confirm-pods', `${decision} proofs of delivery`, summary, decision))) return;
    if (!(await act(run, done))) return;
    setSelected([]);
    await list.refetch();
  };
  return (
    <div data-testid="accounts-tx-pods">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={!selected.length} onClick={() => void decide('Approve', () => approve({ variables: { ids: selected } }), 'Proofs of delivery approved')} data-testid="approve-pods">
          Approve
        </Button>
        <Button danger disabled={!selected.length} onClick={() => void decide('Reject', () => reject({ variables: { ids: selected } }), 'Proofs of delivery rejected')} data-testid="reject-pods">
          Reject
        </Button>
      </Space>
      <SelectableTable<Row>
        rows={list.data?.transportExchangePodApprovals ?? []}
        columns={columns}
        loading={list.loading}
        failed={!!list.error}
        selected={selected}
        onSelect={setSelected}
        rowTestId={(r) => `accounts-pod-${r.manifestNumber}`}
        testId="accounts-pod-table"
      />
    </div>
  );
}
