import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A settled return's credit note (PDF, for the signed-in shopper), saved as `credit-note-R-….pdf`. */
export async function downloadReturnCreditNote(returnId: string, returnNumber: string): Promise<void> {
  const pdf = await apiFile('GET /api/returns/:id/credit-note', { id: returnId });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, not a word
  saveFile(pdf, `credit-note-${returnNumber}.pdf`);
}
