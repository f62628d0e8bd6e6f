import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../lib/downloadFile';

/** 'Download xlsx' (behaviour.md "Reports / Report contents" spreadsheet exports): fetches with the session Token and saves the file. */
export function DownloadXlsxButton({ path, fileName, testId }: { path: string; fileName: string; testId: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch {
      void message.error('An error has occurred.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      Download xlsx
    </Button>
  );
}
