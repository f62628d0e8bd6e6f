import { Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { downscalePhoto } from '../images';

/** Takes or chooses photos with the phone's camera; each is made smaller (max 1600 px JPEG) at once. */
export function PhotoPicker({ label, testId, photos, onChange }: { label: string; testId: string; photos: Blob[]; onChange: (photos: Blob[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    try {
      const made = await Promise.all(Array.from(files).map(downscalePhoto));
      onChange([...photos, ...made]);
    } catch {
      setError('That file is not a photo this phone can read.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={() => input.current?.click()} loading={busy}>{label}</Button>
        <Typography.Text data-testid={`${testId}-count`}>{photos.length} chosen</Typography.Text>
        {photos.length > 0 && <Button size="small" type="link" onClick={() => onChange([])}>Remove all</Button>}
      </Space>
      <input ref={input} type="file" accept="image/*" capture="environment" multiple hidden data-testid={testId} onChange={(e) => void add(e.target.files)} />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
}
