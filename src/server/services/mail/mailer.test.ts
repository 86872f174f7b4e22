import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp';
import { createMailer } from './mailer';
import { passwordResetEmail, verificationEmail } from './templates';

function captureLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).trim().split('\n'));
      cb();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('mailer', () => {
  it('without SMTP_URL, logs one line with recipient, subject and link so a self-hoster can verify', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ from: 'Holdfast <a@b.c>', logger });
    await mailer.send(
      verificationEmail('scout@example.com', 'Sam', 'http://localhost:3000/api/auth/verify-email?token=abc'),
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      to: 'scout@example.com',
      subject: 'Confirm your email for Holdfast',
      link: 'http://localhost:3000/api/auth/verify-email?token=abc',
    });
  });

  it('with SMTP_URL, delivers plain text and HTML bodies from MAIL_FROM to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Holdfast <no-reply@holdfast.test>',
        logger: pino({ level: 'silent' }),
      });
      await mailer.send(
        passwordResetEmail('scout@example.com', 'Sam', 'http://localhost:3000/reset-password?token=t0k3n'),
      );
      const mail = await smtp.waitFor((m) => m.to.includes('scout@example.com'));
      expect(mail.subject).toBe('Reset your Holdfast password');
      expect(mail.raw).toMatch(/^From: Holdfast <no-reply@holdfast\.test>/m);
      expect(mail.raw).toContain('text/plain');
      expect(mail.raw).toContain('text/html');
      expect(mail.body).toContain('http://localhost:3000/reset-password?token=t0k3n');
    } finally {
      await smtp.close();
    }
  });

  it('escapes names in the HTML body', () => {
    const mail = verificationEmail('x@example.com', '<script>alert(1)</script>', 'http://h/x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
