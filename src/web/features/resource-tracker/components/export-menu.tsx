import { ChevronDownIcon, DownloadIcon, FileDownIcon, PrinterIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';

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
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline" size="sm" className="font-mono tracking-wider max-sm:h-11 max-sm:min-w-11">
          <FileDownIcon aria-hidden="true" />
          {/* Icon-only on narrow screens so the header stays one row; the name stays. */}
          <span className="max-sm:sr-only">EXPORT REPORT</span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onDownloadCsv}>
          <DownloadIcon aria-hidden="true" />
          Download CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onPrint}>
          <PrinterIcon aria-hidden="true" />
          Print report
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
