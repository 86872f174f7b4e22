import type { ArticleId } from '../articles';

/** Whether a number is a field guide's id. */
export const isArticleId = (id: number): id is ArticleId => id === 1 || id === 2 || id === 3 || id === 4;

/** One field guide's words in a translation (its card's or all), by the English article's id. */
export function articleText<T extends { readonly [Id in ArticleId]: unknown }>(texts: T, id: number): T[ArticleId] {
  if (!isArticleId(id)) throw new Error(`No field guide ${id}`);
  return texts[id];
}
