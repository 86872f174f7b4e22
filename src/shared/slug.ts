/**
 * The gear-vault slug rule (docs/product.md#landing-page): the lower-cased name, "&" turned to
 * "and", spaces turned to hyphens. "Food & Water" -> "food-and-water".
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, '-');
}
