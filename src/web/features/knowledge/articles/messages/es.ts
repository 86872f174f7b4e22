/** Las guías en español: las tarjetas de articles.es.ts; introducción, secciones y conclusión del módulo de la guía, que su página carga (decisión 0357). */
import { articleText, isArticleId } from '@shared/content/translations/article-text';
import { ARTICLE_SUMMARIES_ES } from '@shared/content/translations/articles.es';
import { ARTICLE_BODIES_ES } from '@shared/content/translations/bodies';
import type { Catalogue } from '@shared/i18n/catalogue';
import { articleBody, provideArticleBodies } from '../../guide-body-cache';
import type { en } from './en';

provideArticleBodies('es', ARTICLE_BODIES_ES);

const card = (id: number) => articleText(ARTICLE_SUMMARIES_ES, id);
const body = (id: number) => {
  if (!isArticleId(id)) throw new Error(`No field guide ${id}`);
  return articleBody('es', id);
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
