import {
  consignmentProblems, hasIncorrectProfitMargin, invoiceTotals, invoicingBlocks, manifestProblems, matchesConsignmentIssue,
  matchesManifestIssue, vatOf, type ConsignmentFacts, type ManifestFacts,
} from './accounts.js';

const done = new Date('2026-11-10T12:00:00Z');
const ready: ConsignmentFacts = {
  poNumber: 'PO-1', customerRequiresPo: true, pricePence: 5000, costPence: 3000, holdInvoice: false, ignoreProfitMargin: false,
  isManuallyMarkedInvoiceable: false, deliveryCompletionTimes: [done],
};
const manifest: ManifestFacts = { costPence: 4000, holdInvoice: false, supplierIsSelfBilling: true, invoiceReference: null, stopCompletionTimes: [done, done] };

describe('consignment issues (behaviour.md "Accounts / Issue filters" Accounts issue filter)', () => {
  it('a completed, priced consignment with its PO number has no problem and is ready to invoice', () => {
    expect(consignmentProblems(ready)).toEqual([]);
    expect(matchesConsignmentIssue(ready, 'READY_TO_INVOICE')).toBe(true);
  });

  it('a missing PO number counts only when the customer asks for one, and a blank one is missing', () => {
    expect(consignmentProblems({ ...ready, poNumber: '  ' })).toEqual(['MISSING_PO_NUMBER']);
    expect(consignmentProblems({ ...ready, poNumber: null, customerRequiresPo: false })).toEqual([]);
  });

  it('an incorrect profit margin is no price or a price below cost; IgnoreProfitMargin switches the check off', () => {
    expect(hasIncorrectProfitMargin(0, 0)).toBe(true);
    expect(hasIncorrectProfitMargin(2999, 3000)).toBe(true);
    expect(hasIncorrectProfitMargin(3000, 3000)).toBe(false);
    expect(consignmentProblems({ ...ready, pricePence: 100 })).toEqual(['INCORRECT_PROFIT_MARGIN']);
    const ignored = { ...ready, pricePence: 100, ignoreProfitMargin: true };
    expect(consignmentProblems(ignored)).toEqual([]);
    expect(matchesConsignmentIssue(ignored, 'IGNORE_PROFIT_MARGIN')).toBe(true);
    expect(matchesConsignmentIssue(ready, 'IGNORE_PROFIT_MARGIN')).toBe(false);
  });

  it('a delivery without a completion time is a missing POD date time unless marked invoiceable by hand', () => {
    expect(consignmentProblems({ ...ready, deliveryCompletionTimes: [done, null] })).toEqual(['MISSING_POD_DATETIME']);
    expect(consignmentProblems({ ...ready, deliveryCompletionTimes: [] })).toEqual(['MISSING_POD_DATETIME']);
    expect(consignmentProblems({ ...ready, deliveryCompletionTimes: [null], isManuallyMarkedInvoiceable: true })).toEqual([]);
  });

  it('a held consignment is only under HOLD_INVOICE, with its other problems listed too', () => {
    const held = { ...ready, holdInvoice: true, poNumber: null };
    expect(consignmentProblems(held)).toEqual(['HOLD_INVOICE', 'MISSING_PO_NUMBER']);
    expect(matchesConsignmentIssue(held, 'READY_TO_INVOICE')).toBe(false);
    expect(matchesConsignmentIssue(held, 'HOLD_INVOICE')).toBe(true);
    expect(matchesConsignmentIssue({ ...held, ignoreProfitMargin: true }, 'IGNORE_PROFIT_MARGIN')).toBe(false);
  });
});

describe('manifest issues (behaviour.md "Accounts / Issue filters")', () => {
  it('lists each problem and READY_TO_INVOICE only without any', () => {
    expect(manifestProblems(manifest)).toEqual([]);
    expect(matchesManifestIssue(manifest, 'READY_TO_INVOICE')).toBe(true);
    expect(manifestProblems({ ...manifest, costPence: 0 })).toEqual(['ZERO_COST']);
    expect(manifestProblems({ ...manifest, stopCompletionTimes: [done, null] })).toEqual(['MISSING_POD_DATETIME']);
    expect(manifestProblems({ ...manifest, holdInvoice: true })).toEqual(['HOLD_INVOICE']);
  });

  it('a supplier that is not self-billing needs its own invoice reference', () => {
    expect(manifestProblems({ ...manifest, supplierIsSelfBilling: false })).toEqual(['NO_INVOICE_REFERENCE']);
    expect(manifestProblems({ ...manifest, supplierIsSelfBilling: false, invoiceReference: 'INV-9' })).toEqual([]);
    expect(matchesManifestIssue({ ...manifest, supplierIsSelfBilling: false }, 'NO_INVOICE_REFERENCE')).toBe(true);
  });
});

describe('invoice totals and VAT', () => {
  it('works VAT once on the net total, rounded half up to the penny', () => {
    expect(vatOf(1234, 2000)).toBe(247); // 246.8
    expect(vatOf(1, 500)).toBe(0); // 0.05 -> 0
    expect(vatOf(10, 500)).toBe(1); // 0.5 -> 1
    expect(invoiceTotals([5000, 2550], 2000)).toEqual({ netPence: 7550, vatPence: 1510, grossPence: 9060 });
    expect(invoiceTotals([5000], 0)).toEqual({ netPence: 5000, vatPence: 0, grossPence: 5000 });
  });
});

describe('manifest invoicing block (behaviour.md "Accounts / Invoicing")', () => {
  const supplier = { supplierId: 1, supplierName: 'Van Co', splitXeroInvoices: false, deductionsPence: 5000, manifests: [{ costPence: 3000, defaultOrganisation: true }, { costPence: 1500, defaultOrganisation: false }] };

  it('blocks a supplier whose deductions exceed its invoice total, naming both amounts', () => {
    expect(invoicingBlocks([supplier])).toEqual([{ supplierId: 1, supplierName: 'Van Co', invoiceTotalPence: 4500, deductionsPence: 5000, message: 'Van Co: deductions of £50.00 exceed the invoice total of £45.00' }]);
    expect(invoicingBlocks([{ ...supplier, deductionsPence: 4500 }])).toEqual([]);
  });

  it('counts only default-organisation manifests when the supplier splits Xero invoices', () => {
    const split = { ...supplier, splitXeroInvoices: true, deductionsPence: 3500 };
    expect(invoicingBlocks([split]).map((b) => b.invoiceTotalPence)).toEqual([3000]);
    expect(invoicingBlocks([{ ...split, splitXeroInvoices: false }])).toEqual([]);
  });
});
