/** Die Ratgeber auf Deutsch: die Karten aus articles.de.ts, Einleitung, Abschnitte und Fazit aus dem Modul des Ratgebers, das seine Seite lädt (Entscheidung 0357). */
import { articleText, isArticleId } from '@shared/content/translations/article-text';
import { ARTICLE_SUMMARIES_DE } from '@shared/content/translations/articles.de';
import { ARTICLE_BODIES_DE } from '@shared/content/translations/bodies';
import type { Catalogue } from '@shared/i18n/catalogue';
import { articleBody, provideArticleBodies } from '../../guide-body-cache';
import type { en } from './en';

provideArticleBodies('de', ARTICLE_BODIES_DE);

const card = (id: number) => articleText(ARTICLE_SUMMARIES_DE, id);
const body = (id: number) => {
  if (!isArticleId(id)) throw new Error(`No field guide ${id}`);
  return articleBody('de', id);
};

export default {
  'article.title': (p) => card(p.id).title,
  'article.category': (p) => card(p.id).category,
  'article.excerpt': (p) => card(p.id).excerpt,
  'article.intro': (p) => body(p.id).intro,
  'article.sectionTitle': (p) => body(p.id).sections[p.section]!.title,
  'article.line': (p) => body(p.id).sections[p.section]!.lines[p.line]!,
  'article.gear': (p) => card(p.id).gear[p.index]!,
  'article.conclusion': (p) => body(p.id).conclusion,
} satisfies Catalogue<typeof en>;
