import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Suppliers screen (spec part 2 §2) until its issue builds it. */
export function SuppliersPlaceholder() {
  return (
    <PlaceholderScreen
      title="Suppliers"
      testId="suppliers-screen"
      features={[
        'Search by name, tracking disabled and deactivated',
        'Licences, addresses, vehicles, account info, deductions, photos and the app user',
      ]}
    />
  );
}
