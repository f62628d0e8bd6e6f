import { App } from 'antd';
import { useCallback } from 'react';

/** A yes/no question as a promise, with test ids on its buttons (`${testId}-ok` / `${testId}-cancel`). */
export function useConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    (testId: string, title: string, content: React.ReactNode, okText = 'Yes') =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content: <div data-testid={testId}>{content}</div>,
          okText,
          cancelText: 'No',
          okButtonProps: { 'data-testid': `${testId}-ok` } as Record<string, string>,
          cancelButtonProps: { 'data-testid': `${testId}-cancel` } as Record<string, string>,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}

/** An information modal with one OK button (`${testId}-ok`), as a promise that resolves when closed. */
export function useNotice() {
  const { modal } = App.useApp();
  return useCallback(
    (testId: string, title: string, content: React.ReactNode) =>
      new Promise<void>((resolve) => {
        modal.success({
          title,
          content: <div data-testid={testId}>{content}</div>,
          okButtonProps: { 'data-testid': `${testId}-ok` } as Record<string, string>,
          onOk: () => resolve(),
          onCancel: () => resolve(),
        });
      }),
    [modal],
  );
}
