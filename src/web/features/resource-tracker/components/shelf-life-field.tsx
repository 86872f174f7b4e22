import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SHELF_LIFE_CLASSES, SHELF_LIFE_LABELS, type ShelfLifeClass } from '@shared/supplies/rotation';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectItem } from '@web/components/ui/select';

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
        <FormField label="Keeps" description={description} error={error}>
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
                  {SHELF_LIFE_LABELS[c]}
                </SelectItem>
              ))}
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
