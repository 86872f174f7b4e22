import { CheckIcon, CopyIcon, DownloadIcon, EyeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { OnlineOnly, OnlineOnlyLink } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Link } from '@web/lib/router';
import { messages } from './messages';

/** A write on the card: its button shows `pendingLabel` while it runs. */
export interface CardAction {
  pending: boolean;
  onClick: () => void;
}

export interface CardActionsProps {
  /** The card's title element: every button is described by it ("Edit, {title}"). */
  titleId: string;
  view: { to: string; label: string };
  /** The owner's Edit page. */
  editTo?: string;
  /** The owner's Duplicate. */
  duplicate?: CardAction;
  /** Someone else's public item: Acquire, or a disabled "Acquired" once the viewer has a copy. */
  acquire?: CardAction & { acquired: boolean };
  /** The owner's Delete, asked first with this confirmation; `onClick` runs once confirmed. */
  remove?: CardAction & { confirm: { title: string; description: string; confirmLabel: string } };
}

/**
 * The action bar of a kit or plan card: View, then what the viewer may do (Edit, Duplicate,
 * Acquire, Delete), in that order. Every button keeps its visible label as its accessible name.
 * Offline the writes are disabled with the reason (decision 081); a delete being confirmed stays
 * open with its confirm disabled until the connection is back (decision 239). While one write
 * runs, the others wait.
 */
export function CardActions({ titleId, view, editTo, duplicate, acquire, remove }: CardActionsProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const busy = Boolean(duplicate?.pending || acquire?.pending || remove?.pending);

  return (
    <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
      <Button asChild variant="tactical" size="sm">
        <Link to={view.to} aria-describedby={titleId}>
          <EyeIcon aria-hidden="true" />
          {view.label}
        </Link>
      </Button>
      {editTo ? (
        <OnlineOnlyLink to={editTo} variant="outline" size="sm" aria-describedby={titleId}>
          <PencilIcon aria-hidden="true" />
          {messages.t('edit')}
        </OnlineOnlyLink>
      ) : null}
      {duplicate ? (
        <OnlineOnly>
          <Button variant="outline" size="sm" onClick={duplicate.onClick} disabled={busy} aria-describedby={titleId}>
            <CopyIcon aria-hidden="true" />
            {duplicate.pending ? messages.t('duplicating') : messages.t('duplicate')}
          </Button>
        </OnlineOnly>
      ) : null}
      {acquire ? (
        acquire.acquired ? (
          // The word carries the state, not a colour (decision 050).
          <Button variant="secondary" size="sm" disabled aria-describedby={titleId}>
            <CheckIcon aria-hidden="true" />
            {messages.t('acquired')}
          </Button>
        ) : (
          <OnlineOnly>
            <Button variant="gear" size="sm" onClick={acquire.onClick} disabled={busy} aria-describedby={titleId}>
              <DownloadIcon aria-hidden="true" />
              {acquire.pending ? messages.t('acquiring') : messages.t('acquire')}
            </Button>
          </OnlineOnly>
        )
      ) : null}
      {remove ? (
        <>
          <OnlineOnly>
            <Button
              variant="outline"
              size="sm"
              className="hover:border-destructive hover:text-destructive"
              onClick={() => setConfirmOpen(true)}
              disabled={busy}
              aria-describedby={titleId}
            >
              <Trash2Icon aria-hidden="true" />
              {remove.pending ? messages.t('deleting') : messages.t('delete')}
            </Button>
          </OnlineOnly>
          <ConfirmDialog
            open={confirmOpen}
            title={remove.confirm.title}
            description={remove.confirm.description}
            confirmLabel={remove.confirm.confirmLabel}
            onlineOnly
            onCancel={() => setConfirmOpen(false)}
            onConfirm={remove.onClick}
          />
        </>
      ) : null}
    </div>
  );
}
