/** El calendario de fechas de vencimiento en español (decision 0333). */
import { APP_NAME } from '@shared/constants/app';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  calendarName: `${APP_NAME}: fechas de vencimiento`,
  amount: (p, f) => `${f.number(p.quantity, 2)} ${p.unit}`,
  batchTitle: (p) => `Vence: ${p.name}, ${p.amount}`,
  batchDescription: (p) =>
    `${p.amount} de ${p.name} de sus suministros vencen este día. Úselos y reponga sus suministros: ${p.url}`,
  kitItemTitle: (p) => `Vence: ${p.item} (kit de emergencia: ${p.kit})`,
  kitItemDescription: (p, f) =>
    `${p.item} (${f.number(p.quantity, 2)}) de su kit de emergencia "${p.kit}" vence este día. Reemplácelo: ${p.url}`,
} satisfies Catalogue<typeof en>;
