import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@web/lib/utils';

/**
 * An item's picture, decorative next to its name (alt=""). A picture that fails to load is hidden
 * (docs/product.md#kit-view); `placeholder` shows an icon in its place instead of nothing.
 */
export function KitItemThumbnail({
  src,
  placeholder = false,
  className,
}: {
  src: string | null;
  placeholder?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('size-14 shrink-0 rounded-sm border border-border bg-muted', className);
  if (!src || failedSrc === src) {
    return placeholder ? (
      <span className={cn(box, 'flex items-center justify-center text-muted-foreground')} aria-hidden="true">
        <PackageIcon className="size-6" />
      </span>
    ) : null;
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      data-slot="kit-item-thumbnail"
      className={cn(box, 'object-cover')}
      onError={() => setFailedSrc(src)}
    />
  );
}
