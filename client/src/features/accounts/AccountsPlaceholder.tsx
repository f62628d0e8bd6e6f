import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Accounts screen (spec part 2 §2) until its issue builds it. */
export function AccountsPlaceholder() {
  return (
    <PlaceholderScreen
      title="Accounts"
      testId="accounts-screen"
      features={[
        'Consignment and manifest invoicing over a date range',
        'Transport exchange proofs of delivery (admin or accounts users)',
      ]}
    />
  );
}
