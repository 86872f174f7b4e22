import { ShieldCheckIcon } from 'lucide-react';
import { APP_NAME } from '@shared/constants/app';
import { LandingLink } from './landing-link';

/** Copyright year 2025 (docs/product.md#landing-page). */
export const COPYRIGHT_YEAR = 2025;

const FOOTER_LINKS = [
  { label: 'Knowledge Hub', to: '/knowledge-hub' },
  { label: 'Resource Tracker', to: '/resource-tracker' },
  { label: 'Gear Vault', to: '/gear-vault' },
  { label: 'Survival Plans', to: '/plans' },
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
          <p className="max-w-md text-sm text-muted-foreground">
            Emergency preparedness for families and squads. Stay ready, stay calm, hold fast.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-0 sm:gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <LandingLink
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-sm text-sm text-muted-foreground hover:text-primary sm:min-h-0"
                >
                  {link.label}
                </LandingLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 font-mono text-xs text-muted-foreground sm:px-6">
          © {COPYRIGHT_YEAR} {APP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
