import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Autocomplete } from '../../../components/Autocomplete';
import type { BookingAddressesQuery } from '../../../gql/graphql';
import { SearchCustomerAddressesQuery } from '../consignment.operations';
import type { StopDraft } from '../consignmentDraft';

type FoundAddress = BookingAddressesQuery['searchCustomerAddresses'][number];

/** The chosen address fills the stop: company, lines 1-3, town, county, postcode and its coordinates. */
export function withAddress(stop: StopDraft, a: FoundAddress): StopDraft {
  return {
    ...stop,
    companyName: a.companyName ?? '',
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? '',
    addressLine3: a.addressLine3 ?? '',
    town: a.town,
    county: a.county ?? '',
    postcode: a.postcode,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
  };
}

const labelOf = (a: FoundAddress) => [a.companyName, a.shortAddress].filter(Boolean).join(', ');
const keyOf = (a: FoundAddress) => a.id;

/** Address lookup over the customer's saved and booked addresses (shared autocomplete, behaviour.md "Shared conventions / Shared controls"). */
export function AddressLookup({ customerId, onPick, id }: { customerId: number; onPick: (a: FoundAddress) => void; id?: string }) {
  const client = useApolloClient();
  const [value, setValue] = useState<FoundAddress | null>(null);
  const search = async (text: string) =>
    (await client.query({ query: SearchCustomerAddressesQuery, variables: { customerId, text }, fetchPolicy: 'network-only' })).data
      ?.searchCustomerAddresses ?? [];
  return (
    <Autocomplete<FoundAddress>
      search={search}
      labelOf={labelOf}
      keyOf={keyOf}
      value={value}
      testId="stop-lookup"
      id={id}
      placeholder="Company, address, town or postcode"
      onChange={(a) => {
        setValue(a);
        if (a) onPick(a);
      }}
    />
  );
}
