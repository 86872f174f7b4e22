import { Slot as SlotPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

/**
 * A Radix dialog whose code (dialog, focus scope, dismissable layer, scroll lock, portal,
 * presence: ~8 KB gzip) loads when it first opens instead of with the page (issue 41). While it
 * has never opened, the root renders its children with nothing of Radix: a closed dialog shows
 * only its trigger, the same button with the attributes Radix gives a closed trigger, and its
 * content renders nothing (as Radix's closed content). Once open is asked for (the trigger's
 * press, or `open` set by its owner) the module loads and the real Radix dialog renders, opened,
 * and stays: focus trap, Escape, the dialog's role and name, the focus given back to the trigger
 * are Radix's. A load that fails opens nothing, is logged, and is tried again on the next open.
 * Offline the chunk comes from the service worker's precache like every route's own.
 */
export function createLazyDialog<M extends { Root: ComponentType<RootProps> }>(load: () => Promise<M>, label: string) {
  let loaded: M | null = null;
  type State = { module: M | null; requestOpen: () => void };
  const Context = createContext<State | null>(null);

  function Root({ open, defaultOpen, onOpenChange, children, ...rest }: RootProps & Record<string, unknown>) {
    const [module, setModule] = useState<M | null>(loaded);
    // The trigger of an uncontrolled dialog was pressed before the module came.
    const [asked, setAsked] = useState(false);
    const wanted = (open ?? defaultOpen ?? false) || asked;
    useEffect(() => {
      if (module || !wanted) return;
      let live = true;
      load().then(
        (m) => {
          loaded = m;
          if (live) setModule(m);
        },
        (err: unknown) => {
          console.error(`${label} failed to load`, err);
          if (live) setAsked(false);
        },
      );
      return () => {
        live = false;
      };
    }, [module, wanted]);

    if (module) {
      const Impl = module.Root;
      return (
        <Impl open={open} defaultOpen={defaultOpen ?? asked} onOpenChange={onOpenChange} {...rest}>
          <Context value={{ module, requestOpen: () => undefined }}>{children}</Context>
        </Impl>
      );
    }
    const requestOpen = () => {
      if (open === undefined) setAsked(true);
      onOpenChange?.(true);
    };
    return <Context value={{ module: null, requestOpen }}>{children}</Context>;
  }

  /** A part that is Radix's once loaded and renders nothing before (it only shows while open). */
  function part<K extends keyof M>(key: K) {
    type Props = M[K] extends ComponentType<infer P> ? P : never;
    function Part(props: Props) {
      const Impl = use(Context)?.module?.[key] as ComponentType<object> | undefined;
      return Impl ? <Impl {...(props as object)} /> : null;
    }
    Part.displayName = `Lazy(${String(key)})`;
    return Part;
  }

  /** The trigger: the loaded Radix trigger, or before that a button that asks the root to open. */
  function trigger<K extends keyof M>(key: K, slot: string) {
    type Props = M[K] extends ComponentType<infer P> ? P : never;
    function Trigger(props: Props) {
      const state = use(Context);
      const Impl = state?.module?.[key] as ComponentType<object> | undefined;
      if (Impl) return <Impl {...(props as object)} />;
      const { asChild, onClick, ...own } = props as ComponentProps<'button'> & { asChild?: boolean };
      const Comp = asChild ? SlotPrimitive.Slot : 'button';
      return (
        <Comp
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          data-slot={slot}
          {...own}
          onClick={(e: MouseEvent<HTMLButtonElement>) => {
            onClick?.(e);
            if (!e.defaultPrevented) state?.requestOpen();
          }}
        />
      );
    }
    return Trigger;
  }

  return { Root, part, trigger };
}
