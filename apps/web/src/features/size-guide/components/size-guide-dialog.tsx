import { columnsIn, hasUnitChoice, metricLabel, type SizeChart, type UnitSystem } from '@shop/domain';
import { useState } from 'react';
import { QueryFrame } from '@/components/query-frame';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useSizeChart } from '../api/get-size-chart';
import { SizeChartTable } from './size-chart-table';

/** Inches or metric, for a chart that gives both: two pressed/unpressed buttons. */
function UnitToggle({
  value,
  metric,
  onChange,
}: {
  value: UnitSystem;
  metric: string;
  onChange: (value: UnitSystem) => void;
}) {
  const t = useT();
  const options: [UnitSystem, string][] = [
    ['in', t('sizeGuide.inches')],
    ['metric', metric],
  ];
  return (
    <div
      role="group"
      aria-label={t('sizeGuide.units')}
      className="inline-flex w-fit gap-1 rounded-full bg-sand p-1"
    >
      {options.map(([system, label]) => (
        <button
          key={system}
          type="button"
          aria-pressed={value === system}
          onClick={() => onChange(system)}
          className={cn(
            'h-9 min-w-16 rounded-full px-4 text-sm font-medium text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-accent',
            value === system && 'bg-card text-ink shadow-sm',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function ChartBody({ chart, optionName }: { chart: SizeChart; optionName: string }) {
  const t = useT();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a unit system, not a word
  const [system, setSystem] = useState<UnitSystem>('in');
  const choice = hasUnitChoice(chart.columns);
  const metric = metricLabel(chart.columns);
  const columns = columnsIn(chart.columns, system);
  const caption = !choice
    ? chart.title
    : system === 'in'
      ? t('sizeGuide.captionInches', { title: chart.title })
      : t('sizeGuide.captionIn', { title: chart.title, unit: metric });
  return (
    <div className="grid min-w-0 gap-4">
      {choice && <UnitToggle value={system} metric={metric} onChange={setSystem} />}
      <SizeChartTable chart={chart} columns={columns} caption={caption} />
      {chart.note && (
        <section aria-labelledby="sizing-how" className="grid gap-1 text-sm">
          <h3 id="sizing-how" className="font-semibold text-ink">
            {t('sizeGuide.howToMeasure')}
          </h3>
          <p className="leading-relaxed text-ink-soft">{chart.note}</p>
        </section>
      )}
      <p className="sr-only">{t('sizeGuide.eachRow', { option: optionName.toLowerCase() })}</p>
    </div>
  );
}

/**
 * The size guide's dialog, its own chunk: the product page loads it on the first open. It fetches
 * the chart then (the button knew only that one applies).
 */
export function SizeGuideDialog({
  categorySlug,
  optionName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  categorySlug: string;
  optionName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useT();
  const chart = useSizeChart(categorySlug);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl p-5 sm:p-6" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{chart.data?.title ?? t('sizeGuide.button')}</DialogTitle>
          <DialogDescription>
            {t('sizeGuide.findYours', { option: optionName.toLowerCase() })}
          </DialogDescription>
        </DialogHeader>
        <QueryFrame
          query={chart}
          skeleton={
            <div className="grid place-items-center py-10">
              <Spinner label={t('sizeGuide.loading')} />
            </div>
          }
          error={{
            title: t('sizeGuide.failed'),
            message: (error) => errorMessage(error, t('sizeGuide.checkConnection')),
          }}
        >
          {(data) => <ChartBody chart={data} optionName={optionName} />}
        </QueryFrame>
      </DialogContent>
    </Dialog>
  );
}
