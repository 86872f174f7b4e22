import { MailIcon } from 'lucide-react';
import type { Instance } from '@shared/admin/schemas';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { useSendTestEmail } from '../api/admin-api';
import { messages } from '../messages';
import { bytesLabel, whenLabel } from './format';

const { t } = messages;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The server at a glance (docs/product.md#administration). */
export function InstancePanel({ instance }: { instance: Instance }) {
  const testEmail = useSendTestEmail();
  const { jobs } = instance;
  return (
    <Panel title={t('server.title')} statusLabel={t('server.status')} status={jobs.failed > 0 ? 'standby' : 'online'}>
      <dl className="grid gap-3">
        <Row label={t('server.version')}>{instance.version}</Row>
        <Row label={t('server.database')}>
          {t(instance.database.kind === 'embedded' ? 'server.embedded' : 'server.external', {
            size: bytesLabel(instance.database.bytes),
          })}
        </Row>
        <Row label={t('server.uploads')}>
          {instance.uploads.storage === 's3'
            ? t('server.uploadsS3')
            : t('server.uploadsLocal', { size: bytesLabel(instance.uploads.bytes) })}
        </Row>
        <Row label={t('server.jobs')}>
          {t('server.jobCounts', { pending: jobs.pending, failed: jobs.failed })}
          {jobs.lastFailures.length > 0 ? (
            <ul className="mt-1 grid gap-1 text-xs text-muted-foreground">
              {jobs.lastFailures.map((f, i) => (
                <li key={i}>
                  {whenLabel(f.at)}: {f.kind}
                  {f.error ? ` (${f.error})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </Row>
        <Row label={t('server.lastReminder')}>{whenLabel(instance.lastReminderSent, t('server.noReminder'))}</Row>
        <Row label={t('server.mail')}>
          {instance.mailEnabled ? (
            <span className="flex flex-wrap items-center gap-3">
              {t('server.mailOn')}
              <Button
                variant="outline"
                size="sm"
                disabled={testEmail.isPending}
                onClick={() =>
                  testEmail.mutate(undefined, {
                    onSuccess: () => toast.success(t('server.testEmailSent'), t('server.testEmailSentText')),
                    onError: (err) =>
                      toast.error(t('server.testEmailFailed'), expectedErrorMessage(err) ?? t('tryAgain')),
                  })
                }
              >
                <MailIcon aria-hidden="true" />
                {t('server.testEmail')}
              </Button>
            </span>
          ) : (
            t('server.mailOff')
          )}
        </Row>
      </dl>
    </Panel>
  );
}
