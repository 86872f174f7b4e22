import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Link } from '@web/lib/router';
import { EmergencyLink } from './emergency-link';

/**
 * The header of a page reached from another (guides, gear, plans, kits, profile settings): one back
 * button (docs/product.md#gear-topic-pages), and for a signed-in user the Emergency control.
 */
export function BackHeader({ to, label }: { to: string; label: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur-sm">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-3 sm:px-6">
        <Button asChild variant="ghost">
          <Link to={to}>
            <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
            {label}
          </Link>
        </Button>
        <EmergencyLink className="ms-auto" />
      </div>
    </header>
  );
}
