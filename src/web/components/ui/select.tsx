import { ChevronDownIcon } from 'lucide-react';
import { useState, type ChangeEvent, type ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { fieldClassName } from './input';

type SelectProps = Omit<ComponentProps<'select'>, 'value' | 'defaultValue' | 'size' | 'multiple'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while the value is empty; not one of the choices. */
  placeholder?: string;
  size?: 'sm' | 'default';
};

/**
 * A native <select> styled as the app's fields (issue 41: Radix Select with its collection,
 * popper, floating-ui, focus scope and scroll lock was ~20 KB gzip on the first paint of the kit,
 * plan and community lists). The platform's own list is the best control on a phone, needs no
 * JavaScript to open, and has the combobox role; name it with <Label htmlFor> or FormField.
 * Its choices are SelectItem (an <option>).
 */
export function Select({
  className,
  size = 'default',
  placeholder,
  value: controlled,
  defaultValue,
  onValueChange,
  onChange,
  children,
  ...props
}: SelectProps) {
  // An uncontrolled select keeps its choice here, so that the placeholder's style follows it.
  const [own, setOwn] = useState(defaultValue ?? '');
  const value = controlled ?? own;
  const empty = value === '' && placeholder !== undefined;
  return (
    <div data-slot="select" className="relative grid min-w-0 items-center">
      <select
        data-slot="select-trigger"
        data-size={size}
        data-placeholder={empty ? '' : undefined}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => {
          onChange?.(e);
          if (controlled === undefined) setOwn(e.target.value);
          onValueChange?.(e.target.value);
        }}
        className={cn(
          fieldClassName,
          'col-start-1 row-start-1 cursor-pointer appearance-none truncate pe-9 text-start data-[placeholder]:text-muted-foreground',
          size === 'sm' ? 'h-8 py-1 text-xs' : 'h-10',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        ) : null}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 me-3 size-4 justify-self-end text-muted-foreground"
      />
    </div>
  );
}

/** One choice of a Select. */
export function SelectItem({ className, ...props }: ComponentProps<'option'> & { value: string }) {
  return <option data-slot="select-item" className={cn('bg-popover text-popover-foreground', className)} {...props} />;
}
