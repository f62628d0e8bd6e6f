import { App, Button, Space } from 'antd';
import type { ManifestSearchInput } from '../../../gql/graphql';
import { downloadManifestExport } from '../exportCsv';
import { MANIFEST_COLUMNS } from '../manifestRules';
import { ColumnPicker } from './ColumnPicker';

interface Props {
  onSearch: () => void;
  visible: readonly string[];
  onChoose: (keys: string[]) => void;
  /** The search the list shows, which Export CSV downloads; null before the first search. */
  lastSearch: ManifestSearchInput | null;
}

/** The buttons above the manifest list: Search, the column picker and Export CSV. */
export function ManifestsToolbar({ onSearch, visible, onChoose, lastSearch }: Props) {
  const { message } = App.useApp();
  const exportCsv = () =>
    lastSearch && downloadManifestExport(lastSearch).catch(() => void message.error('An error has occurred.'));

  return (
    <Space style={{ margin: '12px 0' }} wrap>
      <Button type="primary" onClick={onSearch} data-testid="manifest-search-top">
        Search
      </Button>
      <ColumnPicker columns={MANIFEST_COLUMNS} visible={visible} onChoose={onChoose} testIdPrefix="manifest-" />
      <Button onClick={() => void exportCsv()} disabled={!lastSearch} data-testid="manifest-export-csv">
        Export CSV
      </Button>
    </Space>
  );
}
