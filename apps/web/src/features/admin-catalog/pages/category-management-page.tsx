import type { Category } from '@shop/domain';
import { ArrowLeft, CheckCircle2, FolderTree, Layers, Plus, Tags } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { StatCards } from '@/components/stat-cards';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { categoryCounts } from '../category-form';
import { CategoriesTable, CategoryHierarchy } from '../components/categories-table';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { ListSkeleton } from '../components/list-skeleton';

/** Category management (admin and administrator). */
export function CategoryManagementPage() {
  usePageTitle('Category Management');
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const list = categories.data;
  const counts = list ? categoryCounts(list) : undefined;

  useEffect(() => {
    if (categories.isError) {
      toastError('Error', 'Failed to fetch categories');
    }
  }, [categories.isError]);

  function openForm(category: Category | null) {
    setEditing(category);
    setFormOpen(true);
  }

  function confirmDelete(category: Category) {
    remove.mutate(category.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: 'Category deleted',
          description: `${category.name} has been deleted.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        setDeleting(null);
        toastError('Delete failed', errorMessage(error, 'Failed to delete category'));
      },
    });
  }

  const actions = { onEdit: (category: Category) => openForm(category), onDelete: setDeleting };
  const blockedBy = deleting?.subcategories ?? [];

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
          <Link to="/product-management">
            <ArrowLeft className="size-4" /> Back to Product Management
          </Link>
        </Button>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl sm:text-4xl">Category Management</h1>
            <p className="mt-1 text-muted">Organise the shop into categories and their subcategories.</p>
          </div>
          <Button onClick={() => openForm(null)}>
            <Plus className="size-4" /> Add Category
          </Button>
        </div>
      </div>

      <StatCards
        label="Category counts"
        stats={[
          { label: 'Total Categories', value: counts?.total, icon: Tags },
          { label: 'Parent Categories', value: counts?.parents, icon: FolderTree },
          { label: 'Subcategories', value: counts?.subcategories, icon: Layers },
          { label: 'Active', value: counts?.active, icon: CheckCircle2 },
        ]}
      />

      <QueryFrame
        query={categories}
        skeleton={<ListSkeleton label="Loading categories" />}
        error={{
          title: 'We could not load the categories',
          message: (error) => errorMessage(error, 'Failed to fetch categories'),
        }}
        empty={
          <EmptyState
            icon={<Tags />}
            title="No categories yet"
            message="Start with a parent category such as Jewellery."
            action={
              <Button onClick={() => openForm(null)}>
                <Plus className="size-4" /> Add First Category
              </Button>
            }
          />
        }
      >
        {(all) => (
          <Tabs defaultValue="all" className="min-w-0">
            <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
              <TabsList className="min-w-max sm:min-w-0">
                <TabsTrigger value="all">All Categories</TabsTrigger>
                <TabsTrigger value="parents">Parent Categories</TabsTrigger>
                <TabsTrigger value="hierarchy">Hierarchy View</TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="all">
              <CategoriesTable categories={all} {...actions} />
            </TabsContent>
            <TabsContent value="parents">
              <CategoriesTable
                categories={all.filter((category) => category.categoryType === 'parent')}
                {...actions}
              />
            </TabsContent>
            <TabsContent value="hierarchy">
              <CategoryHierarchy categories={all} {...actions} />
            </TabsContent>
          </Tabs>
        )}
      </QueryFrame>

      <CategoryFormDialog
        open={formOpen}
        category={editing}
        categories={list ?? []}
        onOpenChange={setFormOpen}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete category"
        description={
          deleting
            ? blockedBy.length > 0
              ? `${deleting.name} has subcategories. They must be deleted first:`
              : `Are you sure you want to delete "${deleting.name}"? This action cannot be undone.`
            : ''
        }
        confirmLabel={blockedBy.length > 0 ? null : 'Delete'}
        cancelLabel={blockedBy.length > 0 ? 'Close' : 'Cancel'}
        destructive
        pending={remove.isPending}
        pendingLabel="Deleting"
        descriptionClassName="text-base text-ink-soft"
        onConfirm={() => deleting && confirmDelete(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        {blockedBy.length > 0 && (
          <ul className="grid gap-1.5 rounded-xl bg-sand/60 p-3 text-sm text-ink" aria-label="Subcategories">
            {blockedBy.map((sub) => (
              <li key={sub.id}>{sub.name}</li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </div>
  );
}
