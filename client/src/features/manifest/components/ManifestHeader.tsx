import { manifestStatusLabel } from '@domain/manifest';
import { Descriptions, Select, Tag } from 'antd';
import { invoiceStatusName } from '../../control-screen/consignmentRules';
import { yesNo } from '../../control-screen/manifestRules';
import { livePosting, textColourOn, trackingTime, type ManifestScreenData } from '../manifestScreenRules';

interface Props {
  manifest: ManifestScreenData;
  vehicleTypeId: number | null;
  vehicleTypes: { id: number; name: string }[];
  readOnly: boolean;
  onVehicleType: (id: number) => void;
}

/** The status colour as a tag: the colour itself, white text on the dark ones (behaviour.md "Manifests / Manifest screen"), reading the state (issue 19 item 10). */
export function StatusTag({ name, hexCode }: { name: string; hexCode: string }) {
  return (
    <Tag
      data-testid="manifest-status"
      data-colour={hexCode}
      style={{ background: hexCode, color: textColourOn(hexCode), border: '1px solid #d9d9d9', fontWeight: 600 }}
    >
      {manifestStatusLabel(name)}
    </Tag>
  );
}

/** The manifest's header (behaviour.md "Manifests / Manifest screen"; "Settings / Vehicle types and area rules order"): vehicle type, supplier, sent/acknowledged, totals and exchange state. */
export function ManifestHeader({ manifest: m, vehicleTypeId, vehicleTypes, readOnly, onVehicleType }: Props) {
  const posting = livePosting(m);
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} bordered data-testid="manifest-header">
      <Descriptions.Item label="Vehicle type">
        {readOnly ? (
          m.vehicleType.name
        ) : (
          <Select
            aria-label="Vehicle type"
            size="small"
            style={{ minWidth: 160 }}
            value={vehicleTypeId ?? undefined}
            onChange={onVehicleType}
            options={vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
            data-testid="manifest-vehicle-type"
          />
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Supplier">
        <span data-testid="manifest-supplier">{m.supplier?.name ?? 'Unallocated'}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Sent">
        <span data-testid="manifest-sent">{yesNo(m.isSent)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Acknowledged">
        <span data-testid="manifest-acknowledged">
          {yesNo(m.isAcknowledged)} {trackingTime(m.acknowledgedTime)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="Total miles">
        <span data-testid="manifest-miles">{m.totalMiles}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Total minutes">
        <span data-testid="manifest-minutes">{m.totalTimeInMinutes}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Invoice status">{invoiceStatusName(m.invoiceStatus)}</Descriptions.Item>
      <Descriptions.Item label="Transport exchange">
        <span data-testid="manifest-exchange">{posting ? `Posted ${posting.externalReference ?? ''}` : 'Not posted'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
