import { ChevronDownIcon, CompassIcon, LogOutIcon, ServerCogIcon, ShieldCheckIcon, UserCogIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { APP_NAME } from '@shared/constants/app';
import { EmergencyLink } from '@web/components/emergency-link';
import { OperativeAvatar } from '@web/components/operative-avatar';
import { Button } from '@web/components/ui/button';
import { LazyMenu } from '@web/components/ui/lazy-menu';
import { useSession } from '@web/lib/auth/session';
import { Link } from '@web/lib/router';
import { messages } from '../messages';

const { t } = messages;

/**
 * Issue 41: the menus' Radix code loads on the first press of a trigger (LazyMenu), the sign-out
 * dialog's when it is first asked for: neither is in the dashboard's first load.
 */
const loadMenu = () => import('@web/components/ui/dropdown-menu');
const loadSignOutDialog = () => import('@web/components/sign-out-dialog');
// The operative menu brings the dialog its Sign Out opens: once the menu is open, so is the way out.
const loadOperativeMenu = () => Promise.all([loadMenu(), loadSignOutDialog()]).then(([menu]) => menu);
const SignOutDialog = lazy(() => loadSignOutDialog().then((m) => ({ default: m.SignOutDialog })));

/**
 * The Navigation entries, in the order docs/product.md#dashboard lists them. The family's own
 * plans and kits sit just before the community's (decision 0291). `label` is the entry's message key.
 */
export const NAVIGATION = [
  { label: 'emergency', to: '/emergency' },
  { label: 'officialWarnings', to: '/alerts' },
  { label: 'knowledgeHub', to: '/knowledge-hub' },
  { label: 'resourceTracker', to: '/resource-tracker' },
  { label: 'readiness', to: '/readiness' },
  { label: 'familyPlan', to: '/family-plan' },
  { label: 'household', to: '/household' },
  { label: 'gearVault', to: '/gear-vault' },
  { label: 'trainingProtocols', to: '/training-protocols' },
  { label: 'survivalPlans', to: '/plans' },
  { label: 'emergencyKits', to: '/kits' },
  { label: 'communityOverview', to: '/community-overview' },
  { label: 'publicSurvivalPlans', to: '/public-survival-plans' },
  { label: 'sharedEmergencyKits', to: '/shared-emergency-kits' },
  { label: 'homeBase', to: '/' },
] as const;

export interface Operative {
  name: string;
  initials: string;
  username: string;
  email: string;
  /** The profile picture (shown instead of the initials), or null. */
  avatarUrl: string | null;
}

export function DashboardHeader({ operative }: { operative: Operative }) {
  // Administrators only (decision 284): the session says so.
  const admin = useSession().data?.admin === true;
  const [signOutOpen, setSignOutOpen] = useState(false);
  // Once asked for, the dialog stays mounted (it closes with its animation, as before).
  const [signOutWanted, setSignOutWanted] = useState(false);
  if (signOutOpen && !signOutWanted) setSignOutWanted(true);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur-sm">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6">
        <Link to="/dashboard" className="flex min-h-11 min-w-11 items-center gap-2 rounded-sm">
          <ShieldCheckIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {/* Beside the Emergency control, a phone shows the shield alone (the name stays for screen readers). */}
          <span className="font-tactical truncate text-sm font-bold text-foreground max-[420px]:sr-only">
            {APP_NAME}
          </span>
        </Link>

        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <EmergencyLink compact />
          <LazyMenu
            load={loadMenu}
            trigger={
              <Button variant="ghost" className="px-2 max-sm:h-11 sm:px-3">
                <CompassIcon aria-hidden="true" />
                {t('navigation')}
                <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
              </Button>
            }
            render={(m, trigger) => (
              <m.DropdownMenu>
                <m.DropdownMenuTrigger asChild>{trigger}</m.DropdownMenuTrigger>
                <m.DropdownMenuContent align="end" className="w-56">
                  {NAVIGATION.map((item) => (
                    <m.DropdownMenuItem key={item.to} asChild>
                      <Link to={item.to}>{t(item.label)}</Link>
                    </m.DropdownMenuItem>
                  ))}
                </m.DropdownMenuContent>
              </m.DropdownMenu>
            )}
          />

          <LazyMenu
            load={loadOperativeMenu}
            trigger={
              <Button variant="ghost" className="gap-2 px-1.5 max-sm:h-11 max-sm:min-w-11 sm:px-2">
                <OperativeAvatar initials={operative.initials} src={operative.avatarUrl} />
                <span className="max-w-40 truncate max-md:sr-only">{operative.name}</span>
                <ChevronDownIcon aria-hidden="true" className="text-muted-foreground max-md:hidden" />
              </Button>
            }
            render={(m, trigger) => (
              <m.DropdownMenu>
                <m.DropdownMenuTrigger asChild>{trigger}</m.DropdownMenuTrigger>
                <m.DropdownMenuContent align="end" className="w-64">
                  <m.DropdownMenuLabel className="grid gap-0.5 font-sans text-sm font-normal tracking-normal normal-case">
                    <span className="truncate font-semibold text-foreground">{operative.name}</span>
                    <span className="truncate font-mono text-xs text-primary">@{operative.username}</span>
                    <span className="truncate text-xs text-muted-foreground">{operative.email}</span>
                  </m.DropdownMenuLabel>
                  <m.DropdownMenuSeparator />
                  <m.DropdownMenuItem asChild>
                    <Link to="/profile-settings">
                      <UserCogIcon aria-hidden="true" />
                      {t('profileSettings')}
                    </Link>
                  </m.DropdownMenuItem>
                  {admin ? (
                    <m.DropdownMenuItem asChild>
                      <Link to="/admin">
                        <ServerCogIcon aria-hidden="true" />
                        {t('administration')}
                      </Link>
                    </m.DropdownMenuItem>
                  ) : null}
                  <m.DropdownMenuItem variant="destructive" onSelect={() => setSignOutOpen(true)}>
                    <LogOutIcon aria-hidden="true" />
                    {t('signOut')}
                  </m.DropdownMenuItem>
                </m.DropdownMenuContent>
              </m.DropdownMenu>
            )}
          />
        </div>
      </div>
      {signOutWanted ? (
        <Suspense fallback={null}>
          <SignOutDialog open={signOutOpen} onOpenChange={setSignOutOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
