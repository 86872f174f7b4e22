import { BackHeader } from '@web/components/back-header';
import { Navigate, useParams } from '@web/lib/router';
import { VaultProductCard } from './components/vault-product-card';
import { categoryProducts, gearCategory } from './content/gear-content';
import { messages } from './messages';

const { t } = messages;

/** Cards this far down load their image lazily (below the fold on any screen). */
const EAGER_CARDS = 3;

/** /gear-vault/{category}: "{Category name} Equipment"; an unknown slug goes back to the vault. */
export function Component() {
  const { category: slug = '' } = useParams();
  const category = gearCategory(slug);
  if (!category) return <Navigate to="/gear-vault" replace />;
  const products = categoryProducts(category.slug);

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/gear-vault" label={t('category.back')} />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('vault.title')}</p>
          <h1 className="text-2xl font-black tracking-tight text-balance uppercase sm:text-4xl">
            {t('category.title', { name: category.name })}
          </h1>
          <p className="max-w-3xl text-muted-foreground">{category.description}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {products.map((product, index) => (
            <VaultProductCard key={product.id} product={product} lazyImage={index >= EAGER_CARDS} />
          ))}
        </div>
      </main>
    </div>
  );
}
