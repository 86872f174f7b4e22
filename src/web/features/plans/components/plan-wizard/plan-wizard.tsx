import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, SaveIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { guidanceItems, hasGuidance, type GuidanceWriter } from '@shared/plans/guidance';
import { itemLinkWords } from '@shared/plans/item-links';
import { PLAN_ITEMS_MAX, PLAN_MESSAGES, PLAN_WIZARD_STEPS } from '@shared/plans/limits';
import type { PlanDetail } from '@shared/plans/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@web/components/unsaved-changes';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useDefaultVisibility } from '@web/lib/household/default-visibility';
import { errorText, loadErrorTexts, zodErrorOptions } from '@web/lib/i18n/error-text';
import { pageLocale } from '@web/lib/i18n/i18n';
import { lazyLoad } from '@web/lib/lazy-load';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { useNavigate } from '@web/lib/router';
import { useLinkableKits } from '../../api/plans-api';
import { draftFromPlan, draftToInput, emptyDraft, usePlanDraft, type PlanDraft } from '../../hooks/use-plan-draft';
import { useCreatePlan, useUpdatePlan, type SavedPlan } from '../../hooks/use-save-plan';
import { messages } from '../../messages';
import { DetailsStep } from './details-step';
import { EventTypeStep } from './event-type-step';
import { GuidanceOffer } from './guidance-offer';
import { ItemsStep } from './items-step';
import { KitsStep, type KitOption } from './kits-step';
import { StepPanel } from './step-panel';
import { VisibilityStep } from './visibility-step';
import { WizardProgress } from './wizard-progress';

const { t } = messages;

/** The server's schema of a plan: loaded on the wizard's first focus (not with the page). */
/**
 * The recommended items in the page's language (decision 0348): their texts and the field guides'
 * titles through the catalogue (the German and Spanish ride in its chunk), and the link lines in
 * the words of that language ("Quelle: …"), which the plan view reads in any language.
 */
const pageWriter = (): GuidanceWriter => ({
  text: (type, index, item) => t('guidance.itemText', { type, index, text: item.text }),
  guideTitle: (guide) => t('guidance.guideTitle', { path: guide.path, title: guide.title }),
  words: itemLinkWords(pageLocale()),
});

const loadSavePlanSchema = lazyLoad(() => import('@shared/plans/schemas').then((m) => m.savePlanSchema));
/**
 * The schema and the page's error texts (decision 0358): the save-check's messages are the
 * catalogue of message codes', loaded with the schema (an English page loads none).
 */
const warmSaveCheck = () => {
  loadSavePlanSchema.warm();
  loadErrorTexts().catch(() => undefined);
};

const STEPS = ['eventType', 'details', 'kits', 'items', 'visibility'] as const;
const stepNames = () => STEPS.map((step) => t(`step.${step}`));

export type PlanWizardProps = { mode: 'create' } | { mode: 'edit'; plan: PlanDetail };

/** Field errors by field: 'eventType', 'title', 'description', 'kits', 'items', or an item's key. */
type Errors = Record<string, string>;

/** A path of savePlanSchema (or a server field key split on dots) to the wizard's error key. */
function errorKey(path: readonly PropertyKey[], draft: PlanDraft): string | null {
  const [field, index] = path;
  if (field === 'title' || field === 'description' || field === 'eventType') return field;
  if (field === 'kitIds') return 'kits';
  if (field === 'items') return typeof index === 'number' ? (draft.items[index]?.key ?? 'items') : 'items';
  return null;
}

const stepOf = (key: string) =>
  key === 'eventType' ? 1 : key === 'title' || key === 'description' ? 2 : key === 'kits' ? 3 : 4;

/** Where the focus goes for an error key (the wizard puts it there once the step shows). */
const focusSelector = (key: string) =>
  key === 'eventType'
    ? 'input[name="eventType"]:checked, input[name="eventType"]'
    : key === 'title' || key === 'description'
      ? `[name="${key}"]`
      : key === 'kits' || key === 'items'
        ? 'section[tabindex="-1"]'
        : `[data-item-key="${CSS.escape(key)}"] [data-focus="content"]`;

/**
 * The 5-step plan wizard of /plans/new and /plans/{id}/edit (docs/product.md#plan-wizard,
 * #editing-a-plan). The draft is checked with savePlanSchema, the server's own schema, before it is
 * sent. Offline the steps still fill the draft; only the last step's save waits for the connection
 * (decision 081).
 */
