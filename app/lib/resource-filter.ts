/**
 * The resources hub's catalogue as one list (spec §3: "flattened also carries category and
 * categoryId"), for its filter (`#app/features/catalogue/filter.ts`) and the browser tests.
 */

/** Every resource of every category in one list, each carrying its category's title and id; order is kept. */
export function flattenResources<
  C extends { id: string; title: string; resources: readonly object[] },
>(
  categories: readonly C[],
): (C["resources"][number] & { category: string; categoryId: string })[] {
  return categories.flatMap((category) =>
    category.resources.map((resource) => ({
      ...resource,
      category: category.title,
      categoryId: category.id,
    })),
  );
}
