import { Trash2Icon } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PLACE_KINDS, type FamilyPlan, type FamilyPlanInput } from '@shared/family-plan/schemas';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { messages } from '../messages';
import { PHONE, scoped, selectClass } from './field-parts';
import { placeFieldLabel, placeKindLabel } from './labels';

const { t } = messages;

/** One person: contact details, medical notes, and a school, childcare or workplace with its own plan. */
export function MemberFields({
  form,
  index: i,
  onRemove,
}: {
  form: UseFormReturn<FamilyPlanInput, unknown, FamilyPlan>;
  index: number;
  onRemove: () => void;
}) {
  const { register, control, setValue, getValues } = form;
  const e = form.formState.errors.members?.[i];
  const [name, place] = useWatch({ control, name: [`members.${i}.name`, `members.${i}.place`] });
  const scope = t('person', { n: i + 1 });

  const setKind = (kind: string) => {
    const current = getValues(`members.${i}.place`);
    const next =
      kind === ''
        ? null
        : { name: '', address: '', phone: '', plan: '', ...current, kind: kind as (typeof PLACE_KINDS)[number] };
    setValue(`members.${i}.place`, next, { shouldDirty: true });
  };

  return (
    <fieldset className="grid gap-3 border-s-2 border-border ps-3">
      <legend className="mb-2 font-semibold">
        {scope}
        {name?.trim() ? `: ${name.trim()}` : ''}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={scoped(scope, t('name'))} required error={e?.name?.message}>
          <Input className={PHONE} autoComplete="off" {...register(`members.${i}.name`)} />
        </FormField>
        <FormField label={scoped(scope, t('dateOfBirth'))} error={e?.dateOfBirth?.message}>
          <Input
            type="date"
            className={PHONE}
            {...register(`members.${i}.dateOfBirth`, { setValueAs: (v: string | null) => v || null })}
          />
        </FormField>
        <FormField label={scoped(scope, t('mobilePhone'))} error={e?.mobilePhone?.message}>
          <Input type="tel" className={PHONE} {...register(`members.${i}.mobilePhone`)} />
        </FormField>
        <FormField label={scoped(scope, t('otherPhone'))} error={e?.otherPhone?.message}>
          <Input type="tel" className={PHONE} {...register(`members.${i}.otherPhone`)} />
        </FormField>
        <FormField label={scoped(scope, t('email'))} error={e?.email?.message}>
          <Input type="email" className={PHONE} {...register(`members.${i}.email`)} />
        </FormField>
        <FormField label={scoped(scope, t('bloodType'))} error={e?.bloodType?.message}>
          <Input className={PHONE} {...register(`members.${i}.bloodType`)} />
        </FormField>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          {...register(`members.${i}.pregnantOrBreastfeeding`)}
        />
        <span>
          <span className="sr-only">{scope}</span> {t('pregnant')}
        </span>
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={scoped(scope, t('allergies'))} error={e?.allergies?.message}>
          <Textarea rows={2} {...register(`members.${i}.allergies`)} />
        </FormField>
        <FormField label={scoped(scope, t('medicines'))} error={e?.medicines?.message}>
          <Textarea rows={2} {...register(`members.${i}.medicines`)} />
        </FormField>
        <FormField label={scoped(scope, t('conditions'))} error={e?.conditions?.message}>
          <Textarea rows={2} {...register(`members.${i}.conditions`)} />
        </FormField>
      </div>
      <FormField label={scoped(scope, t('placeChoice'))} error={e?.place?.kind?.message} className="sm:max-w-sm">
        <select className={selectClass} value={place?.kind ?? ''} onChange={(ev) => setKind(ev.target.value)}>
          <option value="">{t('placeNone')}</option>
          {PLACE_KINDS.map((k) => (
            <option key={k} value={k}>
              {placeKindLabel(k)}
            </option>
          ))}
        </select>
      </FormField>
      {place ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label={scoped(scope, placeFieldLabel(place.kind, 'name'))} error={e?.place?.name?.message}>
            <Input className={PHONE} {...register(`members.${i}.place.name`)} />
          </FormField>
          <FormField label={scoped(scope, placeFieldLabel(place.kind, 'address'))} error={e?.place?.address?.message}>
            <Input className={PHONE} {...register(`members.${i}.place.address`)} />
          </FormField>
          <FormField label={scoped(scope, placeFieldLabel(place.kind, 'phone'))} error={e?.place?.phone?.message}>
            <Input type="tel" className={PHONE} {...register(`members.${i}.place.phone`)} />
          </FormField>
          <FormField
            label={scoped(scope, placeFieldLabel(place.kind, 'plan'))}
            error={e?.place?.plan?.message}
            className="sm:col-span-3"
          >
            <Textarea rows={2} {...register(`members.${i}.place.plan`)} />
          </FormField>
        </div>
      ) : null}
      <div>
        <Button type="button" variant="outline" className="min-h-11" onClick={onRemove}>
          <Trash2Icon aria-hidden="true" />
          {name?.trim() ? t('removeNamed', { name: name.trim() }) : t('removePerson', { n: i + 1 })}
        </Button>
      </div>
    </fieldset>
  );
}
