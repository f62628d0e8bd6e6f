import { App, Button, Space } from 'antd';
import { hrefOf } from '../../../app/router/routes';
import type { ConsignmentSearchInput } from '../../../gql/graphql';
import { downloadExport } from '../exportCsv';
import { ColumnPicker } from './ColumnPicker';

interface Props {
  office: boolean;
  onSearch: () => void;
  /** How many consignments are ticked for a manifest (office only). */
  chosen: number;
  onCreateManifest: () => void;
  columns: readonly { key: string; name: string }[];
  visible: readonly string[];
  onChoose: (keys: string[]) => void;
  /** The search the list shows, which Export CSV downloads; null before the first search. */
  lastSearch: ConsignmentSearchInput | null;
}

/** The buttons above the consignment list: Search and Create manifest (office), New consignment, the column picker and Export CSV. */
export function ConsignmentsToolbar({ office, onSearch, chosen, onCreateManifest, columns, visible, onChoose, lastSearch }: Props) {
  const { message } = App.useApp();
  const exportCsv = () =>
    lastSearch && downloadExport(lastSearch).catch(() => void message.error('An error has occurred.'));

  return (
    <Space style={{ margin: '12px 0' }} wrap>
      {office && (
        <Button type="primary" onClick={onSearch} data-testid="consignment-search-top">
          Search
        </Button>
      )}
      <Button href={hrefOf({ name: 'consignment' })} data-testid="new-consignment">
        New consignment
      </Button>
      {office && (
        <Button onClick={onCreateManifest} disabled={chosen === 0} data-testid="create-manifest">
          Create manifest{chosen > 0 ? ` (${chosen})` : ''}
        </Button>
      )}
      <ColumnPicker columns={columns} visible={visible} onChoose={onChoose} />
      <Button onClick={() => void exportCsv()} disabled={!lastSearch} data-testid="export-csv">
        Export CSV
      </Button>
    </Space>
  );
}
