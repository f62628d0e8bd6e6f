import { Flex, Spin } from 'antd';

/** The loading state of a whole page (start-up, redirects), so the screen never flashes empty. */
export function FullPageSpinner({ tip = 'Loading…' }: { tip?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="page-loading">
      <Spin size="large" tip={tip}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </Flex>
  );
}
