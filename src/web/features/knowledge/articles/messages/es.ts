import { articleText } from '@shared/content/translations/article-text';
import { ARTICLES_ES } from '@shared/content/translations/articles.es';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

const of = (id: number) => articleText(ARTICLES_ES, id);

export default {
  'article.title': (p) => of(p.id).title,
  'article.category': (p) => of(p.id).category,
  'article.excerpt': (p) => of(p.id).excerpt,
  'article.intro': (p) => of(p.id).intro,
  'article.sectionTitle': (p) => of(p.id).sections[p.section]!.title,
  'article.line': (p) => of(p.id).sections[p.section]!.lines[p.line]!,
  'article.gear': (p) => of(p.id).gear[p.index]!,
  'article.conclusion': (p) => of(p.id).conclusion,
} satisfies Catalogue<typeof en>;
