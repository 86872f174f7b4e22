import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';
import { documentDirection } from '@web/lib/direction';
import { cn } from '@web/lib/utils';

/**
 * Accessible tabs with the markup and keyboard of Radix's Tabs, without Radix (issue 41: tabs,
 * roving focus and collection were ~4 KB gzip on the kit, plan and community lists' first paint).
 * role tablist/tab/tabpanel, aria-selected, aria-controls and aria-labelledby; one tab in the page's
 * tab order (the selected one: a roving tabindex); the arrow keys (Left/Right, or Up/Down when
 * vertical), Home/End and PageUp/PageDown move the focus round the list and select the tab they
 * reach, as do a press (main button) and Enter/Space. Inactive panels stay in the page, hidden and
 * empty, as Radix left them.
 */
type Orientation = 'horizontal' | 'vertical';
type TabsState = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
  dir: 'ltr' | 'rtl';
};
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  dir?: 'ltr' | 'rtl';
};

export function Tabs({
  className,
  value: controlled,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  dir = documentDirection(),
  ...props
}: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const baseId = useId();
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select, orientation, dir }}>
      <div
        data-slot="tabs"
        dir={dir}
        data-orientation={orientation}
        className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
        {...props}
      />
    </TabsContext>
  );
}

/** Where a key moves the focus in the list, as Radix's roving focus read it. */
function focusIntent(key: string, orientation: Orientation, dir: 'ltr' | 'rtl') {
  const k =
    dir === 'rtl' && key === 'ArrowLeft' ? 'ArrowRight' : dir === 'rtl' && key === 'ArrowRight' ? 'ArrowLeft' : key;
  if (orientation === 'horizontal' && (k === 'ArrowUp' || k === 'ArrowDown')) return undefined;
  if (orientation === 'vertical' && (k === 'ArrowLeft' || k === 'ArrowRight')) return undefined;
  switch (k) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return 'prev';
    case 'ArrowRight':
    case 'ArrowDown':
      return 'next';
    case 'Home':
    case 'PageUp':
      return 'first';
    case 'End':
    case 'PageDown':
      return 'last';
    default:
      return undefined;
  }
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { orientation, dir } = useTabs('TabsList');
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    const from = e.target as HTMLElement;
    if (e.defaultPrevented || from.getAttribute('role') !== 'tab') return;
    const intent = focusIntent(e.key, orientation, dir);
    if (!intent || e.metaKey || e.ctrlKey || e.altKey || e.shiftKey) return;
    e.preventDefault();
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(from as HTMLButtonElement);
    const n = tabs.length;
    const to = intent === 'first' ? 0 : intent === 'last' ? n - 1 : intent === 'next' ? (at + 1) % n : (at - 1 + n) % n;
    // Focusing a tab selects it (below).
    tabs[to]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      data-slot="tabs-list"
      className={cn(
        'inline-flex w-fit max-w-full items-stretch overflow-x-auto border-b border-border data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-e data-[orientation=vertical]:border-b-0',
        className,
      )}
      onKeyDown={move}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  disabled = false,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const { baseId, value: selected, select, orientation } = useTabs('TabsTrigger');
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, 'trigger', value)}
      aria-selected={active}
      aria-controls={idOf(baseId, 'content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={orientation}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        '-mb-px inline-flex h-10 cursor-pointer max-sm:h-11 max-sm:min-w-11 items-center justify-center gap-2 border-b-2 border-transparent px-4 font-mono text-xs font-semibold tracking-[0.12em] whitespace-nowrap text-muted-foreground uppercase transition-colors',
        'hover:text-foreground focus-visible:outline-offset-[-2px]',
        'data-[state=active]:border-primary data-[state=active]:bg-primary/10 data-[state=active]:text-primary',
        'disabled:pointer-events-none disabled:opacity-50',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onMouseDown={(e: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(e);
        if (e.defaultPrevented || disabled) return;
        // The main button without Ctrl selects (Ctrl+click is the context menu on macOS); the
        // others do not even take the focus.
        if (e.button === 0 && !e.ctrlKey) select(value);
        else e.preventDefault();
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (!e.defaultPrevented && !disabled && (e.key === ' ' || e.key === 'Enter')) select(value);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        if (!e.defaultPrevented && !disabled && !active) select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const { baseId, value: selected, orientation } = useTabs('TabsContent');
  const active = value === selected;
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, 'content', value)}
      aria-labelledby={idOf(baseId, 'trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation={orientation}
      hidden={!active}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn('flex-1 focus-visible:outline-offset-4', className)}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}
