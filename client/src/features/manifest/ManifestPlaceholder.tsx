import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Manifest screen (spec part 2 §2, office role only) until its issue builds it. */
export function ManifestPlaceholder({ id }: { id: string }) {
  return (
    <PlaceholderScreen
      title={`Manifest ${id}`}
      testId="manifest-screen"
      features={[
        'A route map between the stops, with a traffic toggle',
        'Reorderable stops, supplier assignment and costing',
        'Sending to the supplier or the transport exchange, reports and completion e-mails',
      ]}
    />
  );
}
