import { ChevronDownIcon, DownloadIcon, FileDownIcon, PrinterIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { LazyMenu } from '@web/components/ui/lazy-menu';
import { messages } from '../messages';

const { t } = messages;

/** The menu's Radix code loads on the first press of EXPORT REPORT (issue 41). */
const loadMenu = () => import('@web/components/ui/dropdown-menu');

export function ExportMenu({
  onDownloadCsv,
  onPrint,
  disabled,
}: {
  onDownloadCsv: () => void;
  onPrint: () => void;
  disabled?: boolean;
}) {
  return (
    <LazyMenu
      load={loadMenu}
      disabled={disabled}
      trigger={
        <Button variant="outline" size="sm" className="font-mono tracking-wider max-sm:h-11 max-sm:min-w-11">
          <FileDownIcon aria-hidden="true" />
          {/* Icon-only on narrow screens so the header stays one row; the name stays. */}
          <span className="max-sm:sr-only">{t('export.trigger')}</span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      }
      render={(m, trigger) => (
        <m.DropdownMenu>
          <m.DropdownMenuTrigger asChild disabled={disabled}>
            {trigger}
          </m.DropdownMenuTrigger>
          <m.DropdownMenuContent align="end">
            <m.DropdownMenuItem onSelect={onDownloadCsv}>
              <DownloadIcon aria-hidden="true" />
              {t('export.csv')}
            </m.DropdownMenuItem>
            <m.DropdownMenuItem onSelect={onPrint}>
              <PrinterIcon aria-hidden="true" />
              {t('export.print')}
            </m.DropdownMenuItem>
          </m.DropdownMenuContent>
        </m.DropdownMenu>
      )}
    />
  );
}
