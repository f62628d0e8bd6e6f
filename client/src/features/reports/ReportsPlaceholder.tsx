import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Reports screen (spec part 2 §2) until its issue builds it. */
export function ReportsPlaceholder() {
  return (
    <PlaceholderScreen
      title="Reports"
      testId="reports-screen"
      features={[
        'Sales summary, sales, earnings and credit reports',
        'User IP logs (admin only)',
      ]}
    />
  );
}
