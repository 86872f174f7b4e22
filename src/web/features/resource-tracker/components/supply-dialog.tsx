import { zodResolver } from '@hookform/resolvers/zod';
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
  RESOURCE_MESSAGES,
  type CreateResourceInput,
  type Resource,
  type UpdateResourceInput,
} from '@shared/resources/schemas';
import type { ShelfLifeClass } from '@shared/supplies/rotation';
import { ConfirmDialog } from '@web/components/confirm-dialog';
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
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { useReadiness, useUnits } from '@web/lib/readiness/readiness-query';
import { updateRows, useAddSupply, useDeleteSupply, useUpdateSupply } from '../api/supply-mutations';
import { removeBarcode } from '../scan/scan-api';
import { ShelfLifeField } from './shelf-life-field';

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
              {target.mode === 'add' ? 'Add supply' : `Edit ${target.resource.name}`}
            </DialogTitle>
            <DialogDescription>
              {target.mode === 'add'
                ? 'A supply of your own. It starts at 0; count it with plus and minus.'
                : 'How this supply is named, grouped and counted. Quantities stay on the tracker.'}
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
        <Spinner label="Loading your units" />
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

  // The shared schema (the server checks the same body again), over the converted values.
  const schemaResolver = zodResolver(createResourceSchema);
  const resolver: Resolver<SupplyFormValues, unknown, CreateResourceInput> = async (values, context, options) => {
    const result = await schemaResolver(
      toInput(values, units),
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
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
    toast.error('Error', expectedErrorMessage(err) ?? fallback);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!editing) {
      try {
        const barcode = target.mode === 'add' ? target.barcode : undefined;
        const { resource } = await add.mutateAsync(barcode ? { ...values, barcodes: [barcode] } : values);
        toast.success(RESOURCE_MESSAGES.added, `${resource.name} is in ${resource.category}.`);
        if (onAdded) onAdded(resource);
        else onClose();
      } catch (err) {
        failed('Adding a supply failed', 'Could not add the supply. Please try again.')(err);
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
      toast.success(RESOURCE_MESSAGES.updated, `${resource.name} is saved.`);
      onClose();
    } catch (err) {
      failed('Updating a supply failed', 'Could not save the supply. Please try again.')(err);
    }
  });

  const onDelete = () => {
    setConfirmDelete(false);
    if (!editing || !isOnline()) return;
    remove.mutate(editing.id, {
      onSuccess: () => {
        onDeleted(editing.id);
        toast.success(RESOURCE_MESSAGES.deleted, `${editing.name} is no longer tracked.`);
        onClose();
      },
      onError: failed('Deleting a supply failed', 'Could not delete the supply. Please try again.'),
    });
  };

  const volumeLabel = units === 'us' ? 'Gallons per unit' : 'Litres per unit';
  // A water or food row with the user's own target can follow the goal again (decision 0292).
  const canFollow =
    editing !== null && editing.ownTarget && (editing.litresPerUnit !== null || editing.kcalPerUnit !== null);
  const followGoal = async () => {
    if (!editing || !isOnline()) return;
    try {
      const { resource } = await update.mutateAsync({ id: editing.id, changes: { ownTarget: false } });
      toast.success(
        RESOURCE_MESSAGES.followsGoal,
        `${resource.name}: ${resource.targetQuantity.toLocaleString('en-US')} ${resource.unit}.`,
      );
      onClose();
    } catch (err) {
      failed('Following the goal failed', 'Could not change the target. Please try again.')(err);
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
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" maxLength={60} className={PHONE_FIELD} {...form.register('name')} />
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormField label="Category" required error={errors.category?.message}>
                {(control) => (
                  <Select
                    {...control}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    className={`w-full ${PHONE_FIELD}`}
                    placeholder="Select a category"
                    value={field.value}
                    onValueChange={field.onChange}
                  >
                    {RESOURCE_CATEGORIES.map((c) => (
                      <SelectItem key={c} value={c}>
                        {c}
                      </SelectItem>
                    ))}
                  </Select>
                )}
              </FormField>
            )}
          />
          <FormField label="Unit" required description="bottles, cans, pieces…" error={errors.unit?.message}>
            <Input autoComplete="off" maxLength={30} className={PHONE_FIELD} {...form.register('unit')} />
          </FormField>
        </div>
        <FormField
          label="Target"
          required
          description={
            editing?.followsGoal
              ? 'From your household and goal (Readiness). Type your own to keep it whatever the goal.'
              : 'How many units you aim to keep.'
          }
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
            <p className="text-xs text-muted-foreground">This target is your own: it stays as you typed it.</p>
            <div>
              <OnlineOnly household>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  disabled={busy || update.isPending}
                  onClick={() => void followGoal()}
                >
                  Follow my goal again
                </Button>
              </OnlineOnly>
            </div>
          </div>
        ) : null}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label={volumeLabel}
            description="Optional: water one unit holds, for your readiness."
            error={errors.litresPerUnit?.message}
          >
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
            label="kcal per unit"
            description="Optional: food energy in one unit, for your readiness."
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
          description="A new batch's best-before date starts from this (you can change it per batch)."
          error={errors.shelfLife?.message}
        />
        {editing && editing.barcodes.length > 0 ? <BarcodeList resource={editing} /> : null}
        {target.mode === 'add' && target.barcode ? (
          <p className="text-sm text-muted-foreground">
            Barcode <span className="font-mono">{target.barcode}</span> is kept with this supply; the unit you scanned
            counts once you add it.
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
                {remove.isPending ? 'Deleting...' : 'Delete'}
              </Button>
            </OnlineOnly>
          ) : null}
          <Button type="button" variant="ghost" className="max-sm:h-11" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <OnlineOnly household>
            <Button type="submit" variant="tactical" className="max-sm:h-11" disabled={busy}>
              {editing ? <SaveIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
              {editing ? (isSubmitting ? 'Saving...' : 'Save supply') : isSubmitting ? 'Adding...' : 'Add supply'}
            </Button>
          </OnlineOnly>
        </DialogFooter>
      </form>
      {editing ? (
        <ConfirmDialog
          open={confirmDelete}
          title={`Delete ${editing.name}?`}
          description="It leaves your tracker with its quantity. This cannot be undone."
          confirmLabel="Delete"
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
      toast.success('Barcode removed', `${code} no longer counts ${resource.name}.`);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Removing a barcode failed', err);
      toast.error('Error', expectedErrorMessage(err) ?? 'Could not remove the barcode. Please try again.');
    } finally {
      setRemoving(null);
    }
  };
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby="supply-barcodes" className="grid gap-2">
      <h3 id="supply-barcodes" className="text-sm font-medium">
        Barcodes
      </h3>
      <p className="text-xs text-muted-foreground">Scanning one of these adds a unit of this supply.</p>
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
                aria-label={`Remove barcode ${code}`}
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