export function PlanWizard(props: PlanWizardProps) {
  const editing = props.mode === 'edit' ? props.plan : null;
  /** Only the plan's creator chooses who sees it (a new plan's creator is the user). */
  const creator = editing?.isOwner ?? true;
  const navigate = useNavigate();
  // A new plan of a member of a shared household starts as the household's (decision 0291).
  const newVisibility = useDefaultVisibility();
  const { draft, dirty, set, toggleKit, removeKits, addItems, ...itemActions } = usePlanDraft(() =>
    editing ? draftFromPlan(editing) : emptyDraft(newVisibility),
  );
  const create = useCreatePlan();
  const update = useUpdatePlan(editing?.id ?? '');
  const saving = create.isPending || update.isPending;
  const { blocker, release } = useUnsavedChangesGuard(dirty);
  const linkable = useLinkableKits();

  /** The recommended items taken on step 1: their event type and their keys (to replace them). */
  const [guided, setGuided] = useState<{ type: string; keys: string[] } | null>(null);
  const [step, setStep] = useState(1);
  const [reached, setReached] = useState(editing ? PLAN_WIZARD_STEPS : 1);
  const [errors, setErrors] = useState<Errors>({});
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef<string | null>(null);

  // The user's kits (their own, acquired and their household's), then any kit the plan already
  // links that is not among them (a public kit of someone else): editing keeps such a link unless
  // it is unticked.
  const kitOptions = useMemo<KitOption[]>(() => {
    const own: KitOption[] = (linkable.data ?? []).map((k) => ({
      id: k.id,
      name: k.name,
      description: k.description,
      visibility: k.visibility,
      itemCount: k.itemCount,
    }));
    const linked: KitOption[] = (editing?.kits ?? [])
      .filter((k) => !own.some((o) => o.id === k.id))
      .map((k) => ({ ...k, itemCount: k.items.length }));
    return [...own, ...linked];
  }, [linkable.data, editing]);
  const selectedKits = kitOptions.filter((k) => draft.kitIds.includes(k.id));
  // A household editor shows and sends the plan's visibility as it now is (the latest load): the
  // server refuses any other from them.
  const toSave = editing && !creator ? { ...draft, visibility: editing.visibility } : draft;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'panel') panelRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [step, errors]);

  const canNext = step === 1 ? draft.eventType !== null : step === 2 ? draft.title.trim() !== '' : true;
  const canOpen = (n: number) => !saving && n <= reached;

  const open = (n: number, focus = 'panel') => {
    pendingFocus.current = focus;
    setStep(n);
    setReached((r) => Math.max(r, n));
  };

  const clearError = (key: string) =>
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _removed, ...rest } = e;
      return rest;
    });

  const addGuidance = () => {
    if (!hasGuidance(draft.eventType)) return;
    const kept = draft.items.length - (guided?.keys.filter((k) => draft.items.some((i) => i.key === k)).length ?? 0);
    const items = guidanceItems(draft.eventType, pageWriter()).slice(0, Math.max(0, PLAN_ITEMS_MAX - kept));
    setGuided({ type: draft.eventType, keys: addItems(items, guided?.keys ?? []) });
    clearError('items');
  };

  /** Shows the messages at their fields and opens the first step that has one. */
  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = Object.keys(next).sort((a, b) => stepOf(a) - stepOf(b))[0];
    if (first) open(stepOf(first), focusSelector(first));
  };

  const onSaved = ({ plan, droppedKitIds }: SavedPlan) => {
    removeKits(droppedKitIds);
    release();
    const partial = droppedKitIds.length > 0;
    if (editing) {
      if (partial) toast.message(t('warning'), t('updatedPartly'));
      else toast.success(t('updated'));
      void navigate(`/plans/${encodeURIComponent(plan.id)}`, { replace: true });
    } else {
      if (partial) toast.message(t('warning'), t('createdPartly'));
      else toast.success(t('created'));
      // Replace: Back from the list should not reopen a finished wizard.
      void navigate('/plans', { replace: true });
    }
  };

  const onSaveFailed = (err: unknown) => {
    // An ended session is handled (and toasted) once, by the query client.
    if (isSessionExpired(err)) return;
    if (!expectedErrorMessage(err)) console.error('Saving the plan failed', err);
    const next: Errors = {};
    if (isApiError(err)) {
      for (const [field, messages] of Object.entries(err.fields)) {
        const key = errorKey(
          field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          draft,
        );
        if (key && messages[0] && !(key in next)) next[key] = errorText(messages[0]);
      }
    }
    showErrors(next);
    if (editing && isApiError(err) && err.status === 403) toast.error(t('accessDenied'), t('editOwnOnly'));
    else toast.error(t('error'), editing ? t('updateFailed') : t('createFailed'));
  };

  const save = async () => {
    if (saving || !isOnline()) return;
    const [schema] = await Promise.all([loadSavePlanSchema(), loadErrorTexts()]);
    // zod's own checks in the page's words; ours through the catalogue (decision 0354).
    const parsed = schema.safeParse(draftToInput(toSave), zodErrorOptions);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = errorKey(issue.path, draft);
        if (key && !(key in next)) next[key] = errorText(issue.message);
      }
      showErrors(next);
      if (draft.eventType === null || draft.title.trim() === '')
        toast.error(t('validationError'), editing ? errorText(PLAN_MESSAGES.titleRequired) : t('fillRequired'));
      else toast.error(t('validationError'), parsed.error.issues[0] && errorText(parsed.error.issues[0].message));
      return;
    }
    if (editing) update.mutate(parsed.data, { onSuccess: onSaved, onError: onSaveFailed });
    else create.mutate(parsed.data, { onSuccess: onSaved, onError: onSaveFailed });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (step < PLAN_WIZARD_STEPS) {
      if (canNext) open(step + 1);
    } else void save().catch((err: unknown) => logUnexpected('Checking a plan before saving failed', err));
  };

  const nextHint = step === 1 && !canNext ? t('hint.eventType') : step === 2 && !canNext ? t('hint.title') : null;

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={warmSaveCheck}
        className="grid gap-6"
        aria-busy={saving || undefined}
      >
        <WizardProgress steps={stepNames()} current={step} canOpen={canOpen} onOpen={(n) => n !== step && open(n)} />

        <StepPanel ref={panelRef} title={t(`step.${STEPS[step - 1]!}`)} headingId={headingId}>
          {step === 1 ? (
            <EventTypeStep
              labelledBy={headingId}
              value={draft.eventType}
              error={errors.eventType}
              onChange={(v) => {
                set('eventType', v);
                clearError('eventType');
              }}
            />
          ) : step === 2 ? (
            <DetailsStep
              title={draft.title}
              description={draft.description}
              errors={errors}
              onTitleChange={(v) => {
                set('title', v);
                clearError('title');
              }}
              onDescriptionChange={(v) => {
                set('description', v);
                clearError('description');
              }}
            />
          ) : step === 3 ? (
            <>
              <KitsStep
                labelledBy={headingId}
                kits={kitOptions}
                loading={linkable.isPending && kitOptions.length === 0}
                failed={linkable.isError}
                retrying={linkable.isFetching}
                onRetry={() => void linkable.refetch()}
                selected={draft.kitIds}
                onToggle={(id, checked) => {
                  toggleKit(id, checked);
                  clearError('kits');
                }}
                error={errors.kits}
              />
              <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-sm border border-border bg-background/60 p-3 hover:border-primary">
                <input
                  type="checkbox"
                  checked={draft.includeFamilyPlan}
                  onChange={(e) => set('includeFamilyPlan', e.target.checked)}
                  aria-labelledby="include-family-plan-label"
                  aria-describedby="include-family-plan-hint"
                  className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
                />
                <span className="grid gap-1">
                  <span id="include-family-plan-label" className="font-semibold">
                    {t('family.title')}
                  </span>
                  <span id="include-family-plan-hint" className="text-sm text-muted-foreground">
                    {t('family.hint')}
                  </span>
                </span>
              </label>
            </>
          ) : step === 4 ? (
            <ItemsStep
              items={draft.items}
              errors={errors}
              actions={{
                ...itemActions,
                updateItem: (key, patch) => {
                  itemActions.updateItem(key, patch);
                  clearError(key);
                },
              }}
            />
          ) : (
            <VisibilityStep
              draft={toSave}
              kits={selectedKits}
              canChange={creator}
              onVisibilityChange={(v) => set('visibility', v)}
            />
          )}
        </StepPanel>

        {/*
          The 13 event types fill a phone's screen: Previous and Next (and, once a type is chosen,
          its recommended steps) stay in view at the foot of the screen while the step scrolls.
        */}
        <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6">
          {step === 1 && !editing && hasGuidance(draft.eventType) ? (
            <GuidanceOffer
              type={draft.eventType}
              added={guided?.type === draft.eventType && draft.items.some((i) => guided.keys.includes(i.key))}
              onAdd={addGuidance}
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              onClick={() => open(step - 1)}
              disabled={step === 1 || saving}
            >
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t('previous')}
            </Button>
            {step < PLAN_WIZARD_STEPS ? (
              <Button
                key="next"
                type="submit"
                variant="tactical"
                className="min-h-11"
                disabled={!canNext}
                aria-describedby={nextHint ? 'plan-wizard-next-hint' : undefined}
              >
                {t('next')}
                <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
              </Button>
            ) : editing ? (
              <OnlineOnly key="save">
                <Button type="submit" variant="tactical" className="min-h-11" disabled={saving}>
                  <SaveIcon aria-hidden="true" />
                  {saving ? t('saving') : t('saveChanges')}
                </Button>
              </OnlineOnly>
            ) : (
              <OnlineOnly key="create">
                <Button type="submit" variant="tactical" className="min-h-11" disabled={saving}>
                  <PlusIcon aria-hidden="true" />
                  {saving ? t('creating') : t('createPlan')}
                </Button>
              </OnlineOnly>
            )}
          </div>
          {nextHint ? (
            <p id="plan-wizard-next-hint" className="text-end text-sm text-muted-foreground">
              {nextHint}
            </p>
          ) : null}
        </div>
      </form>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        description={t('unsaved')}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}
