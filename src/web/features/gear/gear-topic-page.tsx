import { CrosshairIcon } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { GearTopic } from '@shared/content';
import { isSectionedTopic } from '@shared/content/gear-topics';
import { BackHeader } from '@web/components/back-header';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Link, Navigate, useParams } from '@web/lib/router';
import { TopicProductCard } from './components/topic-product-card';
import { gearTopic } from './content/gear-content';
import { scrollToElement, useGearTarget } from './hooks/use-gear-target';
import { messages } from './messages';

const { t } = messages;

/** Cards this far down a flat grid load their image lazily (below the fold on any screen). */
const EAGER_CARDS = 3;

/** What a #fragment points at on a topic page: a section (opened), a product (ringed), or both. */
export function resolveGearTarget(topic: GearTopic, id: string): { section?: string; product?: string } | null {
  if (isSectionedTopic(topic)) {
    const bySlug = topic.sections.find((s) => s.slug === id);
    if (bySlug) return { section: bySlug.slug };
    const holder = topic.sections.find((s) => s.products.some((p) => p.id === id));
    return holder ? { section: holder.slug, product: id } : null;
  }
  return topic.products.some((p) => p.id === id) ? { product: id } : null;
}

/**
 * /gear/{topic} and /knowledge-hub/{topic}: one page, one content source
 * (docs/product.md#gear-topic-pages). Sectioned topics are accordions (several open at once), the
 * others a grid.
 */
export function Component() {
  const { topic: topicId = '' } = useParams();
  const topic = gearTopic(topicId);
  const [open, setOpen] = useState<string[]>([]);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useGearTarget((id) => {
    if (!topic) return;
    const target = resolveGearTarget(topic, id);
    if (!target) return;
    // Commit the opened section first, so the element to scroll to is laid out.
    flushSync(() => {
      if (target.section) {
        const slug = target.section;
        setOpen((current) => (current.includes(slug) ? current : [...current, slug]));
      }
      setHighlighted(target.product ?? null);
    });
    scrollToElement(id);
  });

  if (!topic) return <Navigate to="/knowledge-hub" replace />;

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/knowledge-hub" label={t('topic.back')} />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('topic.eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight text-balance uppercase sm:text-4xl">{topic.title}</h1>
          <p className="max-w-3xl text-muted-foreground">{topic.description}</p>
        </div>

        {isSectionedTopic(topic) ? (
          <Accordion
            type="multiple"
            value={open}
            onValueChange={setOpen}
            className="hud-panel relative bg-card px-4 sm:px-6"
          >
            {topic.sections.map((section) => (
              <AccordionItem key={section.slug} value={section.slug} id={section.slug} className="scroll-mt-20">
                <AccordionTrigger className="text-base">
                  <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-tactical">{section.title}</span>
                    <span className="text-xs font-normal text-muted-foreground">
                      {t('items', { count: section.products.length })}
                    </span>
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <div className="grid gap-4 pt-1 md:grid-cols-2 lg:grid-cols-3">
                    {section.products.map((product) => (
                      <TopicProductCard
                        key={product.id}
                        product={product}
                        highlighted={highlighted === product.id}
                        lazyImage
                      />
                    ))}
                  </div>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {topic.products.map((product, index) => (
              <TopicProductCard
                key={product.id}
                product={product}
                highlighted={highlighted === product.id}
                lazyImage={index >= EAGER_CARDS}
              />
            ))}
          </div>
        )}

        <Panel className="text-center">
          <div className="grid justify-items-center gap-4 py-2">
            <CrosshairIcon aria-hidden="true" className="size-8 text-primary" />
            <h2 className="font-tactical text-lg font-bold text-primary sm:text-xl">{t('topic.cta')}</h2>
            <p className="max-w-xl text-sm text-muted-foreground">{t('topic.note')}</p>
            {/* Wraps on a narrow phone rather than stick out ("Alle Ausrüstung ansehen" nearly fills 390 px). */}
            <Button asChild variant="tactical" size="lg" className="h-auto min-h-11 py-2 whitespace-normal">
              <Link to="/gear-vault">{t('topic.all')}</Link>
            </Button>
          </div>
        </Panel>
      </main>
    </div>
  );
}
