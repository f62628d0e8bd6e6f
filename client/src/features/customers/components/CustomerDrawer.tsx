import { useQuery } from '@apollo/client/react';
import { Alert, Drawer, Spin } from 'antd';
import { useMemo } from 'react';
import type { CustomerLookupsQuery } from '../../../gql/graphql';
import { CustomerNameQuery, CustomerQuery } from '../customers.operations';
import { defaultColumnValues, emptyCustomerValues, toFormValues } from '../customerForm';
import { CustomerNotificationsCard } from '../../notifications/CustomerNotificationsCard';
import { CustomerForm } from './CustomerForm';

interface CustomerDrawerProps {
  /** The customer being edited, 'new' for a new one, null when closed. */
  editing: number | 'new' | null;
  lookups: CustomerLookupsQuery | undefined;
  /** While the lookups load, a new customer's form waits: it starts from their columns, read once when it opens. */
  lookupsLoading: boolean;
  onClose: () => void;
}

/** The customer detail view: loads the customer fresh (with its version) each time it opens. */
export function CustomerDrawer({ editing, lookups, lookupsLoading, onClose }: CustomerDrawerProps) {
  const id = typeof editing === 'number' ? editing : null;
  const { data, loading, error } = useQuery(CustomerQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const customer = id !== null ? data?.customer : undefined;
  const parentId = customer?.parentId ?? null;
  const { data: parentData, loading: parentLoading } = useQuery(CustomerNameQuery, { variables: { id: parentId ?? 0 }, skip: parentId === null });
  const parentRow = parentId !== null ? parentData?.customer : undefined;
  const initialValues = useMemo(
    () =>
      customer
        ? toFormValues(customer, parentRow ? { id: parentRow.id, name: parentRow.name } : null)
        : emptyCustomerValues(defaultColumnValues(lookups?.consignmentControlScreenColumns ?? [])),
    [customer, parentRow, lookups],
  );
  const ready = (editing === 'new' && !lookupsLoading) || (customer && customer.id === id && !loading && !(parentId !== null && parentLoading));

  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      size={Math.min(1080, window.innerWidth)}
      title={editing === 'new' ? 'New customer' : (customer?.name ?? 'Customer')}
      destroyOnHidden
      data-testid="customer-drawer"
    >
      {error && <Alert type="error" showIcon title="An error has occurred." data-testid="customer-load-error" />}
      {!error && !ready && <Spin style={{ display: 'block', margin: 48 }} />}
      {!error && ready && (
        <CustomerForm
          key={`${id ?? 'new'}-${customer?.version ?? 0}`}
          id={id}
          version={customer?.version ?? null}
          initialValues={initialValues}
          lookups={lookups}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
      {!error && ready && id !== null && <CustomerNotificationsCard customerId={id} />}
    </Drawer>
  );
}
