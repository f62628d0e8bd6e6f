import { pounds } from '../reportRules';

/** Pounds as behaviour.md "Customers / Credit report" shows money, in red when negative (a loss, or headroom below a credit limit). */
export function SignedMoney({ value }: { value: number | null | undefined }) {
  return <span style={value != null && value < 0 ? { color: '#cf1322' } : undefined}>{pounds(value)}</span>;
}
