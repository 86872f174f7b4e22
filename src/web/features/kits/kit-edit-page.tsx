import { ArrowLeftIcon, ChevronsDownUpIcon, ChevronsUpDownIcon, SaveIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { KIT_ITEM_CATEGORY_VALUES, type KitItemCategory } from '@shared/constants/kits';
import type { KitDetail } from '@shared/kits/schemas';
import { EmergencyLink } from '@web/components/emergency-link';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { VisibilityBadge } from '@web/components/visibility-badge';
import { useUpdateKit } from '@web/features/kits/hooks/use-kit-edit-mutations';
import { isApiError } from '@web/lib/api';
import { Link, useParams } from '@web/lib/router';
import { useKit } from './api/kits-api';
import { AddCategorySelect } from './components/kit-edit/add-category-select';
import { KitEditCategory } from './components/kit-edit/kit-edit-category';
import { KitEditSkeleton } from './components/kit-edit/kit-edit-skeleton';
import { KitSettingsForm } from './components/kit-edit/kit-settings-form';
import { KitDates } from './components/kit-view/kit-dates';
import { groupKitItems } from './components/kit-view/kit-format';
import { messages } from './messages';

const { t } = messages;

const SETTINGS_FORM_ID = 'kit-settings-form';

function EditHeader({ kitId, kit, saving }: { kitId: string; kit?: KitDetail; saving?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur-sm">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-6">
        <Button asChild variant="ghost" size="sm" className="-ms-2 min-h-11">
          <Link to={`/kits/${encodeURIComponent(kitId)}`}>
            <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
            {t('edit.back')}
          </Link>
        </Button>
        <EmergencyLink compact />
        {kit ? (
          <>
            <KitDates createdAt={kit.createdAt} updatedAt={kit.updatedAt} className="max-sm:order-last max-sm:w-full" />
            <div className="ms-auto flex">
              <OnlineOnly>
                <Button
                  type="submit"
                  form={SETTINGS_FORM_ID}
                  variant="tactical"
                  size="sm"
                  className="min-h-11"
                  disabled={saving}
                >
                  <SaveIcon aria-hidden="true" />
                  {saving ? t('edit.saving') : t('edit.save')}
                </Button>
              </OnlineOnly>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}

function CannotEdit({ message }: { message: string }) {
  return (
    <div className="grid justify-items-start gap-3 py-10" role="alert">
      <h1 className="text-2xl font-bold">{t('edit.cannot')}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild variant="tactical">
        <Link to="/kits">{t('view.back')}</Link>
      </Button>
    </div>
  );
}

function KitEditor({ kit }: { kit: KitDetail }) {
  const update = useUpdateKit(kit.id);
  // Categories opened from "Add to another category", and the categories whose add form is open.
  const [extra, setExtra] = useState<KitItemCategory[]>([]);
  const [adding, setAdding] = useState<KitItemCategory[]>([]);
  const groups = useMemo(() => groupKitItems(kit.items, extra), [kit.items, extra]);
  const hidden = KIT_ITEM_CATEGORY_VALUES.filter((c) => !groups.some((g) => g.category === c));
  // The open categories: at first only the first one holding items (a packing list, not 23
  // forms); an empty kit opens them all, each a line with its "Add First Item".
  const [open, setOpen] = useState<ReadonlySet<KitItemCategory>>(() => {
    const first = groups.find((g) => g.items.length > 0);
    return new Set(first ? [first.category] : groups.map((g) => g.category));
  });
  const setOpenCategory = (category: KitItemCategory, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(category);
      else next.delete(category);
      return next;
    });
  const packed = kit.items.filter((i) => i.packed).length;

  const setAddingTo = (category: KitItemCategory, open: boolean) =>
    setAdding((current) => (open ? [...new Set([...current, category])] : current.filter((c) => c !== category)));

  return (
    <>
      <EditHeader kitId={kit.id} kit={kit} saving={update.isPending} />
      <main className="mx-auto grid max-w-5xl gap-6 px-3 py-6 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('edit.eyebrow')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-black tracking-tight break-words uppercase sm:text-4xl">{kit.name}</h1>
            <VisibilityBadge visibility={kit.visibility} caps />
          </div>
        </div>

        <KitSettingsForm kit={kit} formId={SETTINGS_FORM_ID} update={update} />

        <section aria-labelledby="kit-items-heading" className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-1">
              <h2 id="kit-items-heading" className="text-lg font-semibold">
                {t('edit.items')}
              </h2>
              <p className="text-sm text-muted-foreground">
                <span data-slot="kit-packed-count">{t('packedOf', { packed, total: kit.items.length })}</span>
                {t('edit.itemsNote')}
              </p>
            </div>
            <AddCategorySelect
              hidden={hidden}
              onPick={(category) => {
                setExtra((current) => [...current, category]);
                setAddingTo(category, true);
                setOpenCategory(category, true);
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              className="min-h-11"
              onClick={() => setOpen(new Set(groups.map((g) => g.category)))}
            >
              <ChevronsUpDownIcon aria-hidden="true" />
              {t('edit.expandAll')}
            </Button>
            <Button variant="outline" className="min-h-11" onClick={() => setOpen(new Set())}>
              <ChevronsDownUpIcon aria-hidden="true" />
              {t('edit.collapseAll')}
            </Button>
          </div>
          {groups.map((group) => (
            <KitEditCategory
              key={group.category}
              kitId={kit.id}
              group={group}
              open={open.has(group.category)}
              onOpenChange={(isOpen) => setOpenCategory(group.category, isOpen)}
              adding={adding.includes(group.category)}
              onAddingChange={(open) => setAddingTo(group.category, open)}
            />
          ))}
        </section>
      </main>
    </>
  );
}

/**
 * /kits/{id}/edit (signed-in only, by the route guard): for whoever may edit the kit (canEdit: its
 * creator, or an owner or editor of its household when it is shared there). The server answers
 * 404 for a private kit of someone else and the kit with canEdit false for one the viewer may only
 * read; both end at "Cannot Edit Kit".
 */
export function Component() {
  const { id = '' } = useParams();
  const kit = useKit(id);

  // A failed background refetch keeps the loaded kit (and the edits on screen).
  if (kit.data?.canEdit) {
    return (
      <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
        <KitEditor kit={kit.data} />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <EditHeader kitId={id} />
      <main className="mx-auto grid max-w-5xl gap-6 px-3 py-6 sm:px-6 sm:py-10">
        {kit.data ? (
          <CannotEdit message={t('edit.noPermission')} />
        ) : kit.isPending ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              {t('view.loading')}
            </p>
            <KitEditSkeleton />
          </div>
        ) : (
          <CannotEdit
            message={isApiError(kit.error) && kit.error.status === 404 ? t('view.notFound') : t('view.loadFailed')}
          />
        )}
      </main>
    </div>
  );
}
