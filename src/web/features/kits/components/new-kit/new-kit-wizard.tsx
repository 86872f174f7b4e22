import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { KIT_DESCRIPTION_MAX, KIT_NAME_MAX, type KitTemplate } from '@shared/kits/limits';
import type { CreateKitInput } from '@shared/kits/schemas';
import { TEMPLATE_72HOUR_ITEMS } from '@shared/kits/template-72hour';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { VisibilityChoice } from '@web/components/visibility-choice';
import { templateBasisQueryOptions } from '@web/features/kits/api/kits-api';
import { useCreateKit } from '@web/features/kits/hooks/use-create-kit';
import { isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { useDefaultVisibility } from '@web/lib/household/default-visibility';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { isOnline } from '@web/lib/offline/connectivity';
import { useNavigate } from '@web/lib/router';
import { messages } from '../../messages';
import { scaledFor, templateDescription, templateName } from '../kit-labels';
import { StepIndicator } from './step-indicator';
import { TemplatePicker } from './template-picker';

const { t } = messages;

const wizardSteps = () => [t('new.step.template'), t('new.step.details')] as const;
const FIELDS = ['name', 'description', 'visibility'] as const;

/** Picking the template prefills its name and description; blank clears both (docs/product.md#new-kit-wizard). */
export function valuesFor(template: KitTemplate): CreateKitInput {
  if (template === 'blank') return { name: '', description: '', template };
  return { name: templateName(template), description: templateDescription(template), template };
}

/** The template's name as step 2 shows it. */
const chosenName = (template: KitTemplate | undefined): string =>
  !template || template === 'blank' ? t('picker.blank') : templateName(template);

// The server's schema, loaded on the form's first focus or validation (not with the page). raw:
// the server validates the same schema again, so it gets what the user typed.
const createKitResolver = lazyZodResolver<CreateKitInput>(
  () => import('@shared/kits/schemas').then((m) => m.createKitSchema),
  { raw: true },
);

/** The two-step creation wizard; `initialTemplate` (from ?template=72hour) starts on step 2. */
export function NewKitWizard({ initialTemplate }: { initialTemplate?: KitTemplate }) {
  const navigate = useNavigate();
  const createKit = useCreateKit();
  // A new kit of a member of a shared household starts as the household's (decision 0291).
  const newVisibility = useDefaultVisibility();
  const [step, setStep] = useState<1 | 2>(initialTemplate ? 2 : 1);
  const form = useForm<CreateKitInput>({
    resolver: createKitResolver,
    defaultValues: { ...valuesFor(initialTemplate ?? 'blank'), visibility: newVisibility },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const template = useWatch({ control: form.control, name: 'template' });
  const { errors, isSubmitting } = form.formState;
  const basis = useQuery(templateBasisQueryOptions());
  const steps = wizardSteps();
  const family = template && template !== 'blank' && template !== '72hour' ? template : null;

  // Moving between steps moves the focus to the new step (not on first arrival).
  const stepPanel = useRef<HTMLElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    if (step === 2) form.setFocus('name');
    else stepPanel.current?.focus();
  }, [step, form]);

  const pick = (picked: KitTemplate) => {
    form.reset({ ...valuesFor(picked), visibility: form.getValues('visibility') ?? newVisibility });
    moved.current = true;
    setStep(2);
  };
  const back = () => {
    form.clearErrors();
    moved.current = true;
    setStep(1);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      let kit;
      try {
        kit = await createKit.mutateAsync(values);
      } catch (err) {
        // An ended session is handled (and toasted) once, by the query client.
        if (isSessionExpired(err)) return;
        applyServerFieldErrors(err, form.setError, FIELDS);
        toast.error(t('error'), t('new.createFailed'));
        return;
      }
      if (values.template === '72hour') {
        toast.success(
          t('new.created72'),
          t('new.created72Text', { name: kit.name, count: TEMPLATE_72HOUR_ITEMS.length }),
        );
      } else if (values.template && values.template !== 'blank') {
        toast.success(t('new.created'), t('new.createdFamilyText', { name: kit.name, count: kit.items.length }));
      } else {
        toast.success(t('new.created'), t('new.createdText', { name: kit.name }));
      }
      // Replace: Back from the edit screen should not land on a finished wizard.
      void navigate(`/kits/${encodeURIComponent(kit.id)}/edit`, { replace: true });
    },
    (invalid) => {
      const message = invalid.name?.message ?? invalid.description?.message;
      if (message) toast.error(t('error'), message);
    },
  );

  return (
    <div className="grid gap-6">
      <StepIndicator steps={steps} current={step} />
      <Panel ref={stepPanel} tabIndex={-1} title={steps[step - 1]} className="focus-visible:outline-offset-4">
        {step === 1 ? (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{t('new.intro')}</p>
            <TemplatePicker onPick={pick} />
          </div>
        ) : (
          <form
            className="grid gap-5"
            noValidate
            onFocusCapture={createKitResolver.warm}
            // Offline Create Kit is disabled; Enter in a field must not send the kit either.
            onSubmit={(e) => {
              if (isOnline()) void onSubmit(e);
              else e.preventDefault();
            }}
          >
            <p className="text-sm text-muted-foreground">
              {t('new.templateLabel')} <span className="font-semibold text-foreground">{chosenName(template)}</span>
            </p>
            {family && basis.data ? (
              <p data-slot="scaled-for" className="-mt-3 text-sm text-muted-foreground">
                {scaledFor(family, basis.data)}
              </p>
            ) : null}
            <FormField label={t('new.name')} required error={errors.name?.message}>
              <Input autoComplete="off" maxLength={KIT_NAME_MAX} {...form.register('name')} />
            </FormField>
            <FormField label={t('new.description')} description={t('new.optional')} error={errors.description?.message}>
              <Textarea rows={3} maxLength={KIT_DESCRIPTION_MAX} {...form.register('description')} />
            </FormField>
            <Controller
              control={form.control}
              name="visibility"
              render={({ field }) => (
                <VisibilityChoice
                  legend={t('new.whoSees')}
                  name={field.name}
                  value={field.value ?? newVisibility}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  canChange
                  error={errors.visibility?.message}
                />
              )}
            />
            <div className="flex flex-wrap justify-between gap-3">
              <Button type="button" variant="outline" onClick={back} disabled={isSubmitting}>
                <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
                {t('new.back')}
              </Button>
              <OnlineOnly>
                <Button type="submit" variant="tactical" disabled={isSubmitting || !name}>
                  <PlusIcon aria-hidden="true" />
                  {isSubmitting ? t('new.creating') : t('new.create')}
                </Button>
              </OnlineOnly>
            </div>
          </form>
        )}
      </Panel>
    </div>
  );
}
