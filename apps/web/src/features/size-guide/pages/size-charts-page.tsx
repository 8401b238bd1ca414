import type { Category, SizeChart } from '@shop/domain';
import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { FormField } from '@/components/form-field';
import { EmptyState, ErrorState } from '@/components/states';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeleteSizeChart } from '../api/delete-size-chart';
import { useAdminSizeCharts } from '../api/get-admin-size-charts';
import { useStaffCategories } from '../api/get-staff-categories';
import { SizeChartEditor } from '../components/size-chart-editor';
import { blankDraft, draftOf } from '../lib/chart-draft';
import { plural } from '@/lib/plural';

/** Parents in their order, each followed by its subcategories: the shape of the category picker. */
function categoryGroups(categories: Category[]) {
  return categories
    .filter((category) => category.categoryType === 'parent')
    .map((parent) => ({
      parent,
      subcategories: categories.filter((category) => category.parentId === parent.id),
    }));
}

function chartLabel(category: Category, charts: Map<string, SizeChart>): string {
  if (charts.has(category.id)) return `${category.name} · has a chart`;
  const parentChart = category.parentId ? charts.get(category.parentId) : undefined;
  return parentChart ? `${category.name} · uses ${parentChart.categoryName}'s` : category.name;
}

/** A category without a chart of its own: start one blank or from another category's chart. */
function NewChart({ category, charts }: { category: Category; charts: Map<string, SizeChart> }) {
  const [template, setTemplate] = useState('');
  const source = charts.get(template);
  const inherited = category.parentId ? charts.get(category.parentId) : undefined;
  return (
    <div className="grid gap-5">
      <p className="rounded-xl border border-line bg-sand/50 px-4 py-3 text-sm text-ink-soft">
        {category.name} has no size chart of its own.{' '}
        {inherited
          ? `Shoppers see ${inherited.categoryName}'s chart (${inherited.title}) until you save one here.`
          : 'Its products show no size guide until you save one here.'}
      </p>
      {charts.size > 0 && (
        <FormField id="chart-template" label="Start from">
          <NativeSelect
            id="chart-template"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          >
            <option value="">A blank chart</option>
            {[...charts.values()].map((chart) => (
              <option key={chart.categoryId} value={chart.categoryId}>
                A copy of {chart.categoryName}&apos;s chart ({chart.title})
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <SizeChartEditor
        key={`${category.id}:${template}`}
        categoryId={category.id}
        initial={source ? draftOf(source) : blankDraft(category.name)}
      />
    </div>
  );
}

/** Size charts (admin and administrator): one per category, shown to shoppers as the size guide. */
export function SizeChartsPage() {
  usePageTitle('Size Charts');
  const categories = useStaffCategories();
  const charts = useAdminSizeCharts();
  const remove = useDeleteSizeChart();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const byCategory = new Map((charts.data ?? []).map((chart) => [chart.categoryId, chart]));
  const selected = categories.data?.find((category) => category.id === params.get('category'));
  const own = selected ? byCategory.get(selected.id) : undefined;

  function confirmDelete() {
    if (!own) return;
    remove.mutate(own.categoryId, {
      onSuccess: () => {
        setDeleting(false);
        toast({
          title: 'Size chart deleted',
          description: `${own.categoryName} has no chart now.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        setDeleting(false);
        toastError('Delete failed', errorMessage(error, 'Failed to delete the size chart'));
      },
    });
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">Size Charts</h1>
        <p className="mt-1 text-muted">
          One chart per category, shown as the size guide on its products. A subcategory without one uses its
          parent&apos;s.
        </p>
      </div>

      {categories.isPending || charts.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading size charts">
          <Skeleton className="h-11 w-full max-w-md" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : categories.isError || charts.isError ? (
        <ErrorState
          title="We could not load the size charts"
          message={errorMessage(categories.error ?? charts.error, 'Failed to fetch the size charts')}
          onRetry={() => void Promise.all([categories.refetch(), charts.refetch()])}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState
          icon={<Ruler />}
          title="No categories yet"
          message="Add a category first, then its size chart."
        />
      ) : (
        <>
          <FormField id="chart-category" label="Category" className="max-w-md">
            <NativeSelect
              id="chart-category"
              value={selected?.id ?? ''}
              onChange={(event) => setParams(event.target.value ? { category: event.target.value } : {})}
            >
              <option value="">Choose a category</option>
              {categoryGroups(categories.data).map(({ parent, subcategories }) => (
                <optgroup key={parent.id} label={parent.name}>
                  {[parent, ...subcategories].map((category) => (
                    <option key={category.id} value={category.id}>
                      {chartLabel(category, byCategory)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </FormField>

          {!selected ? (
            <EmptyState
              icon={<Ruler />}
              title="Choose a category"
              message={`${plural(byCategory.size, { one: 'category has', other: 'categories have' })} a chart.`}
            />
          ) : own ? (
            <SizeChartEditor
              key={`${own.categoryId}:${own.updatedAt}`}
              categoryId={own.categoryId}
              initial={draftOf(own)}
              onDelete={() => setDeleting(true)}
            />
          ) : (
            <NewChart key={selected.id} category={selected} charts={byCategory} />
          )}
        </>
      )}

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this size chart?"
        description={
          own?.categoryName
            ? `${own.categoryName}'s products will show its parent's chart, or no size guide.`
            : 'Its products will show no size guide.'
        }
        confirmLabel="Delete chart"
        destructive
        pending={remove.isPending}
        pendingLabel="Deleting"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
