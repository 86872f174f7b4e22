import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { HouseholdCounts } from '@shared/readiness/calculator';
import { HOUSEHOLD_GROUPS, PET_KINDS, WATER_STANDARDS, type WaterStandardId } from '@shared/readiness/figures';
import type { HouseholdInput, SavedHousehold } from '@shared/readiness/schemas';
import {
  fromKg,
  fromLitres,
  toKg,
  toLitres,
  volumeUnitIn,
  weightUnitIn,
  type UnitSystem,
} from '@shared/readiness/units';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { isApiError, isSessionExpired } from '@web/lib/api';
import { errorText, loadErrorTexts, zodErrorOptions } from '@web/lib/i18n/error-text';
import { pageFormats } from '@web/lib/i18n/i18n';
import { lazyLoad } from '@web/lib/lazy-load';
import { logUnexpected } from '@web/lib/log-unexpected';
import { Link } from '@web/lib/router';
import { useSaveHousehold } from '../api/readiness-api';
import { messages } from '../messages';

const { t } = messages;

// The server's schema (zod) and its issues-to-fields helper, loaded on the form's first focus or submit, not with the page (issue 41).
const loadHouseholdCheck = lazyLoad(() => import('./household-check'));

type Counts = Record<(typeof HOUSEHOLD_GROUPS)[number]['key'] | 'pregnantOrBreastfeeding', string>;
interface PetDraft {
  key: number;
  /** Saved pets keep their id (the family plan refers to it). */
  id?: string;
  name: string;
  kind: (typeof PET_KINDS)[number];
  weight: string;
}
interface Draft {
  counts: Counts;
  pets: PetDraft[];
  standard: WaterStandardId;
  goalDays: string;
  customWater: string;
}

/**
 * Every field's messages in the page's language: the schema's English through the catalogue of
 * message codes (decision 0359); the server's, already in the reader's language, pass unchanged.
 */
const inPageWords = (fields: Readonly<Record<string, string[]>>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(errorText)]));

/** Shown in the user's units, rounded for reading; typed back, converted to SI. */
const shown = (value: number) => String(Math.round(value * 100) / 100);
let petKey = 0;

function draftOf(h: SavedHousehold | null, units: UnitSystem): Draft {
  return {
    counts: {
      adults: String(h?.adults ?? 0),
      children9to13: String(h?.children9to13 ?? 0),
      children4to8: String(h?.children4to8 ?? 0),
      childrenUnder4: String(h?.childrenUnder4 ?? 0),
      pregnantOrBreastfeeding: String(h?.pregnantOrBreastfeeding ?? 0),
    },
    pets: (h?.pets ?? []).map((p) => ({
      key: ++petKey,
      id: p.id,
      name: p.name,
      kind: p.kind,
      weight: shown(fromKg(p.weightKg, units)),
    })),
    standard: h?.standard ?? 'us',
    goalDays: String(h?.goalDays ?? 14),
    customWater: h?.customLitresPerPerson ? shown(fromLitres(h.customLitresPerPerson, units)) : '',
  };
}

/** A typed number, or NaN for the schema to refuse with its message ("" is not 0). */
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

function toInput(d: Draft, units: UnitSystem): HouseholdInput {
  return {
    adults: num(d.counts.adults),
    children9to13: num(d.counts.children9to13),
    children4to8: num(d.counts.children4to8),
    childrenUnder4: num(d.counts.childrenUnder4),
    pregnantOrBreastfeeding: num(d.counts.pregnantOrBreastfeeding),
    pets: d.pets.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      name: p.name,
      kind: p.kind,
      weightKg: toKg(num(p.weight), units),
    })),
    standard: d.standard,
    goalDays: num(d.goalDays),
    customLitresPerPerson: d.standard === 'custom' ? toLitres(num(d.customWater), units) : null,
  };
}

