/**
 * The guides' long content, looked up through one function per kind (decision 0343), in the page's
 * language: the field guides through ./articles/article-content.ts (decision 0345), the event
 * guides through ./event-guides/guides.ts (decision 0346).
 */
export { article, articles } from './articles/article-content';
export { eventGuide, eventGuides } from './event-guides/guides';
