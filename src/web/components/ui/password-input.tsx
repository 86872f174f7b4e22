import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { Input } from './input';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Classes for the wrapper that positions the toggle (className goes to the <input>). */
  wrapperClassName?: string;
};

/**
 * Password field with a show/hide toggle. All props, including id and aria-* from FormField,
 * go to the <input>. The toggle is named "Show password" / "Hide password".
 */
export function PasswordInput({ className, wrapperClassName, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div data-slot="password-input" className={cn('relative', wrapperClassName)}>
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={cn('pe-11 max-sm:pe-12', className)}
        {...props}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-label={visible ? messages.t('hidePassword') : messages.t('showPassword')}
        aria-controls={props.id}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 inset-e-0 flex w-10 cursor-pointer max-sm:w-11 items-center justify-center rounded-e-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-offset-[-2px] disabled:cursor-not-allowed disabled:opacity-50"
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
