import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Settings screen (spec part 2 §2) until its issue builds it. */
export function SettingsPlaceholder() {
  return (
    <PlaceholderScreen
      title="Settings"
      testId="settings-screen"
      features={[
        'Global settings, VAT codes, supplier types, licence categories and ledger numbers',
        'Additional charges, back-office users, vehicle types, price matrices, whitelisted IPs and area rules',
      ]}
    />
  );
}
