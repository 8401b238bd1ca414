import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/returns/:id/credit-note: the return's credit note (PDF), once refunded or exchanged. */
export async function downloadCreditNote(returnId: string, name: string): Promise<void> {
  const pdf = await apiFile('GET /api/returns/:id/credit-note', { id: returnId });
  saveFile(pdf, `credit-note-${name.replace(/[^\w-]+/g, '-')}.pdf`);
}
