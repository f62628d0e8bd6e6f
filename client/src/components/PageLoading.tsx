/**
 * The loading state of a whole page while its code or session arrives: plain elements and inline styles, so
 * it can show before any screen's bundle (and antd) has loaded.
 */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" data-testid="page-loading" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', color: '#555', font: '14px system-ui, sans-serif' }}>
      {label}
    </div>
  );
}
