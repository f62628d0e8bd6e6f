import { useApolloClient } from '@apollo/client/react';
import { Autocomplete } from '../../../components/Autocomplete';
import { SearchCustomersQuery } from '../consignment.operations';
import type { BookingCustomer } from '../consignmentDraft';

interface Props {
  value: BookingCustomer | null;
  onChange: (customer: BookingCustomer | null) => void;
  disabled: boolean;
}

const labelOf = (c: BookingCustomer) => c.name;
const keyOf = (c: BookingCustomer) => c.id;

/** The booking's customer (office only), searched by name as it is typed. */
export function CustomerPicker({ value, onChange, disabled }: Props) {
  const client = useApolloClient();
  const searchCustomers = async (text: string) =>
    (await client.query({ query: SearchCustomersQuery, variables: { customerName: text }, fetchPolicy: 'network-only' })).data
      ?.searchCustomers ?? [];
  return (
    <Autocomplete<BookingCustomer>
      search={searchCustomers}
      labelOf={labelOf}
      keyOf={keyOf}
      value={value}
      onChange={onChange}
      testId="field-customer"
      id="consignment-customer"
      disabled={disabled}
    />
  );
}
