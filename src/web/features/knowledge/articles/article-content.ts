/**
 * The field guides in the page's language (decisions 0343, 0345): the English article's ids,
 * rating, read time, views, sources and gear links, with its words read through the articles'
 * message set, so German and Spanish come from that locale's lazily loaded catalogue chunk and an
 * English reader loads nothing more.
 */
import type { Article } from '@shared/content';
import { ARTICLES, getArticle } from '@shared/content/articles';
import { messages } from './messages';

const { t } = messages;

/** What a knowledge hub card shows of a field guide: everything but the body (decision 0357). */
export type ArticleSummary = Omit<Article, 'intro' | 'sections' | 'conclusion'>;

const card = (english: Article): ArticleSummary => {
  const { intro: _intro, sections: _sections, conclusion: _conclusion, ...rest } = english;
  const id = english.id;
  return {
    ...rest,
    title: t('article.title', { id }),
    category: t('article.category', { id }),
    excerpt: t('article.excerpt', { id }),
    recommendedGear: english.recommendedGear.map((g, index) => ({ ...g, name: t('article.gear', { id, index }) })),
  };
};

/** Every field guide's card, in the page's language: needs no body loaded (the hub). */
export const articleCards = (): readonly ArticleSummary[] => ARTICLES.map(card);

/** A field guide's card by its id (a number or the route's text), in the page's language. */
export function articleCard(id: number | string): ArticleSummary | undefined {
  const english = getArticle(id);
  return english && card(english);
}

const translated = (english: Article): Article => {
  const id = english.id;
  return {
    ...english,
    title: t('article.title', { id }),
    category: t('article.category', { id }),
    excerpt: t('article.excerpt', { id }),
    intro: t('article.intro', { id }),
    sections: english.sections.map((s, section) => ({
      title: t('article.sectionTitle', { id, section }),
      lines: s.lines.map((_, line) => t('article.line', { id, section, line })),
    })),
    recommendedGear: english.recommendedGear.map((g, index) => ({ ...g, name: t('article.gear', { id, index }) })),
    conclusion: t('article.conclusion', { id }),
  };
};

/** Every field guide, whole, in the page's language: their bodies must have loaded (../guide-bodies.ts). */
export const articles = (): readonly Article[] => ARTICLES.map(translated);

/** A field guide, whole, by its id, in the page's language: its body must have loaded (../guide-bodies.ts). */
export function article(id: number | string): Article | undefined {
  const english = getArticle(id);
  return english && translated(english);
}
