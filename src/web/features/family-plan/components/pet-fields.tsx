import type { UseFormReturn } from 'react-hook-form';
import type { FamilyPlan, FamilyPlanInput, HouseholdPet } from '@shared/family-plan/schemas';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Link } from '@web/lib/router';
import { PHONE } from './field-parts';
import { PET_KIND_LABEL } from './print-parts';

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
    <Panel title="Pets" statusLabel="Vet and microchip">
      <div className="grid gap-4">
        {householdPets.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No pets in your household. Pets are added on the{' '}
            <Link to="/readiness" className="font-medium text-primary underline underline-offset-4">
              readiness page
            </Link>
            , where they count toward water.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Your pets come from your household on the{' '}
            <Link to="/readiness" className="font-medium text-primary underline underline-offset-4">
              readiness page
            </Link>
            . The microchip number and the vet's phone help you find a lost pet and get its records.
          </p>
        )}
        {householdPets.map((pet, i) => (
          <fieldset key={pet.id} className="grid gap-3 border-s-2 border-border ps-3">
            <legend className="mb-2 font-semibold">
              {pet.name} <span className="font-normal text-muted-foreground">({PET_KIND_LABEL[pet.kind]})</span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                label={`${pet.name}'s vet`}
                description="Name and phone number."
                error={errors?.[i]?.vet?.message}
              >
                <Input className={PHONE} autoComplete="off" {...register(`pets.${i}.vet`)} />
              </FormField>
              <FormField label={`${pet.name}'s microchip number`} error={errors?.[i]?.microchip?.message}>
                <Input className={PHONE} autoComplete="off" {...register(`pets.${i}.microchip`)} />
              </FormField>
            </div>
          </fieldset>
        ))}
      </div>
    </Panel>
  );
}
