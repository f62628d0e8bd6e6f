import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Customers screen (spec part 2 §2) until its issue builds it. */
export function CustomersPlaceholder() {
  return (
    <PlaceholderScreen
      title="Customers"
      testId="customers-screen"
      features={[
        'Search by name, account type and deactivated',
        'Details, contacts, users, addresses, price matrices, invoice settings and control screen columns',
      ]}
    />
  );
}
