import { slugify } from '@shop/domain';
import type { Db } from '../db/client.js';
import { categories } from '../db/schema/index.js';
import { categoryTranslationColumns } from '../modules/catalog/index.js';
import { DEMO_CATEGORIES, type DemoTax } from './demo-catalog.js';
import { DEMO_CATEGORY_HINDI } from './demo-hindi.js';

/** A demo category's Hindi columns (issue 28). */
const hindiColumns = (name: string) => categoryTranslationColumns({ hi: DEMO_CATEGORY_HINDI[name] });

/** A demo category's HSN code and rule as its columns. */
const taxColumns = (tax: DemoTax) => ({
  hsnCode: tax.hsnCode,
  gstRate: tax.gstRate,
  gstSlabUpToPaise: tax.slab?.upToPaise ?? null,
  gstRateAbove: tax.slab?.rateAbove ?? null,
});

export interface SeededSubcategory {
  id: string;
  name: string;
  parentId: string;
  parentSlug: string;
  /** e.g. `KS-JW-EAR`: products get their SKU by adding a number. */
  skuPrefix: string;
}

/** The demo category tree (parents, then their subcategories), shared by the demo and bench seeds. */
export async function insertDemoCategories(
  tx: Db,
): Promise<{ parentCount: number; parentIds: string[]; subcategories: SeededSubcategory[] }> {
  const subcategories: SeededSubcategory[] = [];
  const parentIds: string[] = [];
  for (const [order, parent] of DEMO_CATEGORIES.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        name: parent.name,
        slug: parent.slug,
        description: parent.description,
        icon: parent.icon,
        ...taxColumns(parent.tax),
        ...hindiColumns(parent.name),
        categoryType: 'parent',
        sortOrder: order,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error(`Category ${parent.name} not created`);
    parentIds.push(row.id);
    const inserted = await tx
      .insert(categories)
      .values(
        parent.subcategories.map((sub, subOrder) => ({
          name: sub.name,
          slug: slugify(sub.name),
          description: sub.description,
          icon: sub.icon,
          ...taxColumns(sub.tax),
          ...hindiColumns(sub.name),
          parentId: row.id,
          // Earrings come back only when damaged or wrong, for hygiene (decision 054).
          returnable: sub.returnable ?? true,
          categoryType: 'subcategory' as const,
          sortOrder: subOrder,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    for (const sub of inserted) {
      const demo = parent.subcategories.find((candidate) => candidate.name === sub.name);
      const code = demo?.skuCode ?? 'GEN';
      subcategories.push({
        id: sub.id,
        name: sub.name,
        parentId: row.id,
        parentSlug: parent.slug,
        skuPrefix: `KS-${parent.skuCode}-${code}`,
      });
    }
  }
  return { parentCount: DEMO_CATEGORIES.length, parentIds, subcategories };
}
