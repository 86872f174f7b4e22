import type { ReactNode } from 'react';

/** 44 px on phones (touch), the usual 40 px from `sm` up. */
export const PHONE = 'max-sm:h-11';
export const selectClass =
  'h-10 w-full rounded-sm border border-input bg-background px-3 text-sm text-foreground aria-invalid:border-destructive max-sm:h-11';

/**
 * "Person 1" before a visible "Name": a unique accessible name, a short visible label. The space
 * stays outside the hidden span: Chromium drops trailing spaces inside it ("Person 1Name").
 */
export const scoped = (scope: string, label: string): ReactNode => (
  <>
    <span className="sr-only">{scope}</span> {label}
  </>
);
