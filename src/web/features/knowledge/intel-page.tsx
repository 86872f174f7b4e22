import { Suspense } from 'react';
import type { ArticleId } from '@shared/content/articles';
import { isArticleId } from '@shared/content/translations/article-text';
import { BackHeader } from '@web/components/back-header';
import { messages as common } from '@web/components/messages';
import { Spinner } from '@web/components/ui/spinner';
import { Navigate, useParams } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArticleView } from './components/article-view';
import { articleCard, article as getArticle } from './content';
import { useArticleBody } from './guide-bodies';
import { messages } from './messages';

/** The article /intel/{id} shows when the id is not a number (docs/product.md#field-guide-page). */
export const DEFAULT_ARTICLE_ID = 1;

/**
 * /intel/{id}: one guide as a page (READ INTEL on narrow screens, and a shareable link). A
 * non-numeric id falls back to guide 1; a number with no guide goes to the knowledge hub. In German
 * and Spanish the guide's body is a chunk of its own, loaded here (decision 0357).
 */
export function Component() {
  const { id = '' } = useParams();
  const numeric = /^\d+$/.test(id);
  const card = numeric ? articleCard(id) : undefined;
  // The tab names the guide, in the page's language.
  useDocumentTitle(card?.title);
  if (!numeric) return <Navigate to={`/intel/${DEFAULT_ARTICLE_ID}`} replace />;
  if (!card || !isArticleId(card.id)) return <Navigate to="/knowledge-hub" replace />;

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/knowledge-hub" label={messages.t('article.back')} />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="hud-panel relative bg-card p-4 sm:p-8">
          <Suspense fallback={<Spinner size="lg" label={common.t('loading')} />}>
            <WholeArticle id={card.id} />
          </Suspense>
        </div>
      </main>
    </div>
  );
}

function WholeArticle({ id }: { id: ArticleId }) {
  useArticleBody(id);
  return <ArticleView article={getArticle(id)!} />;
}
