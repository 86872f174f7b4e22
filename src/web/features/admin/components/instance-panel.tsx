import { MailIcon } from 'lucide-react';
import type { Instance } from '@shared/admin/schemas';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { useSendTestEmail } from '../api/admin-api';
import { bytesLabel, whenLabel } from './format';

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
    <Panel title="This server" statusLabel="Server status" status={jobs.failed > 0 ? 'standby' : 'online'}>
      <dl className="grid gap-3">
        <Row label="Version">{instance.version}</Row>
        <Row label="Database">
          {instance.database.kind === 'embedded' ? 'Embedded PostgreSQL' : 'External PostgreSQL (DATABASE_URL)'},{' '}
          {bytesLabel(instance.database.bytes)}
        </Row>
        <Row label="Uploads">
          {instance.uploads.storage === 's3'
            ? 'In the S3 bucket (size not measured)'
            : `${bytesLabel(instance.uploads.bytes)} on this server`}
        </Row>
        <Row label="Job queue">
          {jobs.pending} waiting, {jobs.failed} failed
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
        <Row label="Last expiry reminder">{whenLabel(instance.lastReminderSent, 'None sent yet')}</Row>
        <Row label="Mail">
          {instance.mailEnabled ? (
            <span className="flex flex-wrap items-center gap-3">
              Configured (SMTP_URL)
              <Button
                variant="outline"
                size="sm"
                disabled={testEmail.isPending}
                onClick={() =>
                  testEmail.mutate(undefined, {
                    onSuccess: () => toast.success('Test email sent', 'Check your inbox in a minute.'),
                    onError: (err) =>
                      toast.error('Test email not sent', expectedErrorMessage(err) ?? 'Please try again.'),
                  })
                }
              >
                <MailIcon aria-hidden="true" />
                Send a test email
              </Button>
            </span>
          ) : (
            'Off: set SMTP_URL to send email. Links go to the server log; confirm accounts here instead.'
          )}
        </Row>
      </dl>
    </Panel>
  );
}
