import { Button, Col, Empty, Modal, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { usePhotoUrl } from '../../suppliers/photos';
import { hasSignature, photoIdOf, photoRows, type StopProofs } from '../proofs';

/** One stored photo, fetched with the Token header (an <img src> cannot send it). */
function StoredImage({ path, alt, testId }: { path: string; alt: string; testId: string }) {
  const id = photoIdOf(path);
  const { url, failed } = usePhotoUrl(id);
  if (id === null || failed) return <Typography.Text type="secondary" data-testid={`${testId}-missing`}>The photo could not be loaded</Typography.Text>;
  if (!url) return <Spin size="small" />;
  return <img src={url} alt={alt} data-testid={testId} style={{ width: '100%', maxHeight: 220, objectFit: 'contain', border: '1px solid #f0f0f0' }} />;
}

type Open = 'signature' | 'goods' | 'paperwork' | null;

/**
 * A stop's proof buttons and their modals (behaviour.md "Booking / Consignment screen"): signature, goods photos and paperwork photos,
 * the photos 3 per row (behaviour.md "Booking / Consignment search and export"). Nothing shows for a stop with no proof yet.
 */
export function ProofButtons({ proofs, index }: { proofs: StopProofs; index: number }) {
  const [open, setOpen] = useState<Open>(null);
  const photos = open === 'goods' ? proofs.goodsPhotos : proofs.paperworkPhotos;
  const title = open === 'goods' ? 'Goods photos' : 'Paperwork photos';
  return (
    <Space size={4}>
      {hasSignature(proofs) && (
        <Button size="small" onClick={() => setOpen('signature')} data-testid={`stop-signature-${index}`}>
          Signature
        </Button>
      )}
      {proofs.goodsPhotos.length > 0 && (
        <Button size="small" onClick={() => setOpen('goods')} data-testid={`stop-goods-photos-${index}`}>
          Goods photos ({proofs.goodsPhotos.length})
        </Button>
      )}
      {(proofs.paperworkPhotos.length > 0 || proofs.noPaperworkProvided) && (
        <Button size="small" onClick={() => setOpen('paperwork')} data-testid={`stop-paperwork-photos-${index}`}>
          Paperwork ({proofs.paperworkPhotos.length})
        </Button>
      )}
      <Modal open={open === 'signature'} title="Signature" footer={null} onCancel={() => setOpen(null)} destroyOnHidden>
        <div data-testid="signature-modal">
          {proofs.signatureName && <p data-testid="signature-name">Signed by {proofs.signatureName}</p>}
          {proofs.signatureFileName && <StoredImage path={proofs.signatureFileName} alt="Signature" testId="signature-image" />}
        </div>
      </Modal>
      <Modal open={open === 'goods' || open === 'paperwork'} title={title} footer={null} width={760} onCancel={() => setOpen(null)} destroyOnHidden>
        <div data-testid={`${open}-photos-modal`}>
          {open === 'paperwork' && proofs.noPaperworkProvided && <p data-testid="no-paperwork">No paperwork was provided</p>}
          {photos.length === 0 && !proofs.noPaperworkProvided && <Empty description="No photos" />}
          {photoRows(photos).map((row, r) => (
            <Row gutter={[8, 8]} key={r} style={{ marginBottom: 8 }} data-testid="photo-row">
              {row.map((path, c) => (
                <Col span={8} key={`${path}-${c}`}>
                  <StoredImage path={path} alt={`${title} ${r * 3 + c + 1}`} testId="photo" />
                </Col>
              ))}
            </Row>
          ))}
        </div>
      </Modal>
    </Space>
  );
}
