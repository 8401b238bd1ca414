import type { Category } from '@shop/domain';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { ResponsiveTable } from '@/components/responsive-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CategoryIcon } from '@/components/category-icon';

export interface CategoryActions {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function TypeBadge({ category }: { category: Category }) {
  return category.categoryType === 'parent' ? (
    <Badge variant="default">Parent</Badge>
  ) : (
    <Badge variant="secondary">Subcategory</Badge>
  );
}

function StatusBadge({ category }: { category: Category }) {
  return (
    <Badge variant={category.isActive ? 'success' : 'outline'}>
      {category.isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

function Icon({ category }: { category: Category }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-sand text-xl"
    >
      <CategoryIcon name={category.icon} fallback="tag" className="size-5 text-accent" />
    </span>
  );
}

function CategoryRowActions({ category, onEdit, onDelete }: CategoryActions & { category: Category }) {
  return (
    <EditDeleteActions
      name={category.name}
      onEdit={() => onEdit(category)}
      onDelete={() => onDelete(category)}
    />
  );
}

/** Icon, name, slug, description, type, status, actions; stacked cards on phones. */
export function CategoriesTable({ categories, ...actions }: CategoryActions & { categories: Category[] }) {
  return (
    <ResponsiveTable
      headers={[
        <span className="sr-only">Icon</span>,
        'Name',
        'Slug',
        'Description',
        'Type',
        'Status',
        'Actions',
      ]}
      cards={categories.map((category) => (
        <li key={category.id}>
          <Card className="grid gap-3 p-4">
            <div className="flex items-start gap-3">
              <Icon category={category} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{category.name}</p>
                <p className="truncate font-mono text-xs text-muted">{category.slug}</p>
                {category.parent && <p className="text-xs text-muted">in {category.parent.name}</p>}
              </div>
              <CategoryRowActions category={category} {...actions} />
            </div>
            {category.description && <p className="text-sm text-ink-soft">{category.description}</p>}
            <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 text-xs text-muted">
              <TypeBadge category={category} />
              <StatusBadge category={category} />
              <span>{category.productCount} products</span>
            </div>
          </Card>
        </li>
      ))}
      rows={categories.map((category) => (
        <tr key={category.id} className="transition-colors hover:bg-sand/30">
          <td className="px-5 py-3">
            <Icon category={category} />
          </td>
          <td className="px-4 py-3">
            <p className="font-medium text-ink">{category.name}</p>
            {category.parent && <p className="text-xs text-muted">in {category.parent.name}</p>}
          </td>
          <td className="px-4 py-3 font-mono text-xs text-ink-soft">{category.slug}</td>
          <td className="max-w-72 px-4 py-3 text-ink-soft">
            <p className="line-clamp-2">{category.description || '—'}</p>
          </td>
          <td className="px-4 py-3">
            <TypeBadge category={category} />
          </td>
          <td className="px-4 py-3">
            <StatusBadge category={category} />
          </td>
          <td className="px-5 py-3">
            <CategoryRowActions category={category} {...actions} />
          </td>
        </tr>
      ))}
    />
  );
}

/** Each parent with its subcategories beneath it. */
export function CategoryHierarchy({ categories, ...actions }: CategoryActions & { categories: Category[] }) {
  const parents = categories.filter((category) => category.categoryType === 'parent');
  return (
    <ul className="grid gap-4">
      {parents.map((parent) => {
        const children = categories.filter((category) => category.parentId === parent.id);
        return (
          <li key={parent.id}>
            <Card className="grid gap-3 p-4 sm:p-5">
              <div className="flex items-center gap-3">
                <Icon category={parent} />
                <div className="min-w-0 flex-1">
                  <p className="font-display text-lg font-semibold text-ink">{parent.name}</p>
                  <div className="flex flex-wrap gap-1.5">
                    <StatusBadge category={parent} />
                    <span className="text-xs text-muted">
                      {children.length} subcategories · {parent.productCount} products
                    </span>
                  </div>
                </div>
                <CategoryRowActions category={parent} {...actions} />
              </div>
              {children.length > 0 && (
                <ul className="grid gap-2 border-l-2 border-line pl-4 sm:ml-5">
                  {children.map((child) => (
                    <li key={child.id} className="flex items-center gap-3">
                      <CategoryIcon name={child.icon} fallback="tag" className="text-accent" />
                      <span className="min-w-0 flex-1 truncate text-ink">{child.name}</span>
                      <StatusBadge category={child} />
                      <CategoryRowActions category={child} {...actions} />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
