import { cn } from '@web/lib/utils';

/**
 * A product or category picture. The SVGs ship with the app (no remote image); width and height
 * fix the 1:1 box before the file loads, so nothing shifts. Pass `lazy` below the fold.
 */
export function GearImage({
  src,
  alt,
  lazy = false,
  className,
}: {
  src: string;
  alt: string;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={128}
      height={128}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={cn('aspect-square size-28 shrink-0 rounded-md', className)}
    />
  );
}
