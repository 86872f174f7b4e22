import type { Article, EventGuide } from '@shared/content';
import { eventGuideText } from '@shared/content/event-guides';

const haystack = (a: Article): string =>
  [
    a.title,
    a.category,
    a.excerpt,
    a.intro,
    ...a.sections.flatMap((s) => [s.title, ...s.lines]),
    ...a.recommendedGear.map((g) => g.name),
    a.conclusion,
  ]
    .join('\n')
    .toLocaleLowerCase('en-US');

/**
 * The full database's search: every word of the query must appear in the guide's title,
 * category or text, ignoring case. A blank query lists every guide.
 */
export function searchArticles(articles: readonly Article[], query: string): Article[] {
  const words = query.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((a) => {
    const text = haystack(a);
    return words.every((w) => text.includes(w));
  });
}

/**
 * The same search over the guides for the events families face (decision 0289): every word of the
 * query in the guide's title, summary or text (before, during, after, children and pets, Germany).
 */
export function searchEventGuides(guides: readonly EventGuide[], query: string): EventGuide[] {
  const words = query.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...guides];
  return guides.filter((g) => {
    const text = eventGuideText(g).toLocaleLowerCase('en-US');
    return words.every((w) => text.includes(w));
  });
}
