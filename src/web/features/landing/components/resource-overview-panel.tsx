import { useId } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Panel } from '@web/components/ui/panel';
import { Progress } from '@web/components/ui/progress';
import { SAMPLE_BARS, type SampleBar } from '../content';
import { messages } from '../messages';

const { t } = messages;

const STATUS_TEXT = {
  optimal: 'statusOptimal',
  good: 'statusGood',
  low: 'statusLow',
  critical: 'statusCritical',
} as const;

function SampleBarRow({ bar }: { bar: SampleBar }) {
  const nameId = useId();
  return (
    <li className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <span id={nameId} className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">
          {t(bar.name)}
        </span>
        <Badge variant={bar.status}>{t(STATUS_TEXT[bar.status])}</Badge>
        <span className="w-10 text-end font-mono text-sm text-muted-foreground tabular-nums">{bar.percent}%</span>
      </div>
      <Progress value={bar.percent} tone={bar.status} aria-labelledby={nameId} />
    </li>
  );
}

/** Four fixed sample bars (docs/product.md#landing-page): status in words and in colour. */
export function ResourceOverviewPanel() {
  return (
    <Panel title={t('resourceOverview')} status="standby" statusLabel={t('sampleData')}>
      <ul className="grid gap-4">
        {SAMPLE_BARS.map((bar) => (
          <SampleBarRow key={bar.name} bar={bar} />
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">{t('sampleReadout')}</p>
    </Panel>
  );
}
