import { Collapse, Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';

interface Props {
  /** data-testid of the panel's 'Filters' header. */
  toggleTestId: string;
  /** Open when the tab first shows (customers); the office opens it when it needs it. */
  defaultOpen: boolean;
  /** The tab's filter panel: a lazy component, downloaded when the panel is first opened (issue 26 item 5). */
  children: ReactNode;
}

/** A list tab's collapsible Filters panel, with a spinner while its lazy filters download. */
export function FiltersCollapse({ toggleTestId, defaultOpen, children }: Props) {
  return (
    <Collapse
      defaultActiveKey={defaultOpen ? ['filters'] : []}
      items={[
        {
          key: 'filters',
          label: <span data-testid={toggleTestId}>Filters</span>,
          children: <Suspense fallback={<Spin />}>{children}</Suspense>,
        },
      ]}
    />
  );
}
