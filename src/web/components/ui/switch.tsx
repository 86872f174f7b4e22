import { useState, type ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

type SwitchProps = Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
};

/**
 * role="switch". Name it with <Label htmlFor={id}> (or FormField); clicking the label toggles it.
 * The button is the 44x44 px target on phones (WCAG 2.5.5); the visible track inside it keeps its
 * 24 px height, so the switch looks the same at every size. The markup Radix's Switch rendered
 * (role, aria-checked, data-state, data-disabled) without Radix (issue 41): a button toggles on
 * click, and a button's click is what Space, Enter and a click on its label give.
 */
export function Switch({
  className,
  checked: controlled,
  defaultChecked = false,
  onCheckedChange,
  required,
  disabled,
  onClick,
  ...props
}: SwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const checked = controlled ?? own;
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      value="on"
      data-slot="switch"
      className={cn(
        'group peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center justify-center rounded-sm max-sm:h-11',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented) return;
        if (controlled === undefined) setOwn(!checked);
        onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-slot="switch-track"
        className={cn(
          'inline-flex h-6 w-11 items-center rounded-sm border border-input bg-muted p-0.5 transition-colors',
          'group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary',
        )}
      >
        <span
          data-slot="switch-thumb"
          data-state={state}
          data-disabled={disabled ? '' : undefined}
          className="pointer-events-none block size-4.5 rounded-[2px] bg-muted-foreground shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-foreground data-[state=unchecked]:translate-x-0"
        />
      </span>
    </button>
  );
}
