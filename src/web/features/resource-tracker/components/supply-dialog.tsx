import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, SaveIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { productPrefillSchema } from '@shared/barcodes/schemas';
import { toLitres, fromLitres, type UnitSystem } from '@shared/readiness/units';
import { RESOURCE_CATEGORIES } from '@shared/resources/catalogue';
import {
  createResourceSchema,
  type CreateResourceInput,
  type Resource,
  type UpdateResourceInput,
} from '@shared/resources/schemas';
import type { ShelfLifeClass } from '@shared/supplies/rotation';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { messages as common } from '@web/components/messages';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectItem } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { useReadiness, useUnits } from '@web/lib/readiness/readiness-query';
import { updateRows, useAddSupply, useDeleteSupply, useUpdateSupply } from '../api/supply-mutations';
import { categoryName, count, messages } from '../messages';
import { formMessages } from '../messages/forms';
import { removeBarcode } from '../scan/scan-api';
import { ShelfLifeField } from './shelf-life-field';

const { t } = formMessages;

/**
 * What the dialog is open for: a new supply (from a scan: prefilled from the product database,
 * with the scanned code kept on it), or the settings of one row (a default or the user's own).
 */
export type ProductPrefill = z.infer<typeof productPrefillSchema>;
export type SupplyDialogTarget =
  { mode: 'add'; prefill?: ProductPrefill | null; barcode?: string } | { mode: 'edit'; resource: Resource };

/** What the user types: text, converted and validated with the server's own schema on submit. */
interface SupplyFormValues {
  name: string;
  category: string;
  unit: string;
  targetQuantity: string;
  /** In the user's units: litres, or US gallons. */
  litresPerUnit: string;
  kcalPerUnit: string;
  shelfLife: ShelfLifeClass;
}
/** Fields and buttons at least 44 px tall on a phone (touch targets). */
const PHONE_FIELD = 'max-sm:h-11';
const FIELDS = ['name', 'category', 'unit', 'targetQuantity', 'litresPerUnit', 'kcalPerUnit', 'shelfLife'] as const;

/** Blank is "no number" (the schema says which message); anything else as typed. */
const number = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
/** Blank is null (not counted toward readiness). */
const optional = (s: string) => (s.trim() === '' ? null : Number(s));

/** The form's text as the API's body: gallons become litres before the shared schema checks them. */
/**
 * The shared schema (the server checks the same body again), its messages in the page's language
 * through the catalogue of message codes (decision 0360).
 */
const supplyResolver = lazyZodResolver<CreateResourceInput, z.output<typeof createResourceSchema>>(() =>
  Promise.resolve(createResourceSchema),
);

function toInput(values: SupplyFormValues, units: UnitSystem): CreateResourceInput {
  const volume = optional(values.litresPerUnit);
  return {
    name: values.name,
    category: values.category as CreateResourceInput['category'],
    unit: values.unit,
    targetQuantity: number(values.targetQuantity),
    litresPerUnit: volume === null ? null : toLitres(volume, units),
    kcalPerUnit: optional(values.kcalPerUnit),
    shelfLife: values.shelfLife,
  };
}

/** At most three decimals, no thousands separator (the field is a number input). */
const plain = (n: number) => String(Math.round(n * 1000) / 1000);

function defaultsFor(target: SupplyDialogTarget, units: UnitSystem): SupplyFormValues {
  if (target.mode === 'add') {
    const p = target.prefill;
    if (p) {
      const known: readonly string[] = RESOURCE_CATEGORIES;
      return {
        name: p.name,
        category: known.includes(p.category) ? p.category : '',
        unit: p.unit,
        // How many to keep is the family's call, not the product's.
        targetQuantity: '',
        litresPerUnit: p.litresPerUnit === null ? '' : plain(fromLitres(p.litresPerUnit, units)),
        kcalPerUnit: p.kcalPerUnit === null ? '' : plain(p.kcalPerUnit),
        shelfLife: p.shelfLife,
      };
    }
    return {
      name: '',
      category: '',
      unit: '',
      targetQuantity: '',
      litresPerUnit: '',
      kcalPerUnit: '',
      shelfLife: 'none',
    };
  }
  const r = target.resource;
  return {
    name: r.name,
    category: r.category,
    unit: r.unit,
    targetQuantity: String(r.targetQuantity),
    litresPerUnit: r.litresPerUnit === null ? '' : plain(fromLitres(r.litresPerUnit, units)),
    kcalPerUnit: r.kcalPerUnit === null ? '' : plain(r.kcalPerUnit),
    shelfLife: r.shelfLife,
  };
}

