import { UserIcon } from 'lucide-react';
import { messages } from './messages';

/**
 * Who made a public kit or plan: the creator's username when their profile is public, else
 * "An operative" (the server sends `author: null` then, src/shared/profile/author.ts).
 */
export function AuthorLine({ author }: { author: string | null | undefined }) {
  return (
    <p data-slot="author" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <UserIcon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {messages.t('by')}{' '}
        <span className="font-semibold text-foreground">{author ?? messages.t('anonymousAuthor')}</span>
      </span>
    </p>
  );
}
