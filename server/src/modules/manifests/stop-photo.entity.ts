import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { StoredFile } from '../files/stored-file.entity.js';

/** What a driver attaches to a stop (issue 8): goods and paperwork photos, and the drawn signature. */
export const STOP_PHOTO_KINDS = ['Goods', 'Paperwork', 'Signature'] as const;
export type StopPhotoKind = (typeof STOP_PHOTO_KINDS)[number];

/**
 * Links a stored photo to the stop it was taken at. The stop's GoodsPhotos, PaperworkPhotos and
 * Signature_FileName hold the photos' URLs; this link is what GET /Photos/{id} checks to let the
 * stop's supplier and the consignment's customer see them.
 */
@Entity({ tableName: 'stop_photo' })
@Index({ properties: ['consignmentAddress'] })
@Unique({ properties: ['file'] })
export class StopPhoto {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => ConsignmentAddress, { deleteRule: 'cascade' }) consignmentAddress!: Rel<ConsignmentAddress>;
  @ManyToOne(() => StoredFile, { deleteRule: 'cascade' }) file!: Rel<StoredFile>;
  @Property({ type: 'string', length: 20 }) kind!: StopPhotoKind;
  @Property({ type: 'datetime' }) createdAt: Date = new Date();
}
