import { CircleCheckIcon, OctagonAlertIcon, TriangleAlertIcon, type LucideIcon } from 'lucide-react';
import type { ResourceDisplayStatus } from '@shared/constants/resources';
import { Badge } from '@web/components/ui/badge';
import { messages } from '../messages';

const STATUS_ICONS: Record<ResourceDisplayStatus, LucideIcon> = {
  optimal: CircleCheckIcon,
  good: CircleCheckIcon,
  low: TriangleAlertIcon,
  critical: OctagonAlertIcon,
};

/** Colour, icon and word together: colour is never the only signal of a status. */
export function StatusBadge({ status }: { status: ResourceDisplayStatus }) {
  const Icon = STATUS_ICONS[status];
  return (
    <Badge variant={status} data-status={status} className="print:border-current print:bg-transparent">
      <Icon aria-hidden="true" />
      {messages.t(`status.${status}`)}
    </Badge>
  );
}