/** "2 adults (1 pregnant or breastfeeding), 1 child 9–13" from the plan's counts. */
function describeCounts(c: HouseholdCounts): string {
  const parts = HOUSEHOLD_GROUPS.filter((g) => c[g.key] > 0).map((g) => `${c[g.key]} × ${t(`group.${g.key}`)}`);
  if (c.pregnantOrBreastfeeding > 0) parts.push(t('household.pregnantCount', { count: c.pregnantOrBreastfeeding }));
  return parts.join(', ');
}

/** A suggested goal's words by its English label (figures.ts). */
const GOAL_KEY = { Evacuation: 'goal.evacuation', 'At home': 'goal.atHome' } as const;
const selectClass =
  'h-10 w-full rounded-sm border border-input bg-background px-3 text-sm text-foreground aria-invalid:border-destructive';

/**
 * The household (counts by group, pets) and the goal (standard, days), saved whole. Validated
 * with the schema the server uses, after converting US units to litres and kilograms.
 */
export function HouseholdForm({
  household,
  units,
  memberCounts = null,
}: {
  household: SavedHousehold | null;
  units: UnitSystem;
  /** The counts of the people named in the family plan: shown read-only, and saved as they are. */
  memberCounts?: HouseholdCounts | null;
}) {
  const [draft, setDraft] = useState(() => {
    const d = draftOf(household, units);
    if (!memberCounts) return d;
    const counts = Object.fromEntries(Object.entries(memberCounts).map(([k, v]) => [k, String(v)])) as Counts;
    return { ...d, counts };
  });
  // The schema's messages in the page's language (the catalogue of message codes, decision 0359);
  // the server's come in the reader's language already.
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const f = pageFormats();
  const save = useSaveHousehold();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setPet = (key: number, patch: Partial<PetDraft>) =>
    set({ pets: draft.pets.map((p) => (p.key === key ? { ...p, ...patch } : p)) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft, units);
    let check;
    try {
      [check] = await Promise.all([loadHouseholdCheck(), loadErrorTexts()]);
    } catch (err) {
      logUnexpected('Loading the household schema failed', err);
      toast.error(t('error'), t('household.saveFailed'));
      return;
    }
    const parsed = check.householdSchema.safeParse(input, zodErrorOptions);
    if (!parsed.success) {
      setErrors(inPageWords(check.fieldErrorsFromIssues(parsed.error.issues)));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('household.saved')),
      onError: (err) => {
        if (isSessionExpired(err)) return;
        if (isApiError(err) && Object.keys(err.fields).length) setErrors(inPageWords(err.fields));
        toast.error(t('error'), t('household.saveFailed'));
      },
    });
  };

  const standard = WATER_STANDARDS.find((s) => s.id === draft.standard)!;
  return (
    <Panel title={t('household.title')} statusLabel={t('household.status')}>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onFocusCapture={() => {
          loadHouseholdCheck.warm();
          loadErrorTexts().catch(() => undefined);
        }}
        className="grid gap-6"
      >
        {memberCounts ? (
          <div className="grid gap-2">
            <h3 className="font-semibold">{t('household.who')}</h3>
            <p data-testid="counts-from-plan" className="text-foreground">
              {describeCounts(memberCounts)}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('household.fromPlan')}{' '}
              <Link to="/family-plan" className="text-primary underline underline-offset-4">
                {t('household.editInPlan')}
              </Link>
              .
            </p>
          </div>
        ) : (
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold">{t('household.who')}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {HOUSEHOLD_GROUPS.map((g) => (
                <FormField key={g.key} label={t(`group.${g.key}`)} error={errors[g.key]}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={draft.counts[g.key]}
                    onChange={(e) => set({ counts: { ...draft.counts, [g.key]: e.target.value } })}
                  />
                </FormField>
              ))}
              <FormField
                label={t('household.pregnant')}
                description={t('household.pregnantHint')}
                error={errors.pregnantOrBreastfeeding}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={draft.counts.pregnantOrBreastfeeding}
                  onChange={(e) => set({ counts: { ...draft.counts, pregnantOrBreastfeeding: e.target.value } })}
                />
              </FormField>
            </div>
          </fieldset>
        )}

        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold">{t('pets')}</legend>
          {draft.pets.length === 0 ? <p className="text-sm text-muted-foreground">{t('household.noPets')}</p> : null}
          <ul className="grid gap-3">
            {draft.pets.map((p, i) => {
              const n = i + 1;
              return (
                <li
                  key={p.key}
                  className="grid items-end gap-3 border-s-2 border-border ps-3 sm:grid-cols-[1fr_9rem_9rem_auto]"
                >
                  <FormField label={t('household.petName', { n })} error={errors[`pets.${i}.name`]}>
                    <Input value={p.name} onChange={(e) => setPet(p.key, { name: e.target.value })} />
                  </FormField>
                  <FormField label={t('household.petKind', { n })} error={errors[`pets.${i}.kind`]}>
                    <select
                      className={selectClass}
                      value={p.kind}
                      onChange={(e) => setPet(p.key, { kind: e.target.value as PetDraft['kind'] })}
                    >
                      {PET_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`kind.${k}`)}
                        </option>
                      ))}
                    </select>
                  </FormField>
                  <FormField
                    label={t('household.petWeight', { n, unit: weightUnitIn(f, units) })}
                    error={errors[`pets.${i}.weightKg`]}
                  >
                    <Input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      value={p.weight}
                      onChange={(e) => setPet(p.key, { weight: e.target.value })}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="size-11"
                    aria-label={t('household.removePet', { n, name: p.name || undefined })}
                    onClick={() => set({ pets: draft.pets.filter((x) => x.key !== p.key) })}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
          {errors.pets ? <p className="text-sm text-destructive">{errors.pets[0]}</p> : null}
          <div>
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              onClick={() => set({ pets: [...draft.pets, { key: ++petKey, name: '', kind: 'dog', weight: '' }] })}
            >
              <PlusIcon aria-hidden="true" />
              {t('household.addPet')}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t('household.petsNote')}</p>
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold">{t('household.goal')}</legend>
          <div role="radiogroup" aria-label={t('household.standard')} className="grid gap-2">
            {WATER_STANDARDS.map((s) => (
              <label
                key={s.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-sm border border-input p-3 has-checked:border-primary has-checked:bg-primary/10"
              >
                <input
                  type="radio"
                  name="standard"
                  value={s.id}
                  checked={draft.standard === s.id}
                  onChange={() => set({ standard: s.id })}
                  className="mt-1 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`standard.${s.id}`)}</span>
                  <span className="text-xs text-muted-foreground">
                    {s.id === 'custom'
                      ? t('household.customHint')
                      : t('household.standardHint', {
                          litres: s.litresPerPersonPerDay,
                          gallons: fromLitres(s.litresPerPersonPerDay, 'us'),
                          source: t(`source.${s.id}`),
                        })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.standard ? <p className="text-sm text-destructive">{errors.standard[0]}</p> : null}
          <div className="grid items-end gap-3 sm:grid-cols-2">
            <FormField label={t('household.goalDays')} error={errors.goalDays}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                value={draft.goalDays}
                onChange={(e) => set({ goalDays: e.target.value })}
              />
            </FormField>
            {draft.standard === 'custom' ? (
              <FormField
                label={t('household.customWater', { unit: volumeUnitIn(f, units) })}
                error={errors.customLitresPerPerson}
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={draft.customWater}
                  onChange={(e) => set({ customWater: e.target.value })}
                />
              </FormField>
            ) : null}
          </div>
          {standard.suggestedGoals.length ? (
            <div className="flex flex-wrap gap-2">
              {standard.suggestedGoals.map((g) => (
                <Button
                  key={g.days}
                  type="button"
                  variant="secondary"
                  className="min-h-11"
                  onClick={() => set({ goalDays: String(g.days) })}
                >
                  {t('household.useGoal', { days: g.days, label: t(GOAL_KEY[g.label]) })}
                </Button>
              ))}
            </div>
          ) : null}
        </fieldset>

        <div>
          <OnlineOnly household>
            <Button type="submit" variant="tactical" className="min-h-11" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('household.save')}
            </Button>
          </OnlineOnly>
        </div>
      </form>
    </Panel>
  );
}
