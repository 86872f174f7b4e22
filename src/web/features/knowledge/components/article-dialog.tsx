import type { Article } from '@shared/content';
import { Dialog, DialogBareTitle, DialogContent, DialogDescription } from '@web/components/ui/dialog';
import { ArticleView } from './article-view';

/** READ INTEL on wide screens: the guide in a modal (max 90vh, its body scrolls). */
export function ArticleDialog({ article, onClose }: { article: Article | undefined; onClose: () => void }) {
  return (
    <Dialog open={article !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {article ? (
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
      ) : null}
    </Dialog>
  );
}
