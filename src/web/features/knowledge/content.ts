/**
 * The guides' long content, looked up through one function per kind (decision 0343), in the page's
 * language: the field guides through ./articles/article-content.ts (decision 0345), the event
 * guides through ./event-guides/guides.ts (decision 0346). The cards need only the locale's
 * summaries; a whole guide needs its body loaded first (./guide-bodies.ts, decision 0357).
 */
export { article, articleCard, articleCards, articles, type ArticleSummary } from './articles/article-content';
export {
  eventGuide,
  eventGuideCard,
  eventGuideCards,
  eventGuides,
  type EventGuideSummary,
} from './event-guides/guides';
