import type { ArticleId, ArticleText, ArticleTexts } from '../articles';
import type { Article } from '../schema';

const isArticleId = (id: number): id is ArticleId => id === 1 || id === 2 || id === 3 || id === 4;

/** One field guide's words in a translation, by the English article's id. */
export function articleText(texts: ArticleTexts, id: number): ArticleText<Article> {
  if (!isArticleId(id)) throw new Error(`No field guide ${id}`);
  return texts[id];
}
