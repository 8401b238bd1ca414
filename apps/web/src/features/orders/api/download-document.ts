import { apiFile } from '@/lib/api-client';

export type OrderDocument = 'invoice' | 'credit-note';

const ROUTES = {
  invoice: 'GET /api/orders/:id/invoice',
  'credit-note': 'GET /api/orders/:id/credit-note',
} as const;

/**
 * Downloads an order's tax invoice or credit note. The API wants the session's bearer token, which a
 * plain link cannot send, so the PDF is fetched and handed to the browser as a file to save.
 */
export async function downloadOrderDocument(orderId: string, document: OrderDocument): Promise<void> {
  const pdf = await apiFile(ROUTES[document], { id: orderId });
  const url = URL.createObjectURL(pdf);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${document}-${orderId.slice(-8).toUpperCase()}.pdf`;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
