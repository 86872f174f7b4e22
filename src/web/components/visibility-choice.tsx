import { useId, type Ref } from 'react';
import { VISIBILITIES, type Visibility } from '@shared/visibility/labels';
import { cn } from '@web/lib/utils';
import { messages } from './messages';

/** What a member who may edit, but did not create, reads instead of the choice (decision 244). */
export const CREATOR_ONLY_TEXT = 'Only its creator can change who sees it.';

/** The current visibility in words, for someone who cannot change it. */
export const VISIBILITY_NOW: Record<Visibility, string> = {
  private: 'Private: only its creator can see it',
  household: 'Shared with your household',
  public: 'Public: everyone can see it',
};

export interface VisibilityChoiceProps {
  /** The question, as the group's legend: "Who can see this kit". */
  legend: string;
  /** The radios' name (one group per form). */
  name: string;
  value: Visibility;
  onChange: (value: Visibility) => void;
  onBlur?: () => void;
  /** Only the creator changes who sees it; anyone else reads the current visibility. */
  canChange: boolean;
  /** A line under the legend, read with the group ("The change applies when you save the kit."). */
  description?: string;
  error?: string;
  /** The checked radio (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Private, Household or Public (shared/visibility) for a kit's settings and the plan wizard:
 * native radios in a fieldset, so arrow keys move the choice and the legend names the group;
 * each radio is named by its label and described by its hint. Stacked on a phone, side by side
 * from md up.
 */
export function VisibilityChoice({
  legend,
  name,
  value,
  onChange,
  onBlur,
  canChange,
  description,
  error,
  inputRef,
  className,
}: VisibilityChoiceProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const box = cn('grid gap-3 rounded-sm border border-border bg-background/60 p-4', className);

  if (!canChange) {
    return (
      <div role="group" aria-labelledby={`${id}-legend`} aria-describedby={descriptionId} className={box}>
        <p id={`${id}-legend`} className="text-sm font-semibold">
          {legend}
        </p>
        <p data-slot="visibility-now" data-visibility={value} className="text-sm">
          {messages.t(`visibilityNow.${value}`)}
        </p>
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {messages.t('creatorOnly')}
        </p>
      </div>
    );
  }

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    // The box is a wrapper's: on the fieldset's own border the legend would sit on the line.
    <div className={box}>
      <fieldset aria-describedby={describedBy || undefined} className="grid min-w-0 gap-3">
        <legend className="mb-2 text-sm font-semibold">{legend}</legend>
        {description ? (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
        <div className="grid gap-2 md:grid-cols-3">
          {VISIBILITIES.map((v) => {
            const checked = value === v;
            return (
              <label
                key={v}
                data-visibility={v}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-sm border bg-background/60 p-3 transition-colors',
                  'hover:border-primary hover:bg-secondary',
                  checked ? 'border-primary bg-primary/10' : 'border-border',
                )}
              >
                <input
                  ref={checked ? inputRef : undefined}
                  type="radio"
                  name={name}
                  value={v}
                  checked={checked}
                  onChange={() => onChange(v)}
                  onBlur={onBlur}
                  aria-labelledby={`${id}-${v}-label`}
                  aria-describedby={`${id}-${v}-hint`}
                  aria-invalid={error ? true : undefined}
                  className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
                />
                <span className="grid min-w-0 gap-1">
                  <span id={`${id}-${v}-label`} className="font-semibold">
                    {messages.t(`visibility.${v}`)}
                  </span>
                  <span id={`${id}-${v}-hint`} className="text-sm text-muted-foreground">
                    {messages.t(`visibilityHint.${v}`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {error ? (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
