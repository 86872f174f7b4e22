import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SHELF_LIFE_CLASSES, type ShelfLifeClass } from '@shared/supplies/rotation';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectItem } from '@web/components/ui/select';
import { formMessages } from '../messages/forms';

const { t } = formMessages;

/** Each class's key (the classes are the rows' ids, src/shared/supplies/rotation.ts). */
const KEYS = {
  'water-home': 'waterHome',
  'water-commercial': 'waterCommercial',
  'six-months': 'sixMonths',
  'one-year': 'oneYear',
  none: 'none',
} as const satisfies Record<ShelfLifeClass, string>;

/** "Keeps": how long a supply's stock keeps (src/shared/supplies/rotation.ts), a form's select. */
export function ShelfLifeField<T extends FieldValues, C = unknown, V = T>({
  control,
  name,
  description,
  error,
  onPicked,
}: {
  control: Control<T, C, V>;
  name: Path<T>;
  description: string;
  error?: string | undefined;
  /** After the user picks a class (the batch dialog moves the best-before date with it). */
  onPicked?: (value: ShelfLifeClass) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={t('field.keeps')} description={description} error={error}>
          {(ids) => (
            <Select
              {...ids}
              ref={field.ref}
              onBlur={field.onBlur}
              className="w-full max-sm:h-11"
              value={field.value as ShelfLifeClass}
              onValueChange={(v) => {
                const value = v as ShelfLifeClass;
                field.onChange(value);
                onPicked?.(value);
              }}
            >
              {SHELF_LIFE_CLASSES.map((c) => (
                <SelectItem key={c} value={c}>
                  {t(`shelfLife.${KEYS[c]}`)}
                </SelectItem>
              ))}
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
