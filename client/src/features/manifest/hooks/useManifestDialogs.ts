import { App } from 'antd';
import { useState } from 'react';
import type { OpenModal } from '../components/ManifestModals';

/** The manifest screen's open dialogs, as useManifestDialogs returns them. */
export type ManifestDialogs = ReturnType<typeof useManifestDialogs>;

/**
 * Which of the manifest screen's dialogs are open: one of its modals (ManifestModals), adding stops and
 * optimising the order.
 */
export function useManifestDialogs(refresh: () => void) {
  const { message } = App.useApp();
  const [open, setOpen] = useState<OpenModal>(null);
  const [adding, setAdding] = useState(false);
  const [optimising, setOptimising] = useState(false);
  return {
    open,
    setOpen,
    close: () => setOpen(null),
    /** Closes the modal, says what happened (if anything) and reloads the manifest. */
    done: (text?: string) => {
      if (text) void message.success({ content: text, duration: 2 });
      setOpen(null);
      refresh();
    },
    adding,
    setAdding,
    optimising,
    setOptimising,
  };
}
