import { manifestStatusLabel } from '@domain/manifest';
import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { hrefOf } from '../../../app/router/routes';
import { lastUpdate, STATUS_COLOURS, textColourOn } from '../mapRules';
import type { Pin } from '../hooks/useLivePins';
import { PinManifestQuery } from '../map.operations';

interface PinPopupProps {
  pin: Pin;
  /** Whether the user is office staff: only they see the manifest link (behaviour.md "Map / Live vehicles"; "Roles and access / Access rules"). */
  isOffice: boolean;
  vehicleTypeName: string | null;
}

/**
 * The driver marker popup (behaviour.md "Map / Driver popup"): supplier, vehicle, last update and a status colour;
 * the manifest number as a link for office users, white on the two dark status colours.
 */
export function PinPopup({ pin, isOffice, vehicleTypeName }: PinPopupProps) {
  // The popup's content mounts when it opens: the manifest (office only) is read then. Others see White (behaviour.md "Manifests / Manifest lifecycle and status colour").
  const manifest = useQuery(PinManifestQuery, { variables: { id: pin.manifestId ?? 0 }, skip: !isOffice || pin.manifestId == null });
  const m = manifest.data?.manifest;
  const statusColour: string = m?.statusColour?.hexCode ?? STATUS_COLOURS.none;
  const vehicle = pin.vehicle ? `${pin.vehicle.make} ${pin.vehicle.model} (${pin.vehicle.registration})` : null;
  return (
    <div data-testid={`map-popup-${pin.supplierId}`} style={{ minWidth: 200 }}>
      <Typography.Text strong data-testid="map-popup-supplier">
        {pin.supplierName}
      </Typography.Text>
      {(vehicle || vehicleTypeName) && (
        <div data-testid="map-popup-vehicle">{[vehicleTypeName, vehicle].filter(Boolean).join(' - ')}</div>
      )}
      <div data-testid="map-popup-updated">Last update: {lastUpdate(pin.recordedAt)}</div>
      <div
        data-testid="map-popup-status"
        style={{ display: 'flex', alignItems: 'center', gap: 6, marginTop: 6, padding: '2px 6px', borderRadius: 4, background: statusColour, border: '1px solid #ccc', color: textColourOn(statusColour) }}
      >
        <span data-testid="map-popup-status-name">{m?.statusColour ? manifestStatusLabel(m.statusColour.name) : 'Status'}</span>
        {isOffice && pin.manifestId != null && (
          <a href={hrefOf({ name: 'manifest', id: String(pin.manifestId) })} style={{ color: textColourOn(statusColour), fontWeight: 600 }} data-testid="map-popup-manifest">
            Manifest {m?.manifestNumber ?? pin.manifestId}
          </a>
        )}
      </div>
    </div>
  );
}
