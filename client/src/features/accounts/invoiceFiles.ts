/**
 * Customer invoice files from the server (GET /api/Invoices/Export?ids= for Xero, GET /api/Invoices/{id}/Report
 * for the PDF): fetched with the Token header and saved under the server's file name.
 */
import { downloadFile } from '../../lib/downloadFile';

/** The chosen invoices as Xero's sales-invoice import CSV. */
export const downloadXeroCsv = (ids: number[]): Promise<void> => downloadFile(`/api/Invoices/Export?ids=${ids.join(',')}`, 'Xero Sales Invoices.csv');

/** One invoice as a PDF. */
export const downloadInvoicePdf = (id: number, invoiceNumber: number): Promise<void> => downloadFile(`/api/Invoices/${id}/Report`, `Invoice ${invoiceNumber}.pdf`);
