import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { cellMessages, isBookable, mappedHeadings, rowMessages, rowState, type ImportRow, type ImportView } from '../importRules';

interface Props {
  view: ImportView;
  chosen: number[];
  onChoose: (rowNumbers: number[]) => void;
  locked: boolean;
}

const STATE_COLOURS: Record<string, string> = { Ready: 'blue', 'Not valid': 'red', Refused: 'red' };

const messages = (list: string[], testId: string) =>
  list.map((m) => (
    <Typography.Text key={m} type="danger" style={{ display: 'block', fontSize: 12 }} data-testid={testId}>
      {m}
    </Typography.Text>
  ));

/** Step 3: every row as the single booking's rules judged it, messages under the cells to fix; valid rows can be ticked. */
export function PreviewTable({ view, chosen, onChoose, locked }: Props) {
  const headings = mappedHeadings(view);
  const columns: ColumnsType<ImportRow> = [
    { title: 'Row', dataIndex: 'RowNumber', width: 60, fixed: 'left' },
    {
      title: 'State',
      width: 130,
      render: (_, row) => {
        const state = rowState(row);
        return <Tag color={STATE_COLOURS[state] ?? 'green'} data-testid={`import-row-state-${row.RowNumber}`}>{state}</Tag>;
      },
    },
    { title: 'Problems', width: 220, render: (_, row) => messages(rowMessages(view, row), `import-row-problem-${row.RowNumber}`) },
    ...headings.map((heading) => ({
      title: heading,
      render: (_: unknown, row: ImportRow) => (
        <>
          {row.Cells[view.Headings.indexOf(heading)]}
          {messages(cellMessages(view, row, heading), `import-row-problem-${row.RowNumber}`)}
        </>
      ),
    })),
  ];
  return (
    <Table<ImportRow>
      size="small"
      rowKey="RowNumber"
      dataSource={view.Rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{ defaultPageSize: 50, showSizeChanger: true }}
      rowSelection={{
        selectedRowKeys: chosen,
        onChange: (keys) => onChoose(keys as number[]),
        getCheckboxProps: (row) => ({ disabled: locked || !isBookable(row), 'data-testid': `import-choose-${row.RowNumber}` }) as object,
      }}
      data-testid="import-preview"
    />
  );
}
