import { ChevronRightIcon } from 'lucide-react';
import { BackHeader } from '@web/components/back-header';
import { Link } from '@web/lib/router';
import { GearImage } from './components/gear-image';
import { categoryProducts, gearCategories } from './content/gear-content';
import { messages } from './messages';

const { t } = messages;

/** /gear-vault: the six categories with the number of products each holds. */
export function Component() {
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={t('vault.back')} />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('vault.eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('vault.title')}</h1>
          <p className="max-w-3xl text-muted-foreground">{t('vault.lead')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {gearCategories().map((category) => {
            const count = categoryProducts(category.slug).length;
            return (
              <li key={category.slug}>
                <Link
                  to={`/gear-vault/${category.slug}`}
                  className="group hud-panel relative flex h-full items-start gap-4 bg-card p-4 transition-colors hover:border-primary hover:bg-secondary sm:p-5"
                >
                  <GearImage src={category.image} alt="" className="size-16 sm:size-20" />
                  <span className="grid min-w-0 flex-1 gap-1.5">
                    <span className="font-tactical text-sm font-bold text-foreground">{category.name}</span>
                    <span className="font-mono text-xs text-primary">{t('items', { count })}</span>
                    <span className="text-sm text-muted-foreground">{category.description}</span>
                  </span>
                  <ChevronRightIcon
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </main>
    </div>
  );
}
