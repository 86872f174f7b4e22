import { MailIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { messages } from '../messages';

const { t } = messages;

// react-hook-form and zod stay out of the landing's first paint (`npm run build` holds it to a
// budget): the form loads when its section nears the viewport, or on the first pointer or focus
// inside it, whichever comes first.
const loadForm = () => import('./newsletter-form');
const NewsletterForm = lazy(() =>
  loadForm().then(
    (m) => ({ default: m.NewsletterForm }),
    // A chunk that cannot load (offline, a deploy replaced it) costs this box, not the page.
    (err: unknown) => {
      console.error('Newsletter form failed to load', err);
      return { default: NewsletterUnavailable };
    },
  ),
);

function NewsletterUnavailable() {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t('newsletterUnavailable')}
    </p>
  );
}

/** True once `ref` comes within `margin` of the viewport (at once where there is no observer). */
function useNearViewport(ref: RefObject<Element | null>, margin = '600px') {
  // Prerendered (no window): the placeholder, as the browser's first render has it.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return [near, () => setNear(true)] as const;
}

/** Same size as the form, so nothing jumps when it arrives. */
function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid gap-2">
        <span className="h-5 w-28 bg-muted" />
        <span className="h-10 border border-input bg-background" />
      </div>
      <span className="h-10 w-36 border border-primary/50 bg-primary/10 sm:mt-7" />
    </div>
  );
}

export function NewsletterSection() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, load] = useNearViewport(ref);
  return (
    <section aria-labelledby="newsletter-title" className="bg-tactical-grid border-b border-border">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div
          ref={ref}
          onPointerEnter={load}
          onFocus={load}
          className="mx-auto grid max-w-3xl gap-6 border border-border bg-card p-6 sm:p-8"
        >
          <div className="grid gap-3">
            <p className="font-tactical flex items-center gap-2 text-xs text-primary">
              <MailIcon aria-hidden="true" className="size-4" />
              {t('newsletterEyebrow')}
            </p>
            <h2 id="newsletter-title" className="text-2xl font-black tracking-tight uppercase sm:text-3xl">
              {t('newsletterTitle')}
            </h2>
            <p className="text-muted-foreground">{t('newsletterLead')}</p>
          </div>
          {near ? (
            <Suspense fallback={<FormPlaceholder />}>
              <NewsletterForm />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}
