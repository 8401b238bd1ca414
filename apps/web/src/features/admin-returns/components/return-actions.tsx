import { RETURN_STATUS_LABELS, type Return } from '@shop/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApproveForm } from './steps/approve-form';
import { ExchangeStep } from './steps/exchange-step';
import { PickedUpStep } from './steps/picked-up-step';
import { ReceiveForm } from './steps/receive-form';
import { RefundForm } from './steps/refund-form';
import { CancelForm, RejectForm } from './steps/reject-form';

type Asking = 'rejected' | 'cancelled' | null;

/**
 * The steps the server says may come next (`nextStatuses`), one call each: the way forward as its
 * own small form, and Reject / Cancel behind a second question, because neither can be undone.
 */
export function ReturnActions({ ret }: { ret: Return }) {
  const [asking, setAsking] = useState<Asking>(null);
  const next = ret.nextStatuses;
  if (next.length === 0) {
    return (
      <p className="text-sm text-muted">
        This return is {RETURN_STATUS_LABELS[ret.status].toLowerCase()}; there is nothing more to do.
      </p>
    );
  }
  // A step taken elsewhere may have closed the question asked.
  if (asking === 'rejected' && next.includes('rejected')) {
    return <RejectForm ret={ret} onBack={() => setAsking(null)} />;
  }
  if (asking === 'cancelled' && next.includes('cancelled')) {
    return <CancelForm ret={ret} onBack={() => setAsking(null)} />;
  }

  return (
    <div className="grid gap-3">
      {next.includes('approved') && <ApproveForm key={`approve-${ret.status}`} ret={ret} />}
      {next.includes('picked_up') && <PickedUpStep ret={ret} />}
      {next.includes('received') && <ReceiveForm key={`receive-${ret.status}`} ret={ret} />}
      {next.includes('refunded') && <RefundForm key={`refund-${ret.status}`} ret={ret} />}
      {next.includes('exchanged') && <ExchangeStep ret={ret} />}
      {(next.includes('rejected') || next.includes('cancelled')) && (
        <div className="flex flex-wrap gap-2">
          {next.includes('rejected') && (
            <Button
              variant="outline"
              className="border-danger/40 text-danger hover:bg-danger-soft"
              onClick={() => setAsking('rejected')}
            >
              Reject
            </Button>
          )}
          {next.includes('cancelled') && (
            <Button
              variant="outline"
              className="border-danger/40 text-danger hover:bg-danger-soft"
              onClick={() => setAsking('cancelled')}
            >
              Cancel return
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
