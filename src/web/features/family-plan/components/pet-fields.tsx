import type { UseFormReturn } from 'react-hook-form';
import type { FamilyPlan, FamilyPlanInput, HouseholdPet } from '@shared/family-plan/schemas';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Link } from '@web/lib/router';
import { messages } from '../messages';
import { PHONE } from './field-parts';
import { petKindLabel } from './labels';

const { t } = messages;
const ReadinessLink = () => (
  <Link to="/readiness" className="font-medium text-primary underline underline-offset-4">
    {t('readinessPage')}
  </Link>
);

/**
 * The household's pets (named on the readiness page, one source of truth) with each one's vet and
 * microchip number. The form's `pets` rows follow `householdPets` one for one (toFormValues).
 */
export function PetFields({
  form,
  householdPets,
}: {
  form: UseFormReturn<FamilyPlanInput, unknown, FamilyPlan>;
  householdPets: readonly HouseholdPet[];
}) {
  const { register } = form;
  const errors = form.formState.errors.pets;
  return (
    <Panel title={t('pets')} statusLabel={t('petsStatus')}>
      <div className="grid gap-4">
        {householdPets.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('petsNoneBefore')}
            <ReadinessLink />
            {t('petsNoneAfter')}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('petsBefore')}
            <ReadinessLink />
            {t('petsAfter')}
          </p>
        )}
        {householdPets.map((pet, i) => (
          <fieldset key={pet.id} className="grid gap-3 border-s-2 border-border ps-3">
            <legend className="mb-2 font-semibold">
              {pet.name} <span className="font-normal text-muted-foreground">({petKindLabel(pet.kind)})</span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                label={t('petVet', { name: pet.name })}
                description={t('petVetHint')}
                error={errors?.[i]?.vet?.message}
              >
                <Input className={PHONE} autoComplete="off" {...register(`pets.${i}.vet`)} />
              </FormField>
              <FormField label={t('petMicrochip', { name: pet.name })} error={errors?.[i]?.microchip?.message}>
                <Input className={PHONE} autoComplete="off" {...register(`pets.${i}.microchip`)} />
              </FormField>
            </div>
          </fieldset>
        ))}
      </div>
    </Panel>
  );
}
