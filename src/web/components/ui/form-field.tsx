import { Slot as SlotPrimitive } from 'radix-ui';
import { isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { Label } from './label';

/** Props FormField puts on its control so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  /** Visible label; it is also the control's accessible name. */
  label: ReactNode;
  /**
   * The control. An element (Input, Textarea, Switch, SelectTrigger, PasswordInput...) receives
   * the wiring props automatically; a function receives them to spread where they belong.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
  /** Validation message(s). Any message marks the control aria-invalid. */
  error?: ReactNode | string[];
  /** Help text under the label, read after the name. */
  description?: ReactNode;
  /** Adds a visual marker (hidden from screen readers) and aria-required. */
  required?: boolean;
  /** Use your own id for the control (otherwise one is generated). */
  id?: string;
  /** "horizontal" puts the control to the right of the label, for switches. */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  labelClassName?: string;
}

export function FormField({
  label,
  children,
  error,
  description,
  required = false,
  id,
  orientation = 'vertical',
  className,
  labelClassName,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;

  const messages = (Array.isArray(error) ? error : [error]).filter(
    (m): m is NonNullable<ReactNode> => m !== undefined && m !== null && m !== false && m !== '',
  );
  const invalid = messages.length > 0;
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ');

  const controlProps: FieldControlProps = {
    id: controlId,
    ...(invalid ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };

  const control =
    typeof children === 'function' ? (
      children(controlProps)
    ) : isValidElement(children) ? (
      <SlotPrimitive.Slot {...controlProps}>{children}</SlotPrimitive.Slot>
    ) : null;

  const labelNode = (
    <Label htmlFor={controlId} className={labelClassName}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-primary">
          *
        </span>
      ) : null}
    </Label>
  );
  const descriptionNode = description ? (
    <p id={descriptionId} data-slot="form-field-description" className="text-xs text-muted-foreground">
      {description}
    </p>
  ) : null;

  return (
    <div data-slot="form-field" data-invalid={invalid || undefined} className={cn('grid gap-2', className)}>
      {orientation === 'horizontal' ? (
        <div className="flex items-center justify-between gap-4">
          <div className="grid gap-1.5">
            {labelNode}
            {descriptionNode}
          </div>
          {control}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
          {descriptionNode}
        </>
      )}
      {invalid ? (
        <div id={errorId} data-slot="form-field-error" className="grid gap-1 text-sm font-medium text-destructive">
          {messages.map((m, i) => (
            <p key={typeof m === 'string' ? m : i}>{m}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Says what the "*" after a label means (decision 0295): put it at the top of a form with required
 * fields. The marker itself is hidden from screen readers, which hear "required" from aria-required.
 */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p data-slot="required-note" className={cn('text-xs text-muted-foreground', className)}>
      {messages.t('requiredBefore')}{' '}
      <span aria-hidden="true" className="text-primary">
        *
      </span>
      <span className="sr-only">{messages.t('requiredAsterisk')}</span> {messages.t('requiredAfter')}
    </p>
  );
}
