import type { Return } from '@shop/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadCreditNote } from '../api/download-credit-note';

/** "Download credit note", once the return is refunded or exchanged and the note exists. */
export function CreditNoteButton({ ret }: { ret: Pick<Return, 'id' | 'number' | 'creditNoteNumber'> }) {
  const [busy, setBusy] = useState(false);
  if (!ret.creditNoteNumber) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadCreditNote(ret.id, ret.creditNoteNumber ?? ret.number);
    } catch (error) {
      toastError('Download failed', errorMessage(error, 'The credit note could not be downloaded'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" className="h-11" disabled={busy} onClick={() => void download()}>
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Preparing…' : 'Download credit note'}
    </Button>
  );
}
