import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** Shared by Input, Textarea and the Select trigger so every field looks and behaves alike. */
export const fieldClassName = cn(
  'w-full min-w-0 rounded-sm border border-input bg-background px-3 py-2 text-sm text-foreground shadow-inner transition-[border-color,box-shadow]',
  // 44 px tall on phones (a finger's target); desktop keeps its 40 px fields.
  'max-sm:min-h-11',
  'placeholder:text-muted-foreground',
  'hover:border-muted-foreground focus-visible:border-ring focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
);

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        'h-10',
        'file:me-3 file:h-7 file:cursor-pointer file:rounded-sm file:border-0 file:bg-secondary file:px-2 file:font-mono file:text-xs file:font-semibold file:tracking-wider file:text-secondary-foreground file:uppercase',
        type === 'file' && 'py-1.5',
        className,
      )}
      {...props}
    />
  );
}
