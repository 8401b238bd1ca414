import type { Category } from '@shop/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface CategoryActions {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

export function TypeBadge({ category }: { category: Category }) {
  return category.categoryType === 'parent' ? (
    <Badge variant="default">Parent</Badge>
  ) : (
    <Badge variant="secondary">Subcategory</Badge>
  );
}

export function StatusBadge({ category }: { category: Category }) {
  return (
    <Badge variant={category.isActive ? 'success' : 'outline'}>
      {category.isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function Icon({ category }: { category: Category }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-sand text-xl"
    >
      {category.icon || '🏷️'}
    </span>
  );
}

export function CategoryRowActions({ category, onEdit, onDelete }: CategoryActions & { category: Category }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onEdit(category)}
        aria-label={`Edit ${category.name}`}
      >
        <Pencil className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-danger hover:bg-danger-soft"
        onClick={() => onDelete(category)}
        aria-label={`Delete ${category.name}`}
      >
        <Trash2 className="size-4" />
      </Button>
    </div>
  );
}

/** Icon, name, slug, description, type, status, actions; stacked cards on phones. */
export function CategoriesTable({ categories, ...actions }: CategoryActions & { categories: Category[] }) {
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {categories.map((category) => (
          <li key={category.id}>
            <Card className="grid gap-3 p-4">
              <div className="flex items-start gap-3">
                <Icon category={category} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">{category.name}</p>
                  <p className="truncate font-mono text-xs text-muted">{category.slug}</p>
                  {category.parent && (
                    <p className="text-xs text-muted">
                      in {category.parent.icon} {category.parent.name}
                    </p>
                  )}
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
      </ul>

      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-sand/40 text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                <span className="sr-only">Icon</span>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Slug
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Description
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Type
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-5 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {categories.map((category) => (
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
          </tbody>
        </table>
      </Card>
    </>
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
                      <span aria-hidden="true" className="text-lg">
                        {child.icon || '🏷️'}
                      </span>
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
