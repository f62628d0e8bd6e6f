import { CONSIGNMENT_ISSUES } from '@domain/accounts';
import { Button, Space, Typography } from 'antd';
import { SelectableTable } from './SelectableTable';
import { useState } from 'react';
import { ukDate } from '../accountsRules';
import { useConsignmentInvoicing } from '../hooks/useConsignmentInvoicing';
import { consignmentColumns, type AccountsConsignmentRow } from './accountsColumns';
import { AccountsFilters } from './AccountsFilters';
import { InvoiceDateModal } from './InvoiceDateModal';
import { InvoicingStatus } from './InvoicingStatus';

/** The Consignments tab (behaviour.md "Accounts / Accounts screen"): consignments to invoice in a range under an issue filter, with selection and invoicing. */
export function ConsignmentsTab() {
  const tab = useConsignmentInvoicing();
  const [choosingDate, setChoosingDate] = useState(false);
  const held = tab.filters.issue === 'HOLD_INVOICE';

  return (
    <div data-testid="accounts-consignments">
      <AccountsFilters value={tab.filters} onChange={tab.changeFilters} issues={CONSIGNMENT_ISSUES} nameLabel="Customer" testIdPrefix="consignments-" />
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>
          Invoice date: <strong data-testid="consignments-invoice-date">{ukDate(tab.invoiceDate)}</strong>
        </Typography.Text>
        <Button onClick={() => setChoosingDate(true)} data-testid="change-invoice-date">Change</Button>
        <Button type="primary" disabled={!tab.selected.length || held} onClick={tab.startInvoice} data-testid="invoice-consignments">
          Invoice selected ({tab.selected.length})
        </Button>
        <Button disabled={!tab.selected.length} onClick={tab.ignoreProfitMargin} data-testid="ignore-profit-margin">
          Ignore profit margin
        </Button>
        <Button disabled={!tab.selected.length} onClick={tab.toggleHold} data-testid="hold-consignments">
          {held ? 'Release hold' : 'Hold invoice'}
        </Button>
        <InvoicingStatus type="CONSIGNMENT" />
      </Space>
      <SelectableTable<AccountsConsignmentRow>
        rows={tab.rows}
        columns={consignmentColumns}
        loading={tab.loading}
        failed={tab.failed}
        selected={tab.selected}
        onSelect={tab.setSelected}
        rowTestId={(r) => `accounts-consignment-${r.consignmentNumber}`}
        testId="accounts-consignment-table"
      />
      <InvoiceDateModal
        open={choosingDate}
        title="Invoice date"
        onCancel={() => setChoosingDate(false)}
        onOk={(date) => { tab.setInvoiceDate(date); setChoosingDate(false); }}
      />
    </div>
  );
}
