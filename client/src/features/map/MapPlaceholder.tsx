import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Map screen (spec part 1 §2) until its issue builds it. */
export function MapPlaceholder() {
  return (
    <PlaceholderScreen
      title="Map"
      testId="map-screen"
      features={[
        'Supplier vehicle pins, filtered by supplier, vehicle type, consignment or manifest number',
        'A traffic toggle and zoom to a typed place',
        'Historical tracking by supplier, date, start and end time',
      ]}
    />
  );
}
