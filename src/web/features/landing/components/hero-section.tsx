import { CrosshairIcon, ShieldIcon } from 'lucide-react';
import { APP_NAME } from '@shared/constants/app';
import { Button } from '@web/components/ui/button';
import { openAuthDialog } from '@web/lib/auth/auth-dialogs';
import { messages } from '../messages';
import { preloadDialogs } from './landing-nav';
import { MissionStatusPanel } from './mission-status-panel';
import { ResourceOverviewPanel } from './resource-overview-panel';

const { t } = messages;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-border">
      <div aria-hidden="true" className="bg-tactical-grid absolute inset-0 opacity-70" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-radial-[at_20%_0%] from-primary/10 via-transparent to-transparent"
      />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:items-start lg:py-20">
        <div className="flex min-w-0 flex-col gap-6 lg:pt-6">
          <p className="flex items-center gap-2 font-mono text-xs tracking-[0.2em] text-primary uppercase sm:tracking-[0.3em]">
            <span aria-hidden="true" className="inline-block size-2 rounded-full bg-good" />
            {t('heroStatus')}
          </p>
          <h1 id="hero-title" className="text-4xl font-black tracking-tight text-balance uppercase sm:text-6xl">
            {APP_NAME}: <span className="text-primary">{t('heroTitle')}</span>
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('heroLead')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="tactical" size="lg" onClick={() => openAuthDialog('sign-in')} {...preloadDialogs}>
              <ShieldIcon aria-hidden="true" />
              {t('accessCommandCenter')}
            </Button>
            <Button variant="gear" size="lg" onClick={() => openAuthDialog('sign-up')} {...preloadDialogs}>
              <CrosshairIcon aria-hidden="true" />
              {t('joinSquad')}
            </Button>
          </div>
        </div>
        <div className="grid min-w-0 gap-6">
          <MissionStatusPanel />
          <ResourceOverviewPanel />
        </div>
      </div>
    </section>
  );
}
