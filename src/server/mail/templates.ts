/** The emails Holdfast sends, in plain text and HTML, in the product's voice. */
import { html } from 'hono/html';
import { APP_NAME } from '@shared/constants/app';
import type { MailMessage } from './mailer';

/**
 * Hono's `html` tag escapes every interpolated value (& < > " '); nested `html` pieces (the
 * paragraphs) are kept as they are. Nothing here is asynchronous, so the result is a string.
 */
function layout(heading: string, paragraphs: string[], button: { label: string; url: string }, footer: string) {
  const body = paragraphs.map((p) => html`<p style="margin:0 0 16px;line-height:1.5">${p}</p>`);
  return html`<!doctype html>
    <html>
      <body style="margin:0;background:#1b1f14;color:#e9e5cf;font-family:Arial,Helvetica,sans-serif">
        <div style="max-width:560px;margin:0 auto;padding:32px 24px">
          <p style="font-family:Consolas,monospace;letter-spacing:3px;color:#f2a93b;font-size:12px;margin:0 0 8px">
            ${APP_NAME.toUpperCase()} // SECURE TRANSMISSION
          </p>
          <h1 style="font-size:22px;margin:0 0 20px">${heading}</h1>
          ${body}
          <p style="margin:24px 0">
            <a
              href="${button.url}"
              style="display:inline-block;background:#f2a93b;color:#1b1f14;padding:12px 20px;text-decoration:none;font-weight:bold;letter-spacing:1px"
              >${button.label}</a
            >
          </p>
          <p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#b8b49c">
            If the button does not work, paste this link into your browser:<br /><span style="word-break:break-all"
              >${button.url}</span
            >
          </p>
          <p style="margin:24px 0 0;font-size:12px;color:#8f8b74">${footer}</p>
        </div>
      </body>
    </html>`.toString();
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const greeting = `Operative ${name},`;
  const lines = [
    greeting,
    `You asked to join the ${APP_NAME} squad. Confirm this email address to activate your command center. The link works for 24 hours.`,
    'If you did not sign up, ignore this message and no account will be activated.',
  ];
  return {
    to,
    subject: `Confirm your email for ${APP_NAME}`,
    link: url,
    text: `${lines.join('\n\n')}\n\nConfirm your email:\n${url}\n\n— ${APP_NAME}: hold fast when it counts.\n`,
    html: layout(
      'Confirm your email',
      lines,
      { label: 'CONFIRM EMAIL', url },
      `${APP_NAME}: hold fast when it counts.`,
    ),
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Operative ${name},`,
    `Someone (hopefully you) asked to reset the password of your ${APP_NAME} account. The link works for one hour and once only. Resetting signs out every device.`,
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${APP_NAME} password`,
    link: url,
    text: `${lines.join('\n\n')}\n\nChoose a new password:\n${url}\n\n— ${APP_NAME}\n`,
    html: layout('Reset your password', lines, { label: 'CHOOSE A NEW PASSWORD', url }, APP_NAME),
  };
}
