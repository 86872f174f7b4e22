import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/**
 * role="switch". Name it with <Label htmlFor={id}> (or FormField); clicking the label toggles it.
 * The button is the 44x44 px target on phones (WCAG 2.5.5); the visible track inside it keeps its
 * 24 px height, so the switch looks the same at every size.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'group peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center justify-center rounded-sm max-sm:h-11',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        data-slot="switch-track"
        className={cn(
          'inline-flex h-6 w-11 items-center rounded-sm border border-input bg-muted p-0.5 transition-colors',
          'group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary',
        )}
      >
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className="pointer-events-none block size-4.5 rounded-[2px] bg-muted-foreground shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-foreground data-[state=unchecked]:translate-x-0"
        />
      </span>
    </SwitchPrimitive.Root>
  );
}