/**
 * "Add supply" and a row's "Edit": name, category, unit, target, and what one unit holds (water
 * in the user's units, kcal) for the readiness figure. Both per-unit amounts are offered for every
 * category: a drink mix may hold kcal, a soup water.
 */
export function SupplyDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: SupplyDialogTarget | null;
  onClose: () => void;
  /** After a delete, before the dialog closes: the page drops the row's unsaved quantity. */
  onDeleted: (id: string) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target ? (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle className="break-words">
              {target.mode === 'add' ? messages.t('addSupply') : messages.t('edit', { name: target.resource.name })}
            </DialogTitle>
            <DialogDescription>
              {target.mode === 'add' ? t('supply.addDescription') : t('supply.editDescription')}
            </DialogDescription>
          </DialogHeader>
          <UnitsGate>
            {(units) => (
              <SupplyForm key={units} target={target} units={units} onClose={onClose} onDeleted={onDeleted} />
            )}
          </UnitsGate>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The user's units come with the readiness answer (usually kept on the device already). The form
 * waits for it when it is still on its way, so a prefilled volume never changes units under the user.
 */
export function UnitsGate({ children }: { children: (units: UnitSystem) => ReactNode }) {
  const readiness = useReadiness();
  const units = useUnits();
  if (readiness.isPending && readiness.fetchStatus === 'fetching') {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t('supply.loadingUnits')} />
      </div>
    );
  }
  return children(units);
}

