import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedMail } from '../../src/server/test/smtp';

/** Wait for a message in the run's mail spool (written by the SMTP server of the global setup). */
export async function waitForMail(
  spoolDir: string,
  match: (m: ReceivedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Only whole messages: the SMTP server writes "….json.part" and renames it when complete.
    for (const file of (await readdir(spoolDir)).filter((f) => f.endsWith('.json')).sort()) {
      const mail = JSON.parse(await readFile(path.join(spoolDir, file), 'utf8')) as ReceivedMail;
      if (match(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error('No matching email arrived');
    await new Promise((r) => setTimeout(r, 150));
  }
}

export { linkIn } from '../../src/server/test/smtp';
