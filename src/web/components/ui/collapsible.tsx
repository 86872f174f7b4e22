import { Slot as SlotPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { cn } from '@web/lib/utils';

/**
 * Radix's Collapsible markup (button aria-expanded and aria-controls, data-state, the content
 * unmounted while closed) without Radix (issue 41: it was 1–2 KB gzip on the kit pages' first
 * paint, with its presence and id helpers).
 */
type CollapsibleState = {
  open: boolean;
  disabled: boolean;
  contentId: string;
  toggle: () => void;
};
const CollapsibleContext = createContext<CollapsibleState | null>(null);

function useCollapsible(part: string): CollapsibleState {
  const state = use(CollapsibleContext);
  if (!state) throw new Error(`${part} must be inside <Collapsible>`);
  return state;
}

type CollapsibleProps = ComponentProps<'div'> & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  asChild?: boolean;
};

export function Collapsible({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
  asChild = false,
  ...props
}: CollapsibleProps) {
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const contentId = useId();
  const toggle = () => {
    if (controlled === undefined) setOwn(!open);
    onOpenChange?.(!open);
  };
  const Comp = asChild ? SlotPrimitive.Slot : 'div';
  return (
    <CollapsibleContext value={{ open, disabled, contentId, toggle }}>
      <Comp
        data-slot="collapsible"
        data-state={open ? 'open' : 'closed'}
        data-disabled={disabled ? '' : undefined}
        {...props}
      />
    </CollapsibleContext>
  );
}

/** Unstyled: use asChild with a Button, or style it yourself. */
export function CollapsibleTrigger({
  asChild = false,
  onClick,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, disabled, contentId, toggle } = useCollapsible('CollapsibleTrigger');
  const Comp = asChild ? SlotPrimitive.Slot : 'button';
  return (
    <Comp
      type="button"
      data-slot="collapsible-trigger"
      aria-controls={contentId}
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...props}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        onClick?.(e);
        if (!e.defaultPrevented) toggle();
      }}
    />
  );
}

/**
 * Rendered while open only. It opens with the app's collapsible-down animation, which grows to
 * `--radix-collapsible-content-height` (measured here as Radix measured it), except when it is
 * open from the start (as Radix, no animation on mount); closing is at once.
 */
export function CollapsibleContent({ className, style, ...props }: ComponentProps<'div'>) {
  const { open, contentId } = useCollapsible('CollapsibleContent');
  const ref = useRef<HTMLDivElement>(null);
  const [openFromStart, setOpenFromStart] = useState(open);
  if (!open && openFromStart) setOpenFromStart(false);
  const [size, setSize] = useState<{ height: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    setSize({ height: el.scrollHeight, width: el.scrollWidth });
  }, [open]);
  if (!open) return null;
  return (
    <div
      ref={ref}
      id={contentId}
      data-slot="collapsible-content"
      data-state="open"
      className={cn('overflow-hidden data-[state=open]:animate-collapsible-down', className)}
      style={
        {
          ...(size
            ? {
                '--radix-collapsible-content-height': `${size.height}px`,
                '--radix-collapsible-content-width': `${size.width}px`,
              }
            : {}),
          ...(openFromStart ? { animationName: 'none' } : {}),
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  );
}
