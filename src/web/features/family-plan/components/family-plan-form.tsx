import { DumbbellIcon, PlusIcon, SaveIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { EMERGENCY_NUMBERS, FAMILY_PLAN_LIMITS, MEETING_PLACES, US_POISON_CONTROL } from '@shared/family-plan/figures';
import {
  familyPlanSchema,
  type FamilyPlan,
  type FamilyPlanInput,
  type HouseholdPet,
} from '@shared/family-plan/schemas';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useSaveFamilyPlan } from '@web/lib/family-plan/family-plan-query';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { Link } from '@web/lib/router';
import { messages } from '../messages';
import { CompletenessPanel } from './completeness-panel';
import { PHONE, scoped, selectClass } from './field-parts';
import { dayLabel, meetingPlaceLabel, regionLabel } from './labels';
import { MemberFields } from './member-fields';
import { PetFields } from './pet-fields';
import { petsWithCare } from './print-parts';

type Values = FamilyPlanInput;
type Path = FieldPath<Values>;

const { t } = messages;

/**
 * The schema the server uses (this form's chunk already carries it), its messages in the page's
 * language from the catalogue of message codes (decision 0359), loaded on the first check.
 */
const resolver = lazyZodResolver<Values, FamilyPlan>(() => Promise.resolve(familyPlanSchema));

/** The quick numbers: the label each adds (in the page's language, then the user's to change) and its button. */
const QUICK_NUMBERS = [
  ['doctor', 'addDoctor'],
  ['pharmacy', 'addPharmacy'],
  ['veterinarian', 'addVeterinarian'],
  ['insurance', 'addInsurance'],
  ['utilities', 'addUtilities'],
] as const;

/**
 * The form holds every meeting place as an object (blank when unset; the plan stores blank as
 * null), and one pets row per household pet, in the household's order.
 */
export function toFormValues(plan: FamilyPlan, householdPets: readonly HouseholdPet[]): Values {
  return {
    ...plan,
    pets: petsWithCare(plan, householdPets).map((p) => ({ petId: p.id, vet: p.vet, microchip: p.microchip })),
    meetingPlaces: Object.fromEntries(
      MEETING_PLACES.map(({ key }) => [key, plan.meetingPlaces[key] ?? { name: '', address: '', instructions: '' }]),
    ) as Values['meetingPlaces'],
  };
}

function toPlan(values: FamilyPlan): FamilyPlan {
  const places = { ...values.meetingPlaces };
  for (const { key } of MEETING_PLACES) {
    const p = places[key];
    if (p && !p.name && !p.address && !p.instructions) places[key] = null;
  }
  return { ...values, meetingPlaces: places };
}

/**
 * The whole family plan in one form (docs/product.md#family-plan), validated with the schema the
 * server uses and saved whole by one PUT. The completeness checklist follows the form as typed.
 * Save plan and Cancel sit in a bar that sticks to the bottom of the screen while the form is in
 * view (decision 0295); `onDone` runs after a save and on Cancel (back to the read view).
 */
