import { BackHeader } from '@web/components/back-header';
import { Navigate, useParams } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArticleView } from './components/article-view';
import { article as getArticle } from './content';
import { messages } from './messages';

/** The article /intel/{id} shows when the id is not a number (docs/product.md#field-guide-page). */
export const DEFAULT_ARTICLE_ID = 1;

/**
 * /intel/{id}: one guide as a page (READ INTEL on narrow screens, and a shareable link). A
 * non-numeric id falls back to guide 1; a number with no guide goes to the knowledge hub.
 */
export function Component() {
  const { id = '' } = useParams();
  const numeric = /^\d+$/.test(id);
  const article = numeric ? getArticle(id) : undefined;
  // The tab names the guide, in the page's language.
  useDocumentTitle(article?.title);
  if (!numeric) return <Navigate to={`/intel/${DEFAULT_ARTICLE_ID}`} replace />;
  if (!article) return <Navigate to="/knowledge-hub" replace />;

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/knowledge-hub" label={messages.t('article.back')} />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="hud-panel relative bg-card p-4 sm:p-8">
          <ArticleView article={article} />
        </div>
      </main>
    </div>
  );
}
