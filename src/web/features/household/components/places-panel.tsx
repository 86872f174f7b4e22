import { LocateFixedIcon, MapPinIcon, PencilIcon, PlusIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { PLACE_NAME_MAX, PLACES_MAX } from '@shared/households/place-limits';
import type { PlaceInput, PlaceValues } from '@shared/households/places';
import { ListLoadError } from '@web/components/collection-tabs';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { messages as components } from '@web/components/messages';
import { OnlineOnly } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import {
  placesQueryKey,
  useAddPlace,
  usePlaces,
  useRemovePlace,
  useUpdatePlace,
  type WatchedPlace,
} from '@web/lib/household/places-query';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { messages, serverText } from '../messages';
import { en } from '../messages/en';
import { PHONE } from './role-parts';

const { t } = messages;

const REALTIME_TABLES = ['household_places'] as const;
const REALTIME_KEYS = [placesQueryKey];

/** What the form holds: text as typed (numbers are checked by the shared schema on submit). */
interface PlaceFormValues {
  name: string;
  country: string;
  latitude: string;
  longitude: string;
  ars: string;
}
const FIELDS = ['name', 'country', 'latitude', 'longitude', 'ars'] as const;
const EMPTY: PlaceFormValues = { name: '', country: '', latitude: '', longitude: '', ars: '' };

const isGermany = (country: string) => country.trim().toUpperCase() === 'DE';
const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.trim().replace(',', '.')));
/** The typed values as the API takes them; the district key only while the country is Germany (its field is shown). */
const toInput = (v: PlaceFormValues): PlaceInput => ({
  name: v.name,
  country: v.country,
  latitude: number(v.latitude),
  longitude: number(v.longitude),
  ars: isGermany(v.country) ? v.ars : null,
});
const valuesOf = (p: WatchedPlace): PlaceFormValues => ({
  name: p.name,
  country: p.country,
  latitude: String(p.latitude),
  longitude: String(p.longitude),
  ars: p.ars ?? '',
});

