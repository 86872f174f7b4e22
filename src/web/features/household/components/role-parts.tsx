import { HOUSEHOLD_ROLES, ROLE_DESCRIPTION, ROLE_LABEL, type HouseholdRole } from '@shared/households/roles';
import { lazyValue } from '@web/lib/lazy-value';

/** "an editor", for sentences ("… invited you to their household as an editor"). */
export const ROLE_WITH_ARTICLE: Record<HouseholdRole, string> = {
  owner: 'an owner',
  editor: 'an editor',
  viewer: 'a viewer',
};

/** 44 px on phones (touch), the usual 40 px from `sm` up. */
export const PHONE = 'max-sm:h-11';
export const selectClass =
  'h-10 w-full rounded-sm border border-input bg-background px-3 text-sm text-foreground aria-invalid:border-destructive disabled:opacity-60 max-sm:h-11';

/** The three roles and what each may do (the top of /household). */
export function RoleList() {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      {HOUSEHOLD_ROLES.map((role) => (
        <div key={role} className="border-s-2 border-border ps-3">
          <dt className="font-semibold">{ROLE_LABEL[role]}</dt>
          <dd className="text-muted-foreground">{ROLE_DESCRIPTION[role]}</dd>
        </div>
      ))}
    </dl>
  );
}

const relative = lazyValue(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const shortDate = lazyValue(() => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' }));
const fullDate = lazyValue(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }));

/**
 * When something happened, short: "just now", "5 minutes ago", "3 hours ago", "yesterday",
 * "4 days ago", then the date ("Mar 2, 2027").
 */
export function whenLabel(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Unknown';
  const seconds = Math.round((now - at.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative().format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative().format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative().format(-days, 'day');
  return shortDate().format(at);
}

/** The exact moment, for a tooltip. */
export const fullDateLabel = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? 'Unknown' : fullDate().format(at);
};

/** A day ahead, short ("Mar 9, 2027"). */
export const dayLabel = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? 'Unknown' : shortDate().format(at);
};
