import { GlobeIcon, LockIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import type { Visibility } from '@shared/visibility/labels';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { messages } from './messages';

const VARIANT: Record<Visibility, BadgeProps['variant']> = {
  private: 'outline',
  household: 'secondary',
  public: 'default',
};
const ICON: Record<Visibility, LucideIcon> = { private: LockIcon, household: UsersIcon, public: GlobeIcon };

/**
 * Who sees a kit or a plan, as a badge: "Private", "Household" or "Public" (the word carries
 * it; the colour and icon only repeat it). `caps` writes the word in capitals, as the cards do;
 * `label` words it in full instead, from the caller's catalogue ("Household Kit").
 */
export function VisibilityBadge({
  visibility,
  caps = false,
  label,
  className,
}: {
  visibility: Visibility;
  caps?: boolean;
  label?: string;
  className?: string;
}) {
  const Icon = ICON[visibility];
  const text = label ?? messages.t(`visibility.${visibility}`);
  return (
    <Badge variant={VARIANT[visibility]} data-visibility={visibility} className={className}>
      <Icon aria-hidden="true" />
      {caps ? text.toUpperCase() : text}
    </Badge>
  );
}
