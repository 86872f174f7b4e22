import { palettes, tokenNames } from '@web/components/ui/palette';

/**
 * A printed page (the tracker report, the shopping list): the daylight palette on white paper (the dark theme would print light
 * text on no background), white page background. Everything else is Tailwind `print:` classes
 * on the page (hidden controls, one page per category group).
 */
const PRINT_CSS = `@media print {
  html.dark, html {
${tokenNames.map((t) => `    --${t}: ${palettes.light[t]};`).join('\n')}
    --card: #ffffff;
    --background: #ffffff;
    color-scheme: light;
  }
  body { background: #ffffff; }
  /* Keep the bars, badges and ring in colour: browsers drop backgrounds when printing. */
  main { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  [data-toaster] { display: none !important; }
}`;

export function PrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
