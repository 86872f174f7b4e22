import { UserIcon } from 'lucide-react';
import { authorLabel } from '@shared/profile/author';

/**
 * Who made a public kit or plan: the creator's username when their profile is public, else
 * "An operative" (the server sends `author: null` then, src/shared/profile/author.ts).
 */
export function AuthorLine({ author }: { author: string | null | undefined }) {
  return (
    <p data-slot="author" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <UserIcon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        By <span className="font-semibold text-foreground">{authorLabel(author)}</span>
      </span>
    </p>
  );
}
