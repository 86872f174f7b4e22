import { SirenIcon } from 'lucide-react';
import type { Catalogue } from '@shared/i18n/catalogue';
import { useSession } from '@web/lib/auth/session';
import { defineMessages } from '@web/lib/i18n/i18n';
import { Link, useLocation } from '@web/lib/router';
import { cn } from '@web/lib/utils';

/**
 * The control's one text (issue 43), its translations inline: the header is on every signed-in
 * page, which should neither load the emergency screen's catalogue nor a chunk for one word.
 */
const en = { emergency: 'Emergency' };
const inline = (messages: Catalogue<typeof en>) => () => Promise.resolve({ default: messages });
const { t } = defineMessages(en, {
  'en-x-plain': inline(en),
  de: inline({ emergency: 'Notfall' }),
  es: inline({ emergency: 'Emergencia' }),
});

/**
 * The **Emergency** control of every signed-in page's header (issue 37): one tap to /emergency.
 * Nothing for visitors (public pages share the header) and nothing on /emergency itself.
 * `compact`: the icon only under 640 px (a crowded header), its name kept for assistive technology.
 */
export function EmergencyLink({ compact = false, className }: { compact?: boolean; className?: string }) {
  const signedIn = Boolean(useSession().data?.profile);
  const { pathname } = useLocation();
  if (!signedIn || pathname === '/emergency') return null;
  return (
    <Link
      to="/emergency"
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-sm px-3 text-sm font-bold',
        'border-2 border-destructive bg-destructive text-destructive-foreground hover:brightness-110',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
    >
      <SirenIcon aria-hidden="true" className="size-4" />
      <span className={cn(compact && 'max-sm:sr-only')}>{t('emergency')}</span>
    </Link>
  );
}
