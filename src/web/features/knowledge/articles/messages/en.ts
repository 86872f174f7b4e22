/**
 * The four field guides' own words (src/shared/content/articles.ts), read through
 * ../article-content.ts: the English entries read the English module, so the English page carries
 * no second copy; the German and Spanish entries read src/shared/content/translations/articles.<locale>.ts,
 * so those ride in that locale's catalogue chunk (decision 0345). Ids, ratings, read times,
 * views, sources and the gear's links stay the English module's.
 */
import { getArticle } from '@shared/content/articles';

const of = (id: number) => {
  const article = getArticle(id);
  if (!article) throw new Error(`No field guide ${id}`);
  return article;
};

export const en = {
  'article.title': (p: { id: number }) => of(p.id).title,
  'article.category': (p: { id: number }) => of(p.id).category,
  'article.excerpt': (p: { id: number }) => of(p.id).excerpt,
  'article.intro': (p: { id: number }) => of(p.id).intro,
  'article.sectionTitle': (p: { id: number; section: number }) => of(p.id).sections[p.section]!.title,
  'article.line': (p: { id: number; section: number; line: number }) => of(p.id).sections[p.section]!.lines[p.line]!,
  /** A recommended gear's display name (its link stays the English module's). */
  'article.gear': (p: { id: number; index: number }) => of(p.id).recommendedGear[p.index]!.name,
  'article.conclusion': (p: { id: number }) => of(p.id).conclusion,
};
