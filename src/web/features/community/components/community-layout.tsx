import type { ReactNode } from 'react';
import { BackHeader } from '@web/components/back-header';
import { messages } from '../messages';

/** The community pages' frame: back to the dashboard, the eyebrow, the title and what the page is for. */
export function CommunityLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={messages.t('back')} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid min-w-0 gap-2">
          <p className="font-tactical text-xs text-primary">{messages.t('eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight break-words uppercase sm:text-4xl">{title}</h1>
          <p className="max-w-2xl text-muted-foreground">{intro}</p>
        </div>
        {children}
      </main>
    </div>
  );
}
