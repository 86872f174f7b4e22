import { LinkIcon, Share2Icon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { messages } from './messages';

/** The absolute address of a page of this app (what a shared link carries). */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;

const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * "Copy link" and, where the browser has the Web Share API, "Share" (the system share sheet) for
 * a public kit or plan (issue 21). `path` is the item's page (/plans/{id}, /kits/{id}): it opens
 * the public view for anyone, signed in or not.
 */
export function ShareActions({ path, title }: { path: string; title: string }) {
  const url = absoluteUrl(path);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.t('linkCopied'), messages.t('linkCopiedDetail'));
    } catch {
      // No clipboard (an insecure origin, or permission refused): show the link to copy by hand.
      toast.error(messages.t('copyFailed'), url);
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      // Closing the share sheet is not a failure.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      toast.error(messages.t('shareFailed'), messages.t('shareFailedDetail'));
    }
  }

  return (
    <>
      <Button type="button" variant="outline" className="min-h-11" onClick={() => void copy()}>
        <LinkIcon aria-hidden="true" />
        {messages.t('copyLink')}
      </Button>
      {canShare() ? (
        <Button type="button" variant="outline" className="min-h-11" onClick={() => void share()}>
          <Share2Icon aria-hidden="true" />
          {messages.t('share')}
        </Button>
      ) : null}
    </>
  );
}
