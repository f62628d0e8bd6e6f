import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Col, Form, Input, Row, Upload } from 'antd';
import { useState } from 'react';
import { ListCard } from '../components/ListCard';
import { required } from '../components/fields';
import { uploadPhoto, usePhotoUrl } from '../photos';
import type { PhotoValues } from '../supplierForm';

const THUMB = { width: '100%', height: 140, objectFit: 'cover', borderRadius: 6, background: '#f0f0f0', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#999' } as const;

/** The photo of one row: its picture and an upload button; the value is the stored file's id. */
function PhotoUpload({ value, onChange, testId }: { value?: number | null; onChange?: (id: number) => void; testId: string }) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const { url, failed } = usePhotoUrl(value);
  return (
    <div>
      {url ? <img src={url} alt="Supplier photo" style={THUMB} data-testid={`${testId}-image`} /> : <div style={THUMB}>{failed ? 'Photo unavailable' : value ? <LoadingOutlined /> : 'No photo yet'}</div>}
      <Upload
        accept="image/jpeg,image/png,image/webp"
        showUploadList={false}
        customRequest={({ file }) => {
          setUploading(true);
          uploadPhoto(file as File)
            .then((id) => onChange?.(id))
            .catch((error: Error) => void message.error({ content: error.message, duration: 2 }))
            .finally(() => setUploading(false));
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={uploading} style={{ marginTop: 6 }} data-testid={`${testId}-upload`}>
          {value ? 'Replace photo' : 'Upload photo'}
        </Button>
      </Upload>
    </div>
  );
}

/** Photos (behaviour.md "Suppliers / Supplier photos"; "Suppliers / Saving a supplier"; "Settings / Settings screen"): a description and an uploaded image each, three to a row. */
export function PhotosSection() {
  return (
    <ListCard<PhotoValues>
      name="photos"
      title="Photos"
      testId="supplier-photos"
      newItem={() => ({ description: null, photoId: null })}
      layout={(rows) => (
        <Row gutter={[12, 12]}>
          {rows.map((row, i) => (
            <Col span={8} key={i}>
              {row}
            </Col>
          ))}
        </Row>
      )}
      renderRow={({ name }) => (
        <>
          <Form.Item name={[name, 'photoId']} rules={[{ required: true, message: 'Upload a photo first' }]} style={{ marginBottom: 8 }}>
            <PhotoUpload testId={`supplier-photos-${name}`} />
          </Form.Item>
          <Form.Item label="Description" name={[name, 'description']} rules={required('Photo description')}>
            <Input maxLength={300} data-testid={`supplier-photos-${name}-description`} />
          </Form.Item>
        </>
      )}
    />
  );
}
