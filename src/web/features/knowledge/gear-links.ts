import type { Article, RecommendedGear } from '@shared/content';
import { gearTopicForArticle } from '@shared/content/articles';

/**
 * Where the View gear links go: the article's gear topic (by article id,
 * docs/product.md#knowledge-hub), at the gear's accordion section or product card.
 */
export function gearHref(article: Pick<Article, 'id'>, gear: RecommendedGear): string {
  const anchor = gear.section ?? gear.product;
  return `/gear/${gearTopicForArticle(article.id)}${anchor ? `#${anchor}` : ''}`;
}

/** VIEW ALL ESSENTIAL GEAR: the whole topic page. */
export const topicHref = (article: Pick<Article, 'id'>): string => `/gear/${gearTopicForArticle(article.id)}`;
