import type { OrderStatus } from '@shop/domain';
import { PackageOpen } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Trans } from '@lingui/react';
import { useDates, useT } from '@/lib/i18n/i18n';
import { useReturnOptions } from '../api/get-return-options';
import type { GuestPair } from '../api/keys';
import { offeredLines } from '../lib/return-form';
import { ReturnCard } from './return-card';
import { ReturnRequestForm } from './return-request-form';

/**
 * "Returns & exchanges" of a delivered order (decision 054): the returns asked so far, and "Return or
 * exchange" while the window is open (else why it closed). A guest on /track passes the tracking
 * pair, which every call sends in place of a session.
 */
export function OrderReturns({
  orderId,
  orderStatus,
  guest,
}: {
  orderId: string;
  orderStatus: OrderStatus;
  guest?: GuestPair | undefined;
}) {
  const t = useT();
  const dates = useDates();
  const delivered = orderStatus === 'delivered';
  const { data: options, isPending, isError, refetch } = useReturnOptions(orderId, guest, delivered);
  const [asking, setAsking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!delivered) return null;
  // The window may be open with nothing left to ask for: every piece is in a return already.
  const canAsk = Boolean(options?.open && offeredLines(options).length > 0);
  const showingForm = asking && canAsk;

  const open = (next: boolean) => {
    setAsking(next);
    // The form opens in place; focus its heading so a screen reader (and the phone's scroll) follows.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  let body;
  if (isPending) body = <Skeleton className="h-11 w-48 rounded-full" aria-label={t('returns.loading')} />;
  else if (isError)
    body = (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {t('returns.loadFailed')}
        <Button variant="link" className="h-11" onClick={() => void refetch()}>
          {t('returns.tryAgain')}
        </Button>
      </p>
    );
  else
    body = (
      <>
        {showingForm ? (
          <ReturnRequestForm orderId={orderId} options={options} guest={guest} onDone={() => open(false)} />
        ) : canAsk ? (
          <div className="grid gap-2">
            <Button className="w-full sm:w-fit" onClick={() => open(true)}>
              <PackageOpen aria-hidden="true" className="size-4" /> {t('return.returnOrExchange')}
            </Button>
            {options.windowEndsAt && (
              <p className="text-xs text-muted">
                <Trans
                  id="returns.askUntil"
                  values={{ date: dates.date(options.windowEndsAt) }}
                  components={{ 0: <time dateTime={options.windowEndsAt} /> }}
                />
              </p>
            )}
          </div>
        ) : options.open ? (
          <p className="text-sm text-muted">{t('returns.allInReturn')}</p>
        ) : (
          options.closedReason && (
            <p className="text-sm text-muted" data-testid="returns-closed">
              {options.closedReason}
            </p>
          )
        )}
        {options.returns.length > 0 && (
          <ul className="grid gap-3" aria-label={t('returns.yours')}>
            {[...options.returns].reverse().map((entry) => (
              <ReturnCard key={entry.id} entry={entry} orderId={orderId} guest={guest} />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <Card id="returns" className="scroll-mt-24">
      <CardHeader className="pb-3">
        {}
        <CardTitle as="h2" className="text-lg outline-none" ref={headingRef} tabIndex={-1}>
          {showingForm ? t('return.returnOrExchange') : t('returns.title')}
        </CardTitle>
        {showingForm && <p className="text-sm text-muted">{t('returns.formIntro')}</p>}
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
    </Card>
  );
}
