import { PLAN_DESCRIPTION_MAX, PLAN_TITLE_MAX } from '@shared/plans/limits';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { messages } from '../../messages';

const { t } = messages;

/** Step 2: the title (required, trimmed) and an optional description. */
export function DetailsStep({
  title,
  description,
  errors,
  onTitleChange,
  onDescriptionChange,
}: {
  title: string;
  description: string;
  errors: { title?: string; description?: string };
  onTitleChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-5">
      <FormField label={t('planTitle')} required error={errors.title}>
        <Input
          name="title"
          className="h-11"
          autoComplete="off"
          maxLength={PLAN_TITLE_MAX}
          placeholder={t('titlePlaceholder')}
          value={title}
          onChange={(e) => onTitleChange(e.target.value)}
        />
      </FormField>
      <FormField label={t('description')} description={t('optional')} error={errors.description}>
        <Textarea
          name="description"
          rows={4}
          maxLength={PLAN_DESCRIPTION_MAX}
          placeholder={t('descriptionPlaceholder')}
          value={description}
          onChange={(e) => onDescriptionChange(e.target.value)}
        />
      </FormField>
    </div>
  );
}
