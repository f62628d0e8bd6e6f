import { Col, Row } from 'antd';
import type { ManifestRouteQuery } from '../../../gql/graphql';
import type { LegFigures } from '../hooks/useManifestRoute';
import type { ManifestScreenData, ManifestStop } from '../manifestScreenRules';
import type { OpenModal } from './ManifestModals';
import { RouteMap } from './RouteMap';
import { StopList } from './StopList';
import { SupplierPanel } from './SupplierPanel';

interface Props {
  manifest: ManifestScreenData;
  stops: ManifestStop[];
  /** The route line through the stops, or null while there is none. */
  route: ManifestRouteQuery['manifestRoute'] | null;
  /** Each leg's miles and minutes, by the stop it arrives at. */
  legs: ReadonlyMap<number, LegFigures>;
  consignmentNumbers: ReadonlyMap<number, string>;
  readOnly: boolean;
  onReorder: (order: number[]) => void;
  onRemove: (stopId: number) => void;
  open: (modal: NonNullable<OpenModal>) => void;
  /** The supplier costs changed: the manifest reloads. */
  onChanged: () => void;
}

/** The screen's two columns: the route map over the stops, and the suppliers and costing beside them. */
export function ManifestColumns({ manifest, stops, route, legs, consignmentNumbers, readOnly, onReorder, onRemove, open, onChanged }: Props) {
  return (
    <Row gutter={16} style={{ marginTop: 16 }}>
      <Col xs={24} xl={14}>
        <RouteMap stops={stops} route={route} />
        <div style={{ marginTop: 12 }}>
          <StopList
            stops={stops}
            consignmentNumbers={consignmentNumbers}
            legs={legs}
            readOnly={readOnly}
            onReorder={onReorder}
            onRemove={onRemove}
            onOpen={(stop, view) => open({ kind: 'stop', stop, view })}
          />
        </div>
      </Col>
      <Col xs={24} xl={10}>
        <SupplierPanel manifest={manifest} readOnly={readOnly} onChoose={(supplierId) => open({ kind: 'assign', supplierId })} onChanged={onChanged} />
      </Col>
    </Row>
  );
}
