import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Consignment screen (spec part 1 §2, §4) until its issue builds it. */
export function ConsignmentPlaceholder({ id }: { id?: string }) {
  return (
    <PlaceholderScreen
      title={id === undefined ? 'New consignment' : `Consignment ${id}`}
      testId="consignment-screen"
      features={[
        "Details, addresses and change log of a consignment or quote",
        "Prices from the customer's matrices, area rules and additional charges",
        'Reports, photos, signatures and cancellation requests',
      ]}
    />
  );
}