export function FamilyPlanForm({
  plan,
  householdPets,
  onDone,
}: {
  plan: FamilyPlan;
  householdPets: readonly HouseholdPet[];
  onDone: () => void;
}) {
  const save = useSaveFamilyPlan();
  const form = useForm<Values, unknown, FamilyPlan>({
    resolver,
    defaultValues: toFormValues(plan, householdPets),
  });
  const { control, register } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const { blocker } = useUnsavedChangesGuard(isDirty);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const members = useFieldArray({ control, name: 'members' });
  const contacts = useFieldArray({ control, name: 'outOfTownContacts' });
  const numbers = useFieldArray({ control, name: 'numbers' });
  const [region, numberRows] = useWatch({ control, name: ['emergencyRegion', 'numbers'] });
  // Read-only here: the drills' latest day, as the server last answered (a drill recorded
  // meanwhile shows without touching what is typed).
  const lastPracticedOn = plan.lastPracticedOn;

  const onSubmit = form.handleSubmit(async (values) => {
    let saved;
    try {
      saved = await save.mutateAsync(toPlan(values));
    } catch (err) {
      if (isSessionExpired(err)) return;
      const fields = isApiError(err) ? (Object.keys(err.fields) as Path[]) : [];
      applyServerFieldErrors(err, form.setError, fields);
      logUnexpected('Saving the family plan failed', err);
      toast.error(t('saveFailedTitle'), expectedErrorMessage(err) ?? t('saveFailed'));
      return;
    }
    form.reset(toFormValues(saved.plan, saved.householdPets));
    toast.success(t('saved'));
    onDone();
  });

  const addNumber = (label: string, number = '') => numbers.append({ label, number, note: '' });
  const hasPoison = (numberRows ?? []).some((n) => n.number === US_POISON_CONTROL);

  return (
    <form
      noValidate
      aria-label={t('form')}
      className="grid gap-6"
      onFocusCapture={resolver.warm}
      onSubmit={(e) => {
        // Offline Save plan is disabled; Enter in a field must not send the plan either.
        if (isOnline()) void onSubmit(e);
        else e.preventDefault();
      }}
    >
      <CompletenessPanel control={control} lastPracticedOn={lastPracticedOn} />

      <Panel title={t('people')} statusLabel={t('peopleStatus')}>
        <div className="grid gap-4">
          {members.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('nobodyForm')}</p> : null}
          {members.fields.map((field, i) => (
            <MemberFields key={field.id} form={form} index={i} onRemove={() => members.remove(i)} />
          ))}
          {(errors.members?.root?.message ?? errors.members?.message) ? (
            <p className="text-sm text-destructive">{errors.members.root?.message ?? errors.members.message}</p>
          ) : null}
          <div>
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              disabled={members.fields.length >= FAMILY_PLAN_LIMITS.membersMax}
              onClick={() =>
                members.append({
                  id: crypto.randomUUID(),
                  name: '',
                  dateOfBirth: null,
                  pregnantOrBreastfeeding: false,
                  mobilePhone: '',
                  otherPhone: '',
                  email: '',
                  allergies: '',
                  medicines: '',
                  conditions: '',
                  bloodType: '',
                  place: null,
                })
              }
            >
              <PlusIcon aria-hidden="true" />
              {t('addPerson')}
            </Button>
          </div>
        </div>
      </Panel>

      <Panel title={t('contacts')} statusLabel={t('contactsStatus')}>
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('contactsHint')}</p>
          {contacts.fields.map((field, i) => {
            const scope = i === 0 ? t('contactScope') : t('secondContactScope');
            const e = errors.outOfTownContacts?.[i];
            return (
              <fieldset key={field.id} className="grid gap-3 border-s-2 border-border ps-3">
                <legend className="mb-2 font-semibold">{i === 0 ? t('contact') : t('secondContact')}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label={scoped(scope, t('name'))} required error={e?.name?.message}>
                    <Input className={PHONE} autoComplete="off" {...register(`outOfTownContacts.${i}.name`)} />
                  </FormField>
                  <FormField label={scoped(scope, t('mobilePhone'))} error={e?.mobilePhone?.message}>
                    <Input className={PHONE} type="tel" {...register(`outOfTownContacts.${i}.mobilePhone`)} />
                  </FormField>
                  <FormField label={scoped(scope, t('otherPhone'))} error={e?.otherPhone?.message}>
                    <Input className={PHONE} type="tel" {...register(`outOfTownContacts.${i}.otherPhone`)} />
                  </FormField>
                  <FormField label={scoped(scope, t('email'))} error={e?.email?.message}>
                    <Input className={PHONE} type="email" {...register(`outOfTownContacts.${i}.email`)} />
                  </FormField>
                </div>
                <div>
                  <Button type="button" variant="outline" className="min-h-11" onClick={() => contacts.remove(i)}>
                    <Trash2Icon aria-hidden="true" />
                    {i === 0 ? t('removeContact') : t('removeSecondContact')}
                  </Button>
                </div>
              </fieldset>
            );
          })}
          {contacts.fields.length < FAMILY_PLAN_LIMITS.outOfTownContactsMax ? (
            <div>
              <Button
                type="button"
                variant="outline"
                className="min-h-11"
                onClick={() => contacts.append({ name: '', mobilePhone: '', otherPhone: '', email: '' })}
              >
                <PlusIcon aria-hidden="true" />
                {contacts.fields.length === 0 ? t('addContact') : t('addSecondContact')}
              </Button>
            </div>
          ) : null}
        </div>
      </Panel>

      <Panel title={t('meetingPlaces')} statusLabel={t('meetingPlacesStatus')}>
        <div className="grid gap-5">
          {MEETING_PLACES.map(({ key }) => {
            const e = errors.meetingPlaces?.[key];
            const label = meetingPlaceLabel(key);
            return (
              <fieldset key={key} className="grid gap-3 border-s-2 border-border ps-3">
                <legend className="mb-2 font-semibold">{label}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label={scoped(label, t('name'))} error={e?.name?.message}>
                    <Input className={PHONE} {...register(`meetingPlaces.${key}.name`)} />
                  </FormField>
                  <FormField label={scoped(label, t('address'))} error={e?.address?.message}>
                    <Input className={PHONE} {...register(`meetingPlaces.${key}.address`)} />
                  </FormField>
                </div>
                <FormField
                  label={scoped(label, t('instructions'))}
                  description={t('instructionsHint')}
                  error={e?.instructions?.message}
                >
                  <Textarea rows={2} {...register(`meetingPlaces.${key}.instructions`)} />
                </FormField>
              </fieldset>
            );
          })}
        </div>
      </Panel>

      <Panel title={t('numbers')} statusLabel={t('numbersStatus')}>
        <div className="grid gap-4">
          <FormField label={t('emergencyNumber')} error={errors.emergencyRegion?.message} className="sm:max-w-sm">
            <select className={selectClass} {...register('emergencyRegion')}>
              {EMERGENCY_NUMBERS.map((n) => (
                <option key={n.id} value={n.id}>
                  {regionLabel(n.id, n.number)}
                </option>
              ))}
            </select>
          </FormField>
          {numbers.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('noNumbersForm')}</p> : null}
          <ul className="grid gap-3">
            {numbers.fields.map((field, i) => {
              const e = errors.numbers?.[i];
              const scope = t('numberScope', { n: i + 1 });
              return (
                <li
                  key={field.id}
                  className="grid items-start gap-3 border-s-2 border-border ps-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
                >
                  <FormField label={scoped(scope, t('numberLabel'))} required error={e?.label?.message}>
                    <Input className={PHONE} {...register(`numbers.${i}.label`)} />
                  </FormField>
                  <FormField label={scoped(scope, t('number'))} required error={e?.number?.message}>
                    <Input className={PHONE} type="tel" {...register(`numbers.${i}.number`)} />
                  </FormField>
                  <FormField label={scoped(scope, t('note'))} error={e?.note?.message}>
                    <Input className={PHONE} {...register(`numbers.${i}.note`)} />
                  </FormField>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="size-11 sm:mt-6"
                    aria-label={
                      numberRows?.[i]?.label
                        ? t('removeLabelledNumber', { n: i + 1, label: numberRows[i].label })
                        : t('removeNumber', { n: i + 1 })
                    }
                    onClick={() => numbers.remove(i)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
          {(errors.numbers?.root?.message ?? errors.numbers?.message) ? (
            <p className="text-sm text-destructive">{errors.numbers.root?.message ?? errors.numbers.message}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {region === 'us' && !hasPoison ? (
              <Button
                type="button"
                variant="secondary"
                className="min-h-11"
                onClick={() => addNumber(t('poisonControl'), US_POISON_CONTROL)}
              >
                <PlusIcon aria-hidden="true" />
                {t('addPoisonControl')}
              </Button>
            ) : null}
            {QUICK_NUMBERS.map(([label, add]) => (
              <Button
                key={label}
                type="button"
                variant="secondary"
                className="min-h-11"
                onClick={() => addNumber(t(label))}
              >
                <PlusIcon aria-hidden="true" />
                {t(add)}
              </Button>
            ))}
            <Button type="button" variant="outline" className="min-h-11" onClick={() => addNumber('')}>
              <PlusIcon aria-hidden="true" />
              {t('addNumber')}
            </Button>
          </div>
        </div>
      </Panel>

      <PetFields form={form} householdPets={householdPets} />

      <Panel title={t('practice')} statusLabel={t('practiceStatus')}>
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('practiceHint')}</p>
          <p className="text-sm" data-testid="family-plan-last-practised">
            {lastPracticedOn ? t('lastPractised', { day: dayLabel(lastPracticedOn) }) : t('notPractised')}
          </p>
          <div>
            <Button asChild variant="secondary" className="min-h-11">
              <Link to="/training-protocols">
                <DumbbellIcon aria-hidden="true" />
                {t('recordDrill')}
              </Link>
            </Button>
          </div>
        </div>
      </Panel>

      {/* Stays in view at the bottom of the screen while the form is scrolled (decision 0295). */}
      <div
        data-family-plan-save-bar
        className="sticky bottom-0 z-30 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t-2 border-primary bg-background/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 print:hidden"
      >
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="max-sm:flex-1"
          onClick={() => (isDirty ? setConfirmCancel(true) : onDone())}
        >
          <XIcon aria-hidden="true" />
          {t('cancel')}
        </Button>
        <OnlineOnly household>
          <Button type="submit" variant="tactical" size="lg" disabled={isSubmitting} className="max-sm:flex-1">
            <SaveIcon aria-hidden="true" />
            {isSubmitting ? t('saving') : t('savePlan')}
          </Button>
        </OnlineOnly>
      </div>

      <DiscardDialog
        open={confirmCancel}
        description={t('discardCancel')}
        onStay={() => setConfirmCancel(false)}
        onLeave={() => {
          setConfirmCancel(false);
          onDone();
        }}
      />
      <DiscardDialog
        open={blocker.state === 'blocked'}
        description={t('discardLeaveNow')}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </form>
  );
}

/** UnsavedChangesDialog's question (@web/components/unsaved-changes), asked in the page's language. */
function DiscardDialog({
  open,
  description,
  onStay,
  onLeave,
}: {
  open: boolean;
  description: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t('discardTitle')}
      description={description}
      cancelLabel={t('discardStay')}
      confirmLabel={t('discardLeave')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
