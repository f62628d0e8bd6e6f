/**
 * Customer invoice files from the server (GET /api/Invoices/Export?ids= for Xero, GET /api/Invoices/{id}/Report
 * for the PDF): fetched with the Token header and saved under the server's file name.
 */
import { readToken } from '../../app/session/storage';
import { fileNameOf } from '../control-screen/exportCsv';

async function save(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: { Token: readToken() ?? '' } });
  if (!res.ok) throw new Error(`Download failed: ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The chosen invoices as Xero's sales-invoice import CSV. */
export const downloadXeroCsv = (ids: number[]): Promise<void> => save(`/api/Invoices/Export?ids=${ids.join(',')}`, 'Xero Sales Invoices.csv');

/** One invoice as a PDF. */
export const downloadInvoicePdf = (id: number, invoiceNumber: number): Promise<void> => save(`/api/Invoices/${id}/Report`, `Invoice ${invoiceNumber}.pdf`);
