import type { QueryClient } from '@tanstack/react-query';
import { CreditCardIcon, PencilIcon, PrinterIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FamilyPlan } from '@shared/family-plan/schemas';
import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/collection-tabs';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useHouseholdRole } from '@web/lib/auth/session';
import { familyPlanQueryKey, familyPlanQueryOptions, useFamilyPlan } from '@web/lib/family-plan/family-plan-query';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FamilyPlanPrintStyle } from './components/family-plan-print-style';
import { FamilyPlanReadView } from './components/family-plan-read-view';
import { FridgeSheet } from './components/fridge-sheet';
import { WalletCards } from './components/wallet-cards';
import { messages } from './messages';

const { t } = messages;

// The form (react-hook-form, zod): loaded when the plan is to be filled in or edited, not in the
// first JavaScript of the read view (issue 41, decision 0297).
const FamilyPlanForm = lazy(() => import('./components/family-plan-form').then((m) => ({ default: m.FamilyPlanForm })));

type Printable = 'fridge-sheet' | 'wallet-cards';

/** Nothing typed in yet: no person, contact, meeting place, number or pet care. */
export const isEmptyPlan = (plan: FamilyPlan) =>
  plan.members.length === 0 &&
  plan.outOfTownContacts.length === 0 &&
  plan.numbers.length === 0 &&
  Object.values(plan.meetingPlaces).every((p) => !p) &&
  plan.pets.every((p) => !p.vet && !p.microchip);

/**
 * /family-plan: the household's emergency communication plan (docs/product.md#family-plan):
 * people, out-of-town contacts, meeting places, important numbers and practice, with a checklist
 * of what is missing. One request to load, one to save. Private to the household: every member reads it,
 * owners and editors change it. Prints the saved
 * plan as a fridge sheet or as wallet cards (print CSS, no PDF): the browser's own Print prints
 * the last chosen, the fridge sheet at first.
 *
 * It opens on the plan to read (decision 0295): phones tap to call, addresses open a map. Edit plan
 * opens the form; saving or cancelling returns to the read view. An empty plan opens in the form
 * for someone who may change it, and shows "Fill in your family plan" to a viewer.
 */
/** A save by another member (or device), or a pet changed on the readiness page, shows here. */
const REALTIME_TABLES = ['family_plans', 'households'] as const;
const REALTIME_KEYS = [familyPlanQueryKey];

/** The family plan, asked for as soon as the page's code has loaded (app/routes.tsx). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(familyPlanQueryOptions);
}

export function Component() {
  useDocumentTitle(t('title'));
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const query = useFamilyPlan();
  const [printable, setPrintable] = useState<Printable>('fridge-sheet');
  const plan = query.data?.plan;
  const viewer = useHouseholdRole() === 'viewer';
  // Chosen once the plan is known: the form for an empty plan (unless a viewer), else the read view.
  const [chosenMode, setMode] = useState<'read' | 'edit' | null>(null);
  const mode = chosenMode ?? (plan && isEmptyPlan(plan) && !viewer ? 'edit' : 'read');

  const print = (which: Printable) => {
    // window.print() blocks: the chosen printout must be in the DOM before it is called.
    flushSync(() => setPrintable(which));
    window.print();
  };

  let content;
  if (plan) {
    // A newer answer (the copy kept on the device is shown first, then the server's; or a save on
    // another device) starts the form again from it (decision 235).
    // So does a change of the household's pets (on the readiness page).
    const pets = query.data!.householdPets;
    content =
      mode === 'edit' ? (
        <Suspense
          fallback={
            <div aria-busy="true" className="grid gap-4">
              <Skeleton className="h-96" />
            </div>
          }
        >
          <FamilyPlanForm
            key={`${query.data?.updatedAt ?? 'new'} ${pets.map((p) => p.id).join(' ')}`}
            plan={plan}
            householdPets={pets}
            onDone={() => {
              setMode('read');
              window.scrollTo({ top: 0 });
            }}
          />
        </Suspense>
      ) : isEmptyPlan(plan) ? (
        <div className="hud-panel grid justify-items-start gap-3 bg-card p-5">
          <h2 className="text-lg font-bold">{t('emptyTitle')}</h2>
          <p className="max-w-prose text-muted-foreground">{t('emptyText')}</p>
          <EditButton onEdit={() => setMode('edit')}>{t('emptyTitle')}</EditButton>
        </div>
      ) : (
        <FamilyPlanReadView plan={plan} householdPets={pets} />
      );
  } else if (query.isError) {
    content = (
      <ListLoadError
        title={t('loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <Skeleton className="h-48" />
        <Skeleton className="h-96" />
      </div>
    );
  }

  return (
    <div
      data-family-plan-page
      data-printable={printable}
      className="bg-tactical-grid min-h-svh bg-background text-foreground"
    >
      <FamilyPlanPrintStyle />
      <div className="print:hidden">
        <BackHeader to="/dashboard" label={t('back')} />
        <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
          <div className="grid gap-2">
            <p className="font-tactical text-xs text-primary">{t('eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('title')}</h1>
            <p className="max-w-2xl text-muted-foreground">{t('intro')}</p>
            {plan ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                {mode === 'read' && !isEmptyPlan(plan) ? (
                  <EditButton onEdit={() => setMode('edit')}>{t('editPlan')}</EditButton>
                ) : null}
                <Button type="button" variant="outline" className="min-h-11" onClick={() => print('fridge-sheet')}>
                  <PrinterIcon aria-hidden="true" />
                  {t('printFridgeSheet')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  disabled={plan.members.length === 0}
                  aria-describedby="family-plan-print-note"
                  onClick={() => print('wallet-cards')}
                >
                  <CreditCardIcon aria-hidden="true" />
                  {t('printWalletCards')}
                </Button>
                <p id="family-plan-print-note" className="text-sm text-muted-foreground">
                  {plan.members.length === 0 ? t('printNeedsPerson') : t('printNote')}
                </p>
              </div>
            ) : null}
          </div>
          {content}
        </main>
      </div>
      {plan ? (
        <div data-family-plan-print className="hidden bg-white text-black print:block">
          {printable === 'wallet-cards' ? (
            <WalletCards plan={plan} />
          ) : (
            <FridgeSheet plan={plan} householdPets={query.data!.householdPets} />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Opens the form; a viewer sees it disabled with the reason (the household's rule). */
function EditButton({ onEdit, children }: { onEdit: () => void; children: string }) {
  return (
    <OnlineOnly household worksOffline>
      <Button type="button" variant="tactical" className="min-h-11" onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
        {children}
      </Button>
    </OnlineOnly>
  );
}
