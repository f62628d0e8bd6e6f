import { Button, Result } from 'antd';

/** Shown when the server cannot be reached at start-up; its own chunk, as antd's Result carries large illustrations. */
export function ServerUnreachable({ productShortName, onRetry }: { productShortName: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={`${productShortName} cannot reach its server`}
      subTitle="Please check your connection and try again."
      extra={
        <Button type="primary" onClick={onRetry} data-testid="retry">
          Try again
        </Button>
      }
    />
  );
}