export function SupplyForm({
  target,
  units,
  onClose,
  onDeleted,
  onAdded,
}: {
  target: SupplyDialogTarget;
  units: UnitSystem;
  onClose: () => void;
  onDeleted: (id: string) => void;
  /** Instead of closing after an add (the scan dialog counts the scanned unit next). */
  onAdded?: (resource: Resource) => void;
}) {
  const add = useAddSupply();
  const update = useUpdateSupply();
  const remove = useDeleteSupply();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = target.mode === 'edit' ? target.resource : null;
  const defaults = defaultsFor(target, units);

  // Over the converted values.
  const resolver: Resolver<SupplyFormValues, unknown, CreateResourceInput> = async (values, context, options) => {
    const result = await supplyResolver(
      toInput(values, units),
      context,
      options as unknown as Parameters<typeof supplyResolver>[2],
    );
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as FieldErrors<SupplyFormValues> }
      : { values: result.values as CreateResourceInput, errors: {} };
  };
  const form = useForm<SupplyFormValues, unknown, CreateResourceInput>({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || remove.isPending;

  const failed = (label: string, fallback: string) => (err: unknown) => {
    if (isSessionExpired(err)) return;
    if (applyServerFieldErrors(err, form.setError, FIELDS)) return;
    logUnexpected(label, err);
    toast.error(messages.t('error'), expectedErrorMessage(err) ?? fallback);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!editing) {
      try {
        const barcode = target.mode === 'add' ? target.barcode : undefined;
        const { resource } = await add.mutateAsync(barcode ? { ...values, barcodes: [barcode] } : values);
        toast.success(
          t('supply.added'),
          t('supply.addedBody', { name: resource.name, category: categoryName(resource.category) }),
        );
        if (onAdded) onAdded(resource);
        else onClose();
      } catch (err) {
        failed('Adding a supply failed', t('supply.addFailed'))(err);
      }
      return;
    }
    // Only what changed. A volume counts as changed when its text did (the text is rounded).
    const changes: UpdateResourceInput = {};
    if (values.name !== editing.name) changes.name = values.name;
    if (values.category !== editing.category) changes.category = values.category;
    if (values.unit !== editing.unit) changes.unit = values.unit;
    if (values.targetQuantity !== editing.targetQuantity) changes.targetQuantity = values.targetQuantity;
    if (
      form.getValues('litresPerUnit').trim() !== defaults.litresPerUnit &&
      values.litresPerUnit !== editing.litresPerUnit
    )
      changes.litresPerUnit = values.litresPerUnit;
    if (values.kcalPerUnit !== editing.kcalPerUnit) changes.kcalPerUnit = values.kcalPerUnit;
    if (values.shelfLife !== editing.shelfLife) changes.shelfLife = values.shelfLife;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const { resource } = await update.mutateAsync({ id: editing.id, changes });
      toast.success(t('supply.updated'), t('supply.savedBody', { name: resource.name }));
      onClose();
    } catch (err) {
      failed('Updating a supply failed', t('supply.saveFailed'))(err);
    }
  });

  const onDelete = () => {
    setConfirmDelete(false);
    if (!editing || !isOnline()) return;
    remove.mutate(editing.id, {
      onSuccess: () => {
        onDeleted(editing.id);
        toast.success(t('supply.deleted'), t('supply.deletedBody', { name: editing.name }));
        onClose();
      },
      onError: failed('Deleting a supply failed', t('supply.deleteFailed')),
    });
  };

  const volumeLabel = units === 'us' ? t('supply.gallonsPerUnit') : t('field.litresPerUnit');
  // A water or food row with the user's own target can follow the goal again (decision 0292).
  const canFollow =
    editing !== null && editing.ownTarget && (editing.litresPerUnit !== null || editing.kcalPerUnit !== null);
  const followGoal = async () => {
    if (!editing || !isOnline()) return;
    try {
      const { resource } = await update.mutateAsync({ id: editing.id, changes: { ownTarget: false } });
      toast.success(
        t('supply.followsGoal'),
        t('supply.followsGoalBody', {
          name: resource.name,
          target: count(resource.targetQuantity),
          unit: resource.unit,
        }),
      );
      onClose();
    } catch (err) {
      failed('Following the goal failed', t('supply.followFailed'))(err);
    }
  };

  return (
    <>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          // Offline the dialog's writes are disabled; Enter in a field must not send either.
          if (isOnline()) void onSubmit(e);
          else e.preventDefault();
        }}
      >
        <FormField label={t('field.name')} required error={errors.name?.message}>
          <Input autoComplete="off" maxLength={60} className={PHONE_FIELD} {...form.register('name')} />
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormField label={t('field.category')} required error={errors.category?.message}>
                {(control) => (
                  <Select
                    {...control}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    className={`w-full ${PHONE_FIELD}`}
                    placeholder={t('supply.selectCategory')}
                    value={field.value}
                    onValueChange={field.onChange}
                  >
                    {RESOURCE_CATEGORIES.map((c) => (
                      <SelectItem key={c} value={c}>
                        {categoryName(c)}
                      </SelectItem>
                    ))}
                  </Select>
                )}
              </FormField>
            )}
          />
          <FormField label={t('field.unit')} required description={t('supply.unitHint')} error={errors.unit?.message}>
            <Input autoComplete="off" maxLength={30} className={PHONE_FIELD} {...form.register('unit')} />
          </FormField>
        </div>
        <FormField
          label={t('supply.target')}
          required
          description={editing?.followsGoal ? t('supply.targetFromGoal') : t('supply.targetHint')}
          error={errors.targetQuantity?.message}
        >
          <Input
            className={PHONE_FIELD}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('targetQuantity')}
          />
        </FormField>
        {canFollow ? (
          <div className="grid gap-1">
            <p className="text-xs text-muted-foreground">{t('supply.ownTarget')}</p>
            <div>
              <OnlineOnly household>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  disabled={busy || update.isPending}
                  onClick={() => void followGoal()}
                >
                  {t('supply.followAgain')}
                </Button>
              </OnlineOnly>
            </div>
          </div>
        ) : null}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={volumeLabel} description={t('supply.volumeHint')} error={errors.litresPerUnit?.message}>
            <Input
              className={PHONE_FIELD}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...form.register('litresPerUnit')}
            />
          </FormField>
          <FormField
            label={t('field.kcalPerUnit')}
            description={t('supply.kcalHint')}
            error={errors.kcalPerUnit?.message}
          >
            <Input
              className={PHONE_FIELD}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...form.register('kcalPerUnit')}
            />
          </FormField>
        </div>
        <ShelfLifeField
          control={form.control}
          name="shelfLife"
          description={t('supply.keepsHint')}
          error={errors.shelfLife?.message}
        />
        {editing && editing.barcodes.length > 0 ? <BarcodeList resource={editing} /> : null}
        {target.mode === 'add' && target.barcode ? (
          <p className="text-sm text-muted-foreground">
            {t('field.barcode')} <span className="font-mono">{target.barcode}</span> {t('supply.barcodeKept')}
          </p>
        ) : null}
        <DialogFooter className="sm:items-center">
          {editing?.isCustom ? (
            <OnlineOnly household>
              <Button
                type="button"
                variant="outline"
                className="hover:border-destructive hover:text-destructive max-sm:h-11 sm:me-auto"
                onClick={() => setConfirmDelete(true)}
                disabled={busy}
              >
                <Trash2Icon aria-hidden="true" />
                {remove.isPending ? t('supply.deleting') : t('supply.delete')}
              </Button>
            </OnlineOnly>
          ) : null}
          <Button type="button" variant="ghost" className="max-sm:h-11" onClick={onClose} disabled={busy}>
            {common.t('cancel')}
          </Button>
          <OnlineOnly household>
            <Button type="submit" variant="tactical" className="max-sm:h-11" disabled={busy}>
              {editing ? <SaveIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
              {editing
                ? isSubmitting
                  ? t('supply.saving')
                  : t('supply.save')
                : isSubmitting
                  ? t('supply.adding')
                  : messages.t('addSupply')}
            </Button>
          </OnlineOnly>
        </DialogFooter>
      </form>
      {editing ? (
        <ConfirmDialog
          open={confirmDelete}
          title={t('supply.deleteTitle', { name: editing.name })}
          description={t('supply.deleteDescription')}
          confirmLabel={t('supply.delete')}
          onlineOnly
          onCancel={() => setConfirmDelete(false)}
          onConfirm={onDelete}
        />
      ) : null}
    </>
  );
}

