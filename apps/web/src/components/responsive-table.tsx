import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * A list shown twice: stacked cards on phones (`cards`, each an `<li>`) and a table from `md` up
 * (`rows`, each a `<tr>`), because admin tables have too many columns for a 360 px screen.
 */
export function ResponsiveTable({
  label,
  headers,
  cards,
  rows,
}: {
  /** The accessible name of the phone list. */
  label?: string;
  headers: ReactNode[];
  cards: ReactNode;
  rows: ReactNode;
}) {
  const last = headers.length - 1;
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={label}>
        {cards}
      </ul>

      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-sand/40 text-xs tracking-wide text-muted uppercase">
            <tr>
              {headers.map((header, index) => (
                <th
                  key={index}
                  scope="col"
                  className={
                    index === 0
                      ? 'px-5 py-3 font-semibold'
                      : index === last
                        ? 'px-5 py-3 text-right font-semibold'
                        : 'px-4 py-3 font-semibold'
                  }
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">{rows}</tbody>
        </table>
      </Card>
    </>
  );
}
