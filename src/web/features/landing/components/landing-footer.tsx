import { ShieldCheckIcon } from 'lucide-react';
import { APP_NAME } from '@shared/constants/app';
import { messages } from '../messages';
import { LandingLink } from './landing-link';
import { LanguageSwitch } from './language-switch';

const { t } = messages;

/** Copyright year 2025 (docs/product.md#landing-page). */
export const COPYRIGHT_YEAR = 2025;

const FOOTER_LINKS = [
  { label: 'knowledgeHub', to: '/knowledge-hub' },
  { label: 'resourceTracker', to: '/resource-tracker' },
  { label: 'gearVault', to: '/gear-vault' },
  { label: 'survivalPlans', to: '/plans' },
] as const;

export function LandingFooter() {
  return (
    <footer className="bg-card">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-2">
          <p className="flex items-center gap-2">
            <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
            <span className="font-tactical text-sm font-bold">{APP_NAME}</span>
          </p>
          <p className="max-w-md text-sm text-muted-foreground">{t('footerTagline')}</p>
        </div>
        <nav aria-label={t('footerNav')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-0 sm:gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <LandingLink
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-sm text-sm text-muted-foreground hover:text-primary sm:min-h-0"
                >
                  {t(link.label)}
                </LandingLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <p className="font-mono text-xs text-muted-foreground">{t('copyright', { year: COPYRIGHT_YEAR })}</p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
