import {
  BackpackIcon,
  BookOpenIcon,
  CalendarClockIcon,
  ChevronRightIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  DumbbellIcon,
  HouseIcon,
  UsersIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import { Panel } from '@web/components/ui/panel';
import { Link } from '@web/lib/router';
import { messages } from '../messages';
import type { en } from '../messages/en';

const { t } = messages;

/** Quick Actions, in the order docs/product.md#dashboard lists them (`label`: the message key). */
export const QUICK_ACTIONS: readonly { label: keyof typeof en; to: string; icon: LucideIcon }[] = [
  { label: 'knowledgeHub', to: '/knowledge-hub', icon: BookOpenIcon },
  { label: 'resourceTracker', to: '/resource-tracker', icon: ClipboardCheckIcon },
  { label: 'readiness', to: '/readiness', icon: CalendarClockIcon },
  { label: 'familyPlan', to: '/family-plan', icon: UsersIcon },
  { label: 'household', to: '/household', icon: HouseIcon },
  { label: 'gearVault', to: '/gear-vault', icon: WrenchIcon },
  { label: 'trainingProtocols', to: '/training-protocols', icon: DumbbellIcon },
  { label: 'survivalPlans', to: '/plans', icon: ClipboardListIcon },
  { label: 'emergencyKits', to: '/kits', icon: BackpackIcon },
];

export function QuickActionsCard() {
  return (
    <Panel title={t('quickActions')} statusLabel={t('ready')}>
      <ul className="grid gap-2 min-[420px]:grid-cols-2">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex min-h-11 items-center gap-3 border border-border bg-background/60 px-3 py-2.5 transition-colors hover:border-primary hover:bg-secondary"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 truncate font-mono text-xs font-semibold tracking-wider text-foreground uppercase">
                {t(label)}
              </span>
              <ChevronRightIcon
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
