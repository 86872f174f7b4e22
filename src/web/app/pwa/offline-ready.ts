export const OFFLINE_READY_TEXT = 'Ready for offline use';
/** How long the notice stays unless dismissed: long enough to read twice. */
export const OFFLINE_READY_MS = 10_000;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A lucide icon (circle-check, x) as the SVG lucide-react draws, without React. */
function icon(className: string, shapes: Array<[string, Record<string, string>]>): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of Object.entries({
    xmlns: SVG_NS,
    width: '24',
    height: '24',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: className,
  }))
    svg.setAttribute(name, value);
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

/**
 * Said once, when the first service worker of this browser has finished caching the app
 * (decision 0295): from now on Holdfast opens without a connection. A status, not a toast: the
 * landing (no React, no toaster) is where most first visits end, so the notice is made of plain
 * DOM and loads no React there (the landing's JavaScript budget, decision 195). At the top in the
 * middle, where the toasts go, so it covers no button just pressed. Returns the notice.
 */
export function showOfflineReady(): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.setAttribute('aria-live', 'polite');
  notice.dataset.slot = 'offline-ready';
  notice.className =
    'fixed inset-x-4 top-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-sm border border-optimal bg-popover px-4 py-2 text-sm text-popover-foreground shadow-lg';

  const text = document.createElement('p');
  text.className = 'grow';
  const title = document.createElement('strong');
  title.textContent = OFFLINE_READY_TEXT;
  const detail = document.createElement('span');
  detail.className = 'block text-muted-foreground';
  detail.textContent = 'This device now opens Holdfast without a connection.';
  text.append(title, detail);

  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.setAttribute('aria-label', 'Dismiss');
  // The app's ghost icon button (components/ui/button.tsx), 44 px.
  dismiss.className =
    'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-sm font-medium text-foreground transition-[color,background-color] duration-150 hover:bg-secondary';
  dismiss.append(
    icon('size-4', [
      ['path', { d: 'M18 6 6 18' }],
      ['path', { d: 'm6 6 12 12' }],
    ]),
  );

  notice.append(
    icon('size-4 shrink-0 text-optimal', [
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['path', { d: 'm9 12 2 2 4-4' }],
    ]),
    text,
    dismiss,
  );
  const timer = setTimeout(() => notice.remove(), OFFLINE_READY_MS);
  dismiss.addEventListener('click', () => {
    clearTimeout(timer);
    notice.remove();
  });
  document.body.append(notice);
  return notice;
}
