import { CrosshairIcon, MenuIcon, ShieldCheckIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { APP_NAME } from '@shared/constants/app';
import { Button } from '@web/components/ui/button';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';
import { cn } from '@web/lib/utils';
import { LANDING_NAV } from '../content';
import { messages } from '../messages';
import { LandingLink } from './landing-link';

const { t } = messages;

export const preloadDialogs = {
  onPointerEnter: preloadAuthDialogs,
  onFocus: preloadAuthDialogs,
  onTouchStart: preloadAuthDialogs,
};

const linkClass =
  'rounded-sm px-3 py-2 max-md:py-3.5 font-mono text-xs font-semibold tracking-[0.12em] uppercase transition-colors hover:text-primary';

/**
 * The landing's navigation bar (docs/product.md#landing-page): five entries and JOIN SQUAD. Under
 * 768 px the entries fold into a disclosure menu ("Open menu"); JOIN SQUAD stays in view.
 */
export function LandingNav() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Widening past the breakpoint shows the inline links; the folded menu must not linger.
    const wide = window.matchMedia('(min-width: 768px)');
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const links = (onNavigate?: () => void) =>
    LANDING_NAV.map((item) => (
      <li key={item.to}>
        <LandingLink
          to={item.to}
          onClick={onNavigate}
          aria-current={item.to === '/' ? 'page' : undefined}
          className={cn(linkClass, 'block', item.to === '/' ? 'text-primary' : 'text-foreground/85')}
        >
          {t(item.label)}
        </LandingLink>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur-sm">
      <nav aria-label={t('navMain')}>
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2.5 sm:px-6">
          <LandingLink to="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-sm py-1">
            <ShieldCheckIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
            <span className="font-tactical truncate text-sm font-bold text-foreground">{APP_NAME}</span>
          </LandingLink>

          <ul className="ms-auto hidden items-center gap-1 md:flex lg:gap-2">{links()}</ul>

          <div className="ms-auto flex items-center gap-1.5 md:ms-2">
            <Button
              variant="tactical"
              size="sm"
              className="max-[359px]:px-2.5 max-[359px]:tracking-wider"
              onClick={() => openAuthDialog('sign-up')}
              {...preloadDialogs}
            >
              <CrosshairIcon aria-hidden="true" className="max-[359px]:hidden" />
              {t('joinSquad')}
            </Button>
            <Button
              ref={toggleRef}
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? t('closeMenu') : t('openMenu')}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
            </Button>
          </div>
        </div>
        <div id={menuId} hidden={!open} className="border-t border-border bg-background md:hidden">
          <ul className="mx-auto grid max-w-6xl gap-1 px-3 py-3">{links(() => setOpen(false))}</ul>
        </div>
      </nav>
    </header>
  );
}
