import type { ReactNode, Ref } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

export interface CollectionTab<V extends string> {
  value: V;
  label: string;
  count: number;
}

/**
 * The three collections of the kit and plan lists as real tabs, each labelled "{label} (n)";
 * `panel` renders a tab's content. The triggers fit a 320 px screen.
 */
export function CollectionTabs<V extends string>({
  label,
  tabs,
  value,
  onValueChange,
  panel,
  ref,
}: {
  label: string;
  tabs: readonly CollectionTab<V>[];
  value: V;
  onValueChange: (value: V) => void;
  panel: (value: V) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Tabs ref={ref} value={value} onValueChange={(v) => onValueChange(v as V)}>
      <TabsList aria-label={label}>
        {tabs.map((t) => (
          <TabsTrigger
            key={t.value}
            value={t.value}
            className="px-2 text-[0.6875rem] tracking-normal sm:px-4 sm:text-xs sm:tracking-[0.12em]"
          >
            {t.label} ({t.count})
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {panel(t.value)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
