import { Alert, Col, Empty, Image, Modal, Row, Spin, Table, Typography } from 'antd';
import { usePhotoUrl } from '../../suppliers/photos';
import { photoIdOf, rowsOf, trackingTime, type ManifestStop } from '../manifestScreenRules';

/** One stored photo (`/api/Photos/{id}`), fetched with the session token (see suppliers/photos.ts). */
function StoredPhoto({ path, alt, testId }: { path: string; alt: string; testId: string }) {
  const { url, failed } = usePhotoUrl(photoIdOf(path));
  if (failed || photoIdOf(path) === null) return <Alert type="warning" title="The photo could not be loaded." />;
  if (!url) return <Spin />;
  return <Image src={url} alt={alt} style={{ width: '100%', objectFit: 'cover' }} data-testid={testId} />;
}

/** Goods or paperwork photos of a stop, 3 per row (behaviour.md "Manifests / Manifest screen"; "Manifests / Transport exchange"). */
export function PhotosModal({ stop, kind, onClose }: { stop: ManifestStop; kind: 'goods' | 'paperwork'; onClose: () => void }) {
  const photos = kind === 'goods' ? stop.goodsPhotos : stop.paperworkPhotos;
  const title = kind === 'goods' ? 'Goods photos' : 'Paperwork photos';
  return (
    <Modal title={`${title}: ${stop.address.shortAddress}`} open onCancel={onClose} footer={null} width={900} data-testid={`${kind}-photos-modal`}>
      {kind === 'paperwork' && stop.noPaperworkProvided && <Alert type="warning" title="No paperwork provided" style={{ marginBottom: 8 }} />}
      {photos.length === 0 && <Empty description="No photos" />}
      {rowsOf(photos).map((row, r) => (
        <Row gutter={[12, 12]} key={r} style={{ marginBottom: 12 }} data-testid="photo-row">
          {row.map((path, i) => (
            <Col span={8} key={path}>
              <StoredPhoto path={path} alt={`${title} ${r * 3 + i + 1}`} testId="stop-photo" />
            </Col>
          ))}
        </Row>
      ))}
    </Modal>
  );
}

/** The signature taken at a stop: who signed, when, and the image when one was stored. */
export function SignatureModal({ stop, onClose }: { stop: ManifestStop; onClose: () => void }) {
  return (
    <Modal title={`Signature: ${stop.address.shortAddress}`} open onCancel={onClose} footer={null} data-testid="signature-modal">
      <Typography.Paragraph>
        Signed by <strong data-testid="signature-name">{stop.signatureName || 'not given'}</strong>
        {stop.completionTime && ` at ${trackingTime(stop.completionTime)}`}
      </Typography.Paragraph>
      {stop.signatureFileName ? (
        <StoredPhoto path={stop.signatureFileName} alt="Signature" testId="signature-image" />
      ) : (
        <Empty description="No signature image" />
      )}
    </Modal>
  );
}

/** The load details of a stop (what was collected or delivered). */
export function LoadDetailsModal({ stop, onClose }: { stop: ManifestStop; onClose: () => void }) {
  return (
    <Modal title={`Load details: ${stop.address.shortAddress}`} open onCancel={onClose} footer={null} data-testid="load-details-modal">
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={stop.loadDetails}
        locale={{ emptyText: 'No load details given' }}
        columns={[
          { title: 'Quantity', dataIndex: 'quantity', width: 100 },
          { title: 'Description', dataIndex: 'description' },
        ]}
      />
      {stop.additionalCharges.length > 0 && (
        <Typography.Paragraph style={{ marginTop: 8 }}>
          Additional charges: {stop.additionalCharges.map((c) => c.chargeFor).join(', ')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
