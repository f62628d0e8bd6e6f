import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Stands in for the Testing screen (spec part 2 §2) until its issue builds it. */
export function TestingPlaceholder() {
  return (
    <PlaceholderScreen
      title="Testing"
      testId="testing-screen"
      features={[
        'Tools for trying the system out safely',
      ]}
    />
  );
}
