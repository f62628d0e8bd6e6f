import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { INVOICES_SCHEDULED } from '../../domain/accounts.js';
import { consignmentsForAccounts, manifestsForAccounts } from './accounts.search.js';
import {
  AccountsConsignmentType, AccountsManifestType, ConsignmentIssueFilter, CustomerInvoiceType, InvoicingEventObject,
  InvoicingScheduledType, ManifestIssueFilter, PodApprovalType,
} from './accounts.types.js';
import { PodDecision, type InvoicingEvent } from './invoice.entity.js';
import { listInvoices, pageInvoices } from './invoice.documents.js';
import { connectionType, DEFAULT_PAGE, MAX_PAGE, toPage, type Page } from '../../graphql/connection.js';
import { currentInvoicingEvents, parseEventType, toEventView } from './invoicing.events.js';
import { scheduleConsignmentInvoicing, scheduleManifestInvoicing, setAccountsFlag, setManifestInvoiceReference } from './invoicing.schedule.js';
import { decidePods, podApprovals } from './tx-pod.service.js';

const CustomerInvoiceConnection = connectionType(CustomerInvoiceType, 'CustomerInvoice', 'A page of customer invoices by invoice date');

const scheduled = (event: InvoicingEvent): InvoicingScheduledType => ({ message: INVOICES_SCHEDULED, event: InvoicingEventObject.of(toEventView(event)) });

/** The Accounts screen over GraphQL: the same service calls as REST (behaviour.md "Accounts / Invoicing" Accounts). */
@Resolver()
export class AccountsResolver {
  @Query(() => [AccountsConsignmentType], { description: 'Consignments for accounts by London date range and issue (office)' })
  async accountsConsignments(
    @Arg('from', () => String) from: string, @Arg('to', () => String) to: string,
    @Arg('issue', () => ConsignmentIssueFilter, { defaultValue: ConsignmentIssueFilter.READY_TO_INVOICE }) issue: ConsignmentIssueFilter,
    @Arg('customer', () => String, { nullable: true }) customer: string | null, @Ctx() ctx: RequestContext,
  ): Promise<AccountsConsignmentType[]> {
    return (await consignmentsForAccounts(ctx, { from, to, issue, customer })).map(AccountsConsignmentType.of);
  }

  @Query(() => [AccountsManifestType], { description: 'Manifests for accounts by London date range and issue (office)' })
  async accountsManifests(
    @Arg('from', () => String) from: string, @Arg('to', () => String) to: string,
    @Arg('issue', () => ManifestIssueFilter, { defaultValue: ManifestIssueFilter.READY_TO_INVOICE }) issue: ManifestIssueFilter,
    @Arg('supplier', () => String, { nullable: true }) supplier: string | null, @Ctx() ctx: RequestContext,
  ): Promise<AccountsManifestType[]> {
    return (await manifestsForAccounts(ctx, { from, to, issue, supplier })).map(AccountsManifestType.of);
  }

  @Mutation(() => InvoicingScheduledType, { description: 'Invoices consignments: invoiceDate defaults to yesterday (London)' })
  async invoiceConsignments(@Arg('ids', () => [Int]) ids: number[], @Arg('invoiceDate', () => String, { nullable: true }) invoiceDate: string | null, @Ctx() ctx: RequestContext): Promise<InvoicingScheduledType> {
    return scheduled(await scheduleConsignmentInvoicing(ctx, { ids, invoiceDate }));
  }

  @Mutation(() => InvoicingScheduledType, { description: 'Invoices manifests\' suppliers: refused with the issues when deductions exceed a supplier invoice' })
  async invoiceManifests(@Arg('ids', () => [Int]) ids: number[], @Arg('invoiceDate', () => String, { nullable: true }) invoiceDate: string | null, @Ctx() ctx: RequestContext): Promise<InvoicingScheduledType> {
    return scheduled(await scheduleManifestInvoicing(ctx, { ids, invoiceDate }));
  }

