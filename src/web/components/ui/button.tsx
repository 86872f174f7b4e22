import { cva, type VariantProps } from 'class-variance-authority';
import { Slot as SlotPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-sm text-sm whitespace-nowrap select-none',
    'transition-[color,background-color,border-color,box-shadow,filter] duration-150',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    // A finger's target on phones (WCAG 2.5.5, 44 px): every size grows to it under 640 px; desktop keeps its sizes.
    'max-sm:min-h-11 max-sm:min-w-11',
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary font-semibold text-primary-foreground shadow-sm hover:brightness-110 active:brightness-95',
        /** The signature call to action: amber outline, monospace capitals, fills on hover. */
        tactical:
          'border border-primary bg-primary/10 font-mono font-semibold tracking-[0.12em] text-primary uppercase shadow-[inset_0_0_12px_-4px_var(--primary)] hover:bg-primary hover:text-primary-foreground',
        /** Khaki equipment-tag look, for gear catalogue actions. */
        gear: 'border border-accent bg-accent font-mono font-semibold tracking-wider text-accent-foreground uppercase hover:brightness-110 active:brightness-95',
        outline:
          'font-medium border border-input bg-transparent text-foreground hover:border-primary hover:bg-secondary',
        ghost: 'font-medium text-foreground hover:bg-secondary',
        destructive:
          'bg-destructive font-semibold text-destructive-foreground shadow-sm hover:brightness-110 active:brightness-95',
        secondary: 'font-medium border border-border bg-secondary text-secondary-foreground hover:border-input',
        link: 'font-medium text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 px-3 text-xs has-[>svg]:px-2.5',
        lg: 'h-11 px-6 text-base has-[>svg]:px-4',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/**
 * For a button whose words can be wider than a phone (a long German or Spanish label): under 640 px
 * its label wraps onto more lines instead of widening the page; it never grows past its container.
 */
export const WRAP_ON_PHONE =
  'max-sm:h-auto max-sm:max-w-full max-sm:shrink max-sm:py-2 max-sm:text-center max-sm:whitespace-normal';

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router Link) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? SlotPrimitive.Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