/**
 * The codes that count a unit of this supply when scanned (issue 42), each removable at once (a
 * code printed on the wrong product, a product that changed): a removed code is a new code again.
 */
function BarcodeList({ resource }: { resource: Resource }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState(resource.barcodes);
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (code: string) => {
    if (!isOnline()) return;
    setRemoving(code);
    try {
      await removeBarcode(resource.id, code);
      setCodes((c) => c.filter((k) => k !== code));
      updateRows(queryClient, (rows) =>
        rows.map((r) => (r.id === resource.id ? { ...r, barcodes: r.barcodes.filter((k) => k !== code) } : r)),
      );
      toast.success(t('barcodes.removed'), t('barcodes.removedBody', { code, name: resource.name }));
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Removing a barcode failed', err);
      toast.error(messages.t('error'), expectedErrorMessage(err) ?? t('barcodes.removeFailed'));
    } finally {
      setRemoving(null);
    }
  };
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby="supply-barcodes" className="grid gap-2">
      <h3 id="supply-barcodes" className="text-sm font-medium">
        {t('barcodes.title')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('barcodes.hint')}</p>
      <ul className="grid gap-1">
        {codes.map((code) => (
          <li key={code} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1">
            <span className="font-mono text-sm break-all">{code}</span>
            <OnlineOnly household>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="max-sm:h-11 max-sm:min-w-11"
                aria-label={t('barcodes.remove', { code })}
                disabled={removing !== null}
                onClick={() => void remove(code)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </OnlineOnly>
          </li>
        ))}
      </ul>
    </section>
  );
}
