import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PlaceholderScreenProps {
  /** Card title: the screen's name. */
  title: string;
  /** What the finished screen will offer, so users and testers know what is coming. */
  features: string[];
  /** `data-testid` of the card; E2E uses it to know which screen is shown. */
  testId: string;
  children?: ReactNode;
}

/** Stands in for a screen that a later issue builds, saying plainly what will be here. */
export function PlaceholderScreen({ title, features, testId, children }: PlaceholderScreenProps) {
  return (
    <Card title={title} data-testid={testId}>
      <Typography.Paragraph type="secondary">This screen is being built. It will offer:</Typography.Paragraph>
      <ul>
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {children ?? <Empty description="Nothing to show yet" />}
    </Card>
  );
}
