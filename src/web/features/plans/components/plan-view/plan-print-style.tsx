import { palettes, tokenNames } from '@web/components/ui/palette';

/**
 * The printed plan: a plain document, black on white. The daylight palette replaces the dark
 * theme (which would print light text on no background), then every colour of the plan page
 * is forced to black ink; the header bar, buttons and toasts are gone, and a kit or a step is
 * never split across two pages. The page marks print-only parts with `hidden print:block`.
 */
const PRINT_CSS = `@media print {
  @page { margin: 16mm 14mm; }
  html.dark, html {
${tokenNames.map((t) => `    --${t}: ${palettes.light[t]};`).join('\n')}
    --background: #ffffff;
    --card: #ffffff;
    color-scheme: light;
  }
  body { background: #ffffff !important; color: #000000; }
  [data-toaster] { display: none !important; }
  [data-plan-page] { background: none !important; min-height: 0 !important; }
  [data-plan-page] > header, [data-plan-page] button, [data-plan-page] [data-print-hide] { display: none !important; }
  [data-plan-page] main { max-width: none; padding: 0; gap: 1.25rem; }
  [data-plan-page] *, [data-plan-page] *::before, [data-plan-page] *::after {
    color: #000000 !important;
    background: transparent !important;
    box-shadow: none !important;
    text-shadow: none !important;
  }
  [data-plan-page] .hud-panel::before, [data-plan-page] .hud-panel::after { display: none !important; }
  [data-plan-page] .hud-panel, [data-plan-page] [data-slot="badge"] { border-color: #000000 !important; }
  [data-plan-page] a { text-decoration: none; }
  [data-plan-page] h1, [data-plan-page] h2, [data-plan-page] h3 { break-after: avoid; page-break-after: avoid; }
  [data-print-keep] { break-inside: avoid; page-break-inside: avoid; }
}`;

export function PlanPrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
