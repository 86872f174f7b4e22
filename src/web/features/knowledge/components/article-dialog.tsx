import type { ArticleId } from '@shared/content/articles';
import { isArticleId } from '@shared/content/translations/article-text';
import { Dialog, DialogBareTitle, DialogContent, DialogDescription } from '@web/components/ui/dialog';
import { article as getArticle } from '../content';
import { useArticleBodyLoaded } from '../guide-bodies';
import { ArticleView } from './article-view';

/**
 * READ INTEL on wide screens: the guide in a modal (max 90vh, its body scrolls). In German and
 * Spanish it opens once the guide's body has loaded (decision 0357).
 */
export function ArticleDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const open = id !== null && isArticleId(id);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? <ArticleDialogContent id={id} /> : null}
    </Dialog>
  );
}

function ArticleDialogContent({ id }: { id: ArticleId }) {
  if (!useArticleBodyLoaded(id)) return null;
  const article = getArticle(id)!;
  return (
    <DialogContent className="max-w-3xl" bodyClassName="p-5 sm:p-8">
      <DialogDescription className="sr-only">{article.excerpt}</DialogDescription>
      <ArticleView
        article={article}
        partLevel={3}
        renderTitle={(title, className) => (
          // The guide's own title style, not the dialog's small monospace one.
          <DialogBareTitle className={`pe-8 ${className}`}>{title}</DialogBareTitle>
        )}
      />
    </DialogContent>
  );
}