// The server's own schema, over the typed values; loaded on the form's first focus or validation (not with the page).
const schemaResolver = lazyZodResolver<PlaceInput, PlaceValues>(() =>
  import('@shared/households/places').then((m) => m.placeInputSchema),
);
const resolver: Resolver<PlaceFormValues, unknown, PlaceValues> = async (values, context, options) => {
  const result = await schemaResolver(
    toInput(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as FieldErrors<PlaceFormValues> }
    : { values: result.values as PlaceValues, errors: {} };
};

/** 6 decimals: about 10 cm, more than any phone's fix. */
const coordinate = (v: number) => String(Math.round(v * 1e6) / 1e6);

/** Why "Use my location" found nothing, in English (the tests'); shown through the catalogue. */
export const LOCATION_MESSAGES = {
  denied: en['location.denied'],
  unavailable: en['location.unavailable'],
  unsupported: en['location.unsupported'],
} as const;
type LocationProblem = keyof typeof LOCATION_MESSAGES;

/** The add or edit form of a place, with "Use my location". */
function PlaceForm({ editing, onDone }: { editing: WatchedPlace | null; onDone: () => void }) {
  const add = useAddPlace();
  const update = useUpdatePlace();
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<LocationProblem | null>(null);
  const form = useForm<PlaceFormValues, unknown, PlaceValues>({
    resolver,
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });

  const locate = () => {
    setLocationError(null);
    if (!('geolocation' in navigator)) {
      setLocationError('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.setValue('latitude', coordinate(position.coords.latitude), { shouldValidate: form.formState.isSubmitted });
        form.setValue('longitude', coordinate(position.coords.longitude), {
          shouldValidate: form.formState.isSubmitted,
        });
      },
      (error) => {
        setLocating(false);
        setLocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, json: values });
      else await add.mutateAsync(values);
    } catch (err) {
      if (isSessionExpired(err)) return;
      const fields = isApiError(err) ? FIELDS.filter((f) => err.fields[f]) : [];
      applyServerFieldErrors(err, form.setError, fields);
      logUnexpected(editing ? 'Changing a watched place failed' : 'Adding a watched place failed', err);
      toast.error(
        t(editing ? 'places.changeFailed' : 'places.addFailed'),
        serverText(expectedErrorMessage(err)) ?? t('places.saveFailedText'),
      );
      return;
    }
    toast.success(t(editing ? 'places.changed' : 'places.added', { name: values.name }));
    form.reset(EMPTY);
    setLocationError(null);
    onDone();
  });

  const title = editing ? t('places.edit', { name: editing.name }) : t('places.add');
  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-4 border-t border-border pt-4"
      onFocusCapture={schemaResolver.warm}
      onSubmit={(e) => {
        if (isOnline()) void onSubmit(e);
        else e.preventDefault();
      }}
    >
      <h3 className="font-semibold break-words">{title}</h3>
      <div className="grid items-start gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField
          label={t('places.name')}
          required
          error={serverText(errors.name?.message)}
          description={t('places.nameHint')}
        >
          <Input autoComplete="off" maxLength={PLACE_NAME_MAX} className={PHONE} {...form.register('name')} />
        </FormField>
        <FormField
          label={t('places.country')}
          required
          error={serverText(errors.country?.message)}
          description={t('places.countryHint')}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={2}
            className={`${PHONE} uppercase`}
            {...form.register('country')}
          />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t('places.latitude')}
          required
          error={serverText(errors.latitude?.message)}
          description={t('places.latitudeHint')}
        >
          <Input inputMode="decimal" autoComplete="off" className={PHONE} {...form.register('latitude')} />
        </FormField>
        <FormField
          label={t('places.longitude')}
          required
          error={serverText(errors.longitude?.message)}
          description={t('places.longitudeHint')}
        >
          <Input inputMode="decimal" autoComplete="off" className={PHONE} {...form.register('longitude')} />
        </FormField>
      </div>
      <div className="grid justify-items-start gap-2">
        <Button type="button" variant="outline" className="min-h-11 max-sm:w-full" disabled={locating} onClick={locate}>
          <LocateFixedIcon aria-hidden="true" />
          {t(locating ? 'places.locating' : 'places.useLocation')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('places.locationNote')}</p>
        {locationError ? (
          <p role="alert" className="text-sm text-destructive">
            {t(`location.${locationError}`)}
          </p>
        ) : null}
      </div>
      {isGermany(country) ? (
        <FormField label={t('places.ars')} error={serverText(errors.ars?.message)} description={t('places.arsHint')}>
          <Input inputMode="numeric" autoComplete="off" maxLength={12} className={PHONE} {...form.register('ars')} />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2 *:max-sm:w-full">
        <OnlineOnly>
          <Button type="submit" variant="tactical" className="min-h-11" disabled={isSubmitting}>
            {editing ? <SaveIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
            {t(isSubmitting ? 'saving' : editing ? 'places.save' : 'places.addButton')}
          </Button>
        </OnlineOnly>
        {editing ? (
          <Button type="button" variant="outline" className="min-h-11" onClick={onDone}>
            {components.t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function RemovePlace({ place, onRemoved }: { place: WatchedPlace; onRemoved: () => void }) {
  const remove = useRemovePlace();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    try {
      await remove.mutateAsync(place.id);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Removing a watched place failed', err);
      toast.error(
        t('places.removeFailed'),
        serverText(expectedErrorMessage(err)) ?? t('notRemoved', { name: place.name }),
      );
      return;
    }
    onRemoved();
    toast.success(t('places.removed', { name: place.name }));
  };
  return (
    <>
      <OnlineOnly>
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          aria-label={t('places.remove', { name: place.name })}
          disabled={remove.isPending}
          onClick={() => setAsking(true)}
        >
          <Trash2Icon aria-hidden="true" />
          {t('remove')}
        </Button>
      </OnlineOnly>
      <ConfirmDialog
        open={asking}
        title={t('places.removeTitle', { name: place.name })}
        description={t('places.removeText')}
        confirmLabel={t('remove')}
        onlineOnly
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/**
 * "Watched places" (issue 38, decision 0278): the places the household watches for official
 * warnings. Owners and editors add (up to the cap), change and remove them; viewers read.
 */
export function PlacesPanel() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const query = usePlaces();
  const [editing, setEditing] = useState<WatchedPlace | null>(null);
  const list = query.data;

  let content;
  if (list) {
    const full = list.places.length >= list.max;
    content = (
      <>
        {list.places.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('places.none')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('places.list')}>
            {list.places.map((place) => (
              <li
                key={place.id}
                className="grid gap-3 border-s-2 border-border ps-3 sm:grid-cols-[1fr_auto] sm:items-start"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                    <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    <span className="min-w-0">{place.name}</span>
                    <Badge variant="outline">{place.country}</Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t('places.point', { latitude: place.latitude, longitude: place.longitude })}
                  </p>
                  {place.ars ? (
                    <p className="text-xs text-muted-foreground">
                      {t('places.ars')} {place.ars}
                    </p>
                  ) : null}
                </div>
                {list.canEdit ? (
                  <div className="flex flex-wrap gap-2">
                    <OnlineOnly>
                      <Button
                        type="button"
                        variant="outline"
                        className="min-h-11"
                        aria-label={t('places.edit', { name: place.name })}
                        onClick={() => setEditing(place)}
                      >
                        <PencilIcon aria-hidden="true" />
                        {t('places.editButton')}
                      </Button>
                    </OnlineOnly>
                    <RemovePlace place={place} onRemoved={() => setEditing((e) => (e?.id === place.id ? null : e))} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {!list.canEdit ? (
          <p className="text-sm text-muted-foreground">{t('places.viewer')}</p>
        ) : editing ? (
          <PlaceForm key={editing.id} editing={editing} onDone={() => setEditing(null)} />
        ) : full ? (
          <p className="border-t border-border pt-4 text-sm text-muted-foreground">
            {t('places.full', { max: list.max })}
          </p>
        ) : (
          <PlaceForm key="new" editing={null} onDone={() => undefined} />
        )}
      </>
    );
  } else if (query.isError) {
    content = (
      <ListLoadError
        title={t('places.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('places.loading')}
        </p>
        <Skeleton className="h-24" />
      </div>
    );
  }

  return (
    <Panel
      title={t('places.title')}
      statusLabel={list ? t('places.count', { count: list.places.length, max: list.max }) : undefined}
    >
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('places.lead', { max: PLACES_MAX })}</p>
        {content}
      </div>
    </Panel>
  );
}