  @Mutation(() => [Int], { description: 'Marks consignments to be invoiced whatever their profit margin' })
  ignoreProfitMargin(@Arg('ids', () => [Int]) ids: number[], @Arg('value', () => Boolean, { defaultValue: true }) value: boolean, @Ctx() ctx: RequestContext): Promise<number[]> {
    return setAccountsFlag(ctx, 'consignment', 'ignore_profit_margin', ids, value);
  }

  @Mutation(() => [Int], { description: 'Holds or releases consignments\' invoicing' })
  holdConsignmentInvoice(@Arg('ids', () => [Int]) ids: number[], @Arg('value', () => Boolean, { defaultValue: true }) value: boolean, @Ctx() ctx: RequestContext): Promise<number[]> {
    return setAccountsFlag(ctx, 'consignment', 'hold_invoice', ids, value);
  }

  @Mutation(() => [Int], { description: 'Holds or releases manifests\' supplier invoicing' })
  holdManifestInvoice(@Arg('ids', () => [Int]) ids: number[], @Arg('value', () => Boolean, { defaultValue: true }) value: boolean, @Ctx() ctx: RequestContext): Promise<number[]> {
    return setAccountsFlag(ctx, 'manifest', 'hold_invoice', ids, value);
  }

  @Mutation(() => Boolean, { description: 'Sets a manifest\'s supplier invoice reference' })
  async setManifestInvoiceReference(@Arg('id', () => Int) id: number, @Arg('invoiceReference', () => String, { nullable: true }) reference: string | null, @Ctx() ctx: RequestContext): Promise<boolean> {
    await setManifestInvoiceReference(ctx, id, reference);
    return true;
  }

  @Query(() => [PodApprovalType], { description: 'Transport exchange proofs of delivery awaiting a decision (admin or accounts)' })
  async transportExchangePodApprovals(@Ctx() ctx: RequestContext): Promise<PodApprovalType[]> {
    return (await podApprovals(ctx)).map(PodApprovalType.of);
  }

  @Mutation(() => [Int], { description: 'Approves transport exchange proofs of delivery (admin or accounts)' })
  approveTransportExchangePods(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: RequestContext): Promise<number[]> {
    return decidePods(ctx, ids, PodDecision.APPROVED);
  }

  @Mutation(() => [Int], { description: 'Rejects transport exchange proofs of delivery (admin or accounts)' })
  rejectTransportExchangePods(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: RequestContext): Promise<number[]> {
    return decidePods(ctx, ids, PodDecision.REJECTED);
  }

  @Query(() => [InvoicingEventObject], { description: 'Lookups Events/Invoicing: the newest event per type and any not finished' })
  async invoicingEvents(@Arg('type', () => String, { nullable: true }) type: string | null, @Ctx() ctx: RequestContext): Promise<InvoicingEventObject[]> {
    return (await currentInvoicingEvents(ctx, parseEventType(type))).map(InvoicingEventObject.of);
  }

  @Query(() => [CustomerInvoiceType], { description: 'Customer invoices by invoice date (office); for pages use customerInvoicesConnection' })
  async customerInvoices(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: RequestContext): Promise<CustomerInvoiceType[]> {
    return (await listInvoices(ctx, from, to)).map(CustomerInvoiceType.of);
  }

  @Query(() => CustomerInvoiceConnection, { description: 'Customer invoices with an invoice date in the range, as pages by invoice date (office)' })
  async customerInvoicesConnection(
    @Arg('from', () => String) from: string, @Arg('to', () => String) to: string,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE, description: `At most ${MAX_PAGE}` }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null, @Ctx() ctx: RequestContext,
  ): Promise<Page<CustomerInvoiceType>> {
    const { page, invoices } = await pageInvoices(ctx, from, to, first, after);
    return toPage(page, invoices.map(CustomerInvoiceType.of));
  }
}
