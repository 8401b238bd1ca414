import { CheckCircle2, ChevronRight, Circle, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { readString, writeString } from '@/lib/storage';
import { useSetupChecklist } from '../api/get-setup-checklist';

/** Remembered in this browser: the owner closed the list before finishing it. */
const DISMISSED_KEY = 'setup-checklist-dismissed';

/**
 * The back office's first steps after setup (issue 26), at the top of the dashboard. The server ticks
 * each item from what the shop holds; the list goes away once all are done or the owner closes it.
 */
export function SetupChecklist() {
  const [dismissed, setDismissed] = useState(() => readString(DISMISSED_KEY) === '1');
  const checklist = useSetupChecklist(!dismissed);
  const items = checklist.data;
  if (dismissed || !items || items.every((item) => item.done)) return null;
  const done = items.filter((item) => item.done).length;

  const dismiss = () => {
    writeString(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <Card role="region" aria-labelledby="setup-checklist-title">
      <CardHeader className="flex flex-row items-start justify-between gap-3 pb-2">
        <div className="grid gap-1">
          <CardTitle as="h2" id="setup-checklist-title" className="text-lg">
            Get your shop ready
          </CardTitle>
          <CardDescription>
            {done} of {items.length} done. Each step ticks itself once it is done.
          </CardDescription>
        </div>
        <Button variant="ghost" size="icon-sm" onClick={dismiss} aria-label="Hide this list">
          <X className="size-4" />
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.href}
                data-done={item.done}
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                  item.done
                    ? 'border-line bg-sand/50 text-muted'
                    : 'border-line bg-card font-medium text-ink hover:border-accent',
                )}
              >
                {item.done ? (
                  <CheckCircle2 className="size-5 shrink-0 text-leaf" aria-hidden="true" />
                ) : (
                  <Circle className="size-5 shrink-0 text-ink-soft/50" aria-hidden="true" />
                )}
                <span className={cn('flex-1', item.done && 'line-through')}>{item.label}</span>
                <span className="sr-only">{item.done ? '(done)' : '(to do)'}</span>
                <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
