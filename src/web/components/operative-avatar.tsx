import { useState } from 'react';
import { cn } from '@web/lib/utils';

/**
 * The user's picture, or their initials in an amber ring when there is none (or it fails to
 * load). Decorative: the name is always written next to it.
 */
export function OperativeAvatar({
  initials,
  src,
  className = 'size-8 text-xs',
}: {
  initials: string;
  src?: string | null;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ring = 'inline-flex shrink-0 items-center justify-center rounded-full border border-primary';
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        decoding="async"
        data-slot="operative-avatar"
        className={cn(ring, 'bg-muted object-cover', className)}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-slot="operative-avatar"
      // A solid background: on a translucent tint the amber initials fell under 4.5:1 once the
      // menu button under them took its hover colour (axe, with the account menu open).
      className={cn(ring, 'bg-background font-mono font-bold text-primary', className)}
    >
      {initials || '?'}
    </span>
  );
}
