import { useApolloClient } from '@apollo/client/react';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../components/Autocomplete';
import { downloadFile } from '../../../lib/downloadFile';
import { ImportCustomersQuery } from '../import.operations';
import { templateUrl } from '../importApi';

interface Customer {
  id: number;
  name: string;
}

interface Props {
  /** Office users choose the customer the rows book for; customers book for their own. */
  office: boolean;
  busy: boolean;
  onFile: (file: File, customerId: number | null) => void;
}

/** Step 1: the template, the customer (office) and the file. */
export function UploadCard({ office, busy, onFile }: Props) {
  const client = useApolloClient();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const search = async (text: string) =>
    (await client.query({ query: ImportCustomersQuery, variables: { customerName: text }, fetchPolicy: 'network-only' })).data?.searchCustomers ?? [];
  const blocked = busy || (office && !customer);
  return (
    <Card title="1. Choose a CSV or Excel file" size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          One row per booking: a collection and a delivery. Start from the template, or upload your own sheet and match its columns below.
        </Typography.Text>
        <Space>
          <Button onClick={() => void downloadFile(templateUrl('xlsx'), 'Booking import template.xlsx')} data-testid="import-template-xlsx">
            Template (Excel)
          </Button>
          <Button onClick={() => void downloadFile(templateUrl('csv'), 'Booking import template.csv')} data-testid="import-template-csv">
            Template (CSV)
          </Button>
        </Space>
        {office && (
          <Autocomplete<Customer>
            search={search}
            labelOf={(c) => c.name}
            keyOf={(c) => c.id}
            value={customer}
            onChange={setCustomer}
            placeholder="Customer the bookings are for"
            testId="import-customer"
          />
        )}
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={blocked}
          aria-label="Booking file (CSV or Excel)"
          data-testid="import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file, customer?.id ?? null);
            e.target.value = '';
          }}
        />
      </Space>
    </Card>
  );
}
