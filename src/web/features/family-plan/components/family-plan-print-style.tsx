import { palettes, tokenNames } from '@web/components/ui/palette';

/**
 * The family plan printouts (the fridge sheet, the wallet cards): black ink on white paper, 10 mm
 * margins, the paper size left to the printer (A4 and US Letter both fit). The page hides
 * everything else with `print:hidden` and shows the chosen printout with `hidden print:block`.
 */
export const FAMILY_PLAN_PRINT_CSS = `@media print {
  @page { margin: 10mm; }
  html.dark, html {
${tokenNames.map((t) => `    --${t}: ${palettes.light[t]};`).join('\n')}
    --background: #ffffff;
    --card: #ffffff;
    color-scheme: light;
  }
  body { background: #ffffff !important; color: #000000; }
  [data-toaster] { display: none !important; }
  [data-family-plan-page] { background: none !important; min-height: 0 !important; }
  [data-family-plan-print], [data-family-plan-print] * {
    color: #000000 !important;
    background: transparent !important;
    box-shadow: none !important;
    text-shadow: none !important;
  }
  [data-family-plan-print] * { border-color: #000000 !important; }
}`;

export function FamilyPlanPrintStyle() {
  return <style>{FAMILY_PLAN_PRINT_CSS}</style>;
}
