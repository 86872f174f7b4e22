import { zodResolver } from '@hookform/resolvers/zod';
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
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@web/components/unsaved-changes';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useSaveFamilyPlan } from '@web/lib/family-plan/family-plan-query';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { calendarDayLabel } from '@web/lib/format';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { Link } from '@web/lib/router';
import { CompletenessPanel } from './completeness-panel';
import { PHONE, scoped, selectClass } from './field-parts';
import { MemberFields } from './member-fields';
import { PetFields } from './pet-fields';
import { petsWithCare } from './print-parts';

type Values = FamilyPlanInput;
type Path = FieldPath<Values>;

const QUICK_NUMBERS = ['Doctor', 'Pharmacy', 'Veterinarian', 'Insurance', 'Utilities'] as const;
const POISON_CONTROL = 'Poison control';

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
    resolver: zodResolver(familyPlanSchema),
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
      toast.error('Error', expectedErrorMessage(err) ?? 'The family plan was not saved. Please try again.');
      return;
    }
    form.reset(toFormValues(saved.plan, saved.householdPets));
    toast.success('Family plan saved');
    onDone();
  });

  const addNumber = (label: string, number = '') => numbers.append({ label, number, note: '' });
  const hasPoison = (numberRows ?? []).some((n) => n.number === US_POISON_CONTROL);

  return (
    <form
      noValidate
      aria-label="Family plan"
      className="grid gap-6"
      onSubmit={(e) => {
        // Offline Save plan is disabled; Enter in a field must not send the plan either.
        if (isOnline()) void onSubmit(e);
        else e.preventDefault();
      }}
    >
      <CompletenessPanel control={control} lastPracticedOn={lastPracticedOn} />

      <Panel title="People" statusLabel="Your household">
        <div className="grid gap-4">
          {members.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody yet. Add each person in your household.</p>
          ) : null}
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
              Add person
            </Button>
          </div>
        </div>
      </Panel>

      <Panel title="Out-of-town contacts" statusLabel="One person everyone calls">
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            Everyone calls or texts the same person. Text, don&apos;t talk: texts get through when calls do not.
          </p>
          {contacts.fields.map((field, i) => {
            const scope = i === 0 ? 'Out-of-town contact' : 'Second out-of-town contact';
            const e = errors.outOfTownContacts?.[i];
            return (
              <fieldset key={field.id} className="grid gap-3 border-s-2 border-border ps-3">
                <legend className="mb-2 font-semibold">{i === 0 ? 'Contact' : 'Second contact'}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label={scoped(scope, 'Name')} required error={e?.name?.message}>
                    <Input className={PHONE} autoComplete="off" {...register(`outOfTownContacts.${i}.name`)} />
                  </FormField>
                  <FormField label={scoped(scope, 'Mobile phone')} error={e?.mobilePhone?.message}>
                    <Input className={PHONE} type="tel" {...register(`outOfTownContacts.${i}.mobilePhone`)} />
                  </FormField>
                  <FormField label={scoped(scope, 'Other phone')} error={e?.otherPhone?.message}>
                    <Input className={PHONE} type="tel" {...register(`outOfTownContacts.${i}.otherPhone`)} />
                  </FormField>
                  <FormField label={scoped(scope, 'Email')} error={e?.email?.message}>
                    <Input className={PHONE} type="email" {...register(`outOfTownContacts.${i}.email`)} />
                  </FormField>
                </div>
                <div>
                  <Button type="button" variant="outline" className="min-h-11" onClick={() => contacts.remove(i)}>
                    <Trash2Icon aria-hidden="true" />
                    Remove {i === 0 ? 'contact' : 'second contact'}
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
                {contacts.fields.length === 0 ? 'Add out-of-town contact' : 'Add a second contact'}
              </Button>
            </div>
          ) : null}
        </div>
      </Panel>

      <Panel title="Meeting places" statusLabel="Where to meet">
        <div className="grid gap-5">
          {MEETING_PLACES.map(({ key, label }) => {
            const e = errors.meetingPlaces?.[key];
            return (
              <fieldset key={key} className="grid gap-3 border-s-2 border-border ps-3">
                <legend className="mb-2 font-semibold">{label}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label={scoped(label, 'Name')} error={e?.name?.message}>
                    <Input className={PHONE} {...register(`meetingPlaces.${key}.name`)} />
                  </FormField>
                  <FormField label={scoped(label, 'Address')} error={e?.address?.message}>
                    <Input className={PHONE} {...register(`meetingPlaces.${key}.address`)} />
                  </FormField>
                </div>
                <FormField
                  label={scoped(label, 'Instructions')}
                  description="For example: step-free access, pets allowed, where to wait."
                  error={e?.instructions?.message}
                >
                  <Textarea rows={2} {...register(`meetingPlaces.${key}.instructions`)} />
                </FormField>
              </fieldset>
            );
          })}
        </div>
      </Panel>

      <Panel title="Important numbers" statusLabel="Who to call">
        <div className="grid gap-4">
          <FormField label="Emergency number" error={errors.emergencyRegion?.message} className="sm:max-w-sm">
            <select className={selectClass} {...register('emergencyRegion')}>
              {EMERGENCY_NUMBERS.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.label}
                </option>
              ))}
            </select>
          </FormField>
          {numbers.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No other numbers yet: add your doctors, pharmacy, vet, insurance and utilities.
            </p>
          ) : null}
          <ul className="grid gap-3">
            {numbers.fields.map((field, i) => {
              const e = errors.numbers?.[i];
              const scope = `Number ${i + 1}`;
              return (
                <li
                  key={field.id}
                  className="grid items-start gap-3 border-s-2 border-border ps-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
                >
                  <FormField label={scoped(scope, 'Label')} required error={e?.label?.message}>
                    <Input className={PHONE} {...register(`numbers.${i}.label`)} />
                  </FormField>
                  <FormField label={scoped(scope, 'Number')} required error={e?.number?.message}>
                    <Input className={PHONE} type="tel" {...register(`numbers.${i}.number`)} />
                  </FormField>
                  <FormField label={scoped(scope, 'Note')} error={e?.note?.message}>
                    <Input className={PHONE} {...register(`numbers.${i}.note`)} />
                  </FormField>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="size-11 sm:mt-6"
                    aria-label={`Remove number ${i + 1}${numberRows?.[i]?.label ? ` (${numberRows[i].label})` : ''}`}
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
                onClick={() => addNumber(POISON_CONTROL, US_POISON_CONTROL)}
              >
                <PlusIcon aria-hidden="true" />
                Add poison control
              </Button>
            ) : null}
            {QUICK_NUMBERS.map((label) => (
              <Button
                key={label}
                type="button"
                variant="secondary"
                className="min-h-11"
                onClick={() => addNumber(label)}
              >
                <PlusIcon aria-hidden="true" />
                Add {label.toLowerCase()}
              </Button>
            ))}
            <Button type="button" variant="outline" className="min-h-11" onClick={() => addNumber('')}>
              <PlusIcon aria-hidden="true" />
              Add number
            </Button>
          </div>
        </div>
      </Panel>

      <PetFields form={form} householdPets={householdPets} />

      <Panel title="Practice" statusLabel="Twice a year">
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Practise the plan with everyone twice a year: call the out-of-town contact, walk to the meeting places. The
            last practised day is the latest drill recorded on Training protocols.
          </p>
          <p className="text-sm" data-testid="family-plan-last-practised">
            {lastPracticedOn ? `Last practised ${calendarDayLabel(lastPracticedOn)}.` : 'Not practised yet.'}
          </p>
          <div>
            <Button asChild variant="secondary" className="min-h-11">
              <Link to="/training-protocols">
                <DumbbellIcon aria-hidden="true" />
                Record a drill
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
          Cancel
        </Button>
        <OnlineOnly household>
          <Button type="submit" variant="tactical" size="lg" disabled={isSubmitting} className="max-sm:flex-1">
            <SaveIcon aria-hidden="true" />
            {isSubmitting ? 'Saving...' : 'Save plan'}
          </Button>
        </OnlineOnly>
      </div>

      <UnsavedChangesDialog
        open={confirmCancel}
        description="Your changes to the family plan have not been saved. Cancel now and they will be lost."
        onStay={() => setConfirmCancel(false)}
        onLeave={() => {
          setConfirmCancel(false);
          onDone();
        }}
      />
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        description="Your changes to the family plan have not been saved. Leave now and they will be lost."
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </form>
  );
}
