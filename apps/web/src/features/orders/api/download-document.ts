import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type OrderDocument = 'invoice' | 'credit-note';

const ROUTES = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API route, not a word
  invoice: 'GET /api/orders/:id/invoice',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API route, not a word
  'credit-note': 'GET /api/orders/:id/credit-note',
} as const;

/** Downloads an order's tax invoice or credit note (a PDF the session may fetch). */
export async function downloadOrderDocument(orderId: string, document: OrderDocument): Promise<void> {
  const pdf = await apiFile(ROUTES[document], { id: orderId });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, not a word
  saveFile(pdf, `${document}-${orderId.slice(-8).toUpperCase()}.pdf`);
}
