import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ElementType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  type?: 'button';
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'data-state'?: string;
  'data-disabled'?: string;
  disabled?: boolean;
  onPointerDown?: (e: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
};
type TriggerElement = ReactElement<TriggerProps>;

/** The press that asked for the menu, played again on the menu's own trigger once it is there. */
type Press = { kind: 'pointer'; pointerType: string } | { kind: 'key'; key: string };

/** The keys that open a Radix dropdown menu from its trigger. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A dropdown menu whose code (Radix menu, popper, floating-ui: ~13 KB gzip) loads on the first
 * press of its trigger instead of with the page (issue 41). Until then the trigger is the same
 * button with the attributes Radix gives a closed trigger; the first pointer press (main button)
 * or Enter, Space or ArrowDown loads `load`, renders `render(module, trigger)` and plays that press
 * again on the menu's own trigger, so the menu opens as it always did: from a key press with the
 * first item focused, from a pointer press with the menu focused. No press is lost. Offline the
 * chunk comes from the service worker's precache like every other.
 */
export function LazyMenu<M>({
  load,
  trigger,
  render,
  disabled = false,
}: {
  load: () => Promise<M>;
  /** The trigger button (a component that passes `ref` and its handlers on to the element). */
  trigger: TriggerElement;
  /** The menu: `trigger` goes inside its DropdownMenuTrigger (asChild). */
  render: (menu: M, trigger: TriggerElement) => ReactNode;
  /** As DropdownMenuTrigger's `disabled` (pass it to the menu's trigger in `render` too). */
  disabled?: boolean;
}) {
  const [menu, setMenu] = useState<{ module: M } | null>(null);
  // The press waiting for the menu: played once the menu's trigger is on the page.
  const pending = useRef<Press | null>(null);
  // The trigger element on the page (the plain one, then the menu's own).
  const [el, setTrigger] = useState<HTMLElement | null>(null);

  const start = (press: Press) => {
    // A disabled button may still get pointer events (as Radix's trigger, it ignores them).
    if (disabled) return;
    const loading = pending.current !== null;
    pending.current = press;
    if (loading) return;
    load().then(
      (module) => setMenu({ module }),
      (err: unknown) => {
        // Nothing to open (a chunk that failed to arrive): the next press tries again.
        pending.current = null;
        console.error('The menu failed to load', err);
      },
    );
  };

  useEffect(() => {
    const press = pending.current;
    // The commit that swaps the triggers runs this with the old one, already gone.
    if (!menu || !press || !el?.isConnected) return;
    pending.current = null;
    if (press.kind === 'key') {
      el.focus();
      el.dispatchEvent(new window.KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true }));
    } else {
      const init = { bubbles: true, cancelable: true, button: 0, pointerType: press.pointerType };
      el.dispatchEvent(
        // jsdom has no PointerEvent; React reads button and pointerType from either.
        typeof window.PointerEvent === 'function'
          ? new window.PointerEvent('pointerdown', init)
          : new MouseEvent('pointerdown', init),
      );
    }
  }, [menu, el]);

  if (menu) return render(menu.module, cloneElement(trigger, { ref: setTrigger }));
  const { type: Trigger, props: own } = trigger as ReactElement<TriggerProps, ElementType<TriggerProps>>;
  return (
    <Trigger
      {...own}
      ref={setTrigger}
      // What Radix's DropdownMenuTrigger renders while closed.
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      onPointerDown={(e: PointerEvent<HTMLElement>) => {
        own.onPointerDown?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.ctrlKey) return;
        // As Radix's trigger: the press does not move the focus to the trigger.
        e.preventDefault();
        start({ kind: 'pointer', pointerType: e.pointerType || 'mouse' });
      }}
      onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
        own.onKeyDown?.(e);
        if (e.defaultPrevented || !OPEN_KEYS.includes(e.key)) return;
        e.preventDefault();
        start({ kind: 'key', key: e.key });
      }}
    />
  );
}
