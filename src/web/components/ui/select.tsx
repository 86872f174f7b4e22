import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { fieldClassName } from './input';

export function Select(props: ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & { size?: 'sm' | 'default' };

/** Give it an id and a <Label htmlFor> (or use FormField) so the combobox has a name. */
export function SelectTrigger({ className, size = 'default', children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      className={cn(
        fieldClassName,
        'flex cursor-pointer items-center justify-between gap-2 text-left whitespace-nowrap data-[placeholder]:text-muted-foreground',
        size === 'sm' ? 'h-8 py-1 text-xs' : 'h-10',
        '*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * An open list is modal (Radix traps the focus in it and hides the rest of the page with
 * aria-hidden), but the hidden page stayed focusable, which axe reports (aria-hidden-focus) unless
 * a dialog is open. While the list is open, what Radix hid is also made inert; only what this
 * list made inert is given back, when the list closes (before the focus returns to the trigger).
 * `list` is the list's element once mounted: the effect then runs after Radix's aria-hidden one.
 */
function useInertWhileOpen(list: HTMLElement | null) {
  const restore = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!list) return;
    const made = [...document.querySelectorAll('[data-aria-hidden="true"]')].filter((el) => !el.hasAttribute('inert'));
    for (const el of made) el.setAttribute('inert', '');
    const undo = () => {
      for (const el of made.splice(0)) el.removeAttribute('inert');
    };
    restore.current = undo;
    return undo;
  }, [list]);
  return () => restore.current();
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const restoreInert = useInertWhileOpen(list);
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={setList}
        onCloseAutoFocus={(event) => {
          restoreInert();
          onCloseAutoFocus?.(event);
        }}
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] origin-(--radix-select-content-transform-origin) overflow-x-hidden overflow-y-auto rounded-sm border border-input bg-popover text-popover-foreground shadow-[0_16px_40px_-12px_rgb(0_0_0/0.7)]',
          'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          position === 'popper' &&
            'data-[side=bottom]:translate-y-1 data-[side=left]:-translate-x-1 data-[side=right]:translate-x-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport
          className={cn(
            'p-1',
            position === 'popper' &&
              'h-(--radix-select-trigger-height) w-full min-w-(--radix-select-trigger-width) scroll-my-1',
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 font-tactical text-[0.6875rem] text-muted-foreground', className)}
      {...props}
    />
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none max-sm:min-h-11',
        'data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground data-[state=checked]:text-primary',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon aria-hidden="true" className="size-4 text-primary" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('pointer-events-none -mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export function SelectScrollUpButton({ className, ...props }: ComponentProps<typeof SelectPrimitive.ScrollUpButton>) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn('flex cursor-default items-center justify-center py-1', className)}
      {...props}
    >
      <ChevronUpIcon aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

export function SelectScrollDownButton({
  className,
  ...props
}: ComponentProps<typeof SelectPrimitive.ScrollDownButton>) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn('flex cursor-default items-center justify-center py-1', className)}
      {...props}
    >
      <ChevronDownIcon aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}
