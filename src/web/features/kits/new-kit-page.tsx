import { KIT_TEMPLATES, type KitTemplate } from '@shared/kits/limits';
import { BackHeader } from '@web/components/back-header';
import { Badge } from '@web/components/ui/badge';
import { useSearchParams } from '@web/lib/router';
import { NewKitWizard } from './components/new-kit/new-kit-wizard';
import { messages } from './messages';

const { t } = messages;

const isTemplate = (value: string): value is KitTemplate => (KIT_TEMPLATES as readonly string[]).includes(value);

/**
 * /kits/new: the creation wizard. The route's session guard has already waited for the user
 * (its spinner is the documented "Loading...") and sent visitors to /.
 */
export function Component() {
  const [params] = useSearchParams();
  const asked = params.get('template') ?? '';
  // Any template but blank can be preselected (?template=family-go-bag); anything else is ignored.
  const initialTemplate = isTemplate(asked) && asked !== 'blank' ? asked : undefined;
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/kits" label={t('view.back')} />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid justify-items-start gap-2">
          <Badge variant="outline" className="border-primary/60 text-primary">
            {t('new.eyebrow')}
          </Badge>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('new.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('new.lead')}</p>
        </div>
        {/* A link to ?template=… while already here starts the wizard over. */}
        <NewKitWizard key={initialTemplate ?? 'none'} initialTemplate={initialTemplate} />
      </main>
    </div>
  );
}
