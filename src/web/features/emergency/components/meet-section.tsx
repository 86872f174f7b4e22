import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { Link } from '@web/lib/router';
import { geoHref, mapsUrl } from '../links';
import { messages } from '../messages';
import { Empty, Section } from './parts';

const { t } = messages;

/** 2. Meet: the meeting places in the plan's order, each address a `geo:` link and a map search. */
export function MeetSection({ answer }: { answer: EmergencyAnswer }) {
  const places = answer.meetingPlaces;
  return (
    <Section id="emergency-meet" title={t('meet')}>
      {places.length === 0 ? (
        <Empty>
          {t('noPlaces')}{' '}
          <Link to="/family-plan" className="font-bold underline underline-offset-4">
            {t('choosePlaces')}
          </Link>
          .
        </Empty>
      ) : (
        <ol className="grid gap-3">
          {places.map((p, i) => (
            <li key={p.key} className="grid gap-1 rounded-sm border-2 border-border p-3">
              <p className="text-lg font-bold uppercase">
                {i + 1}. {t('meetingPlace', { key: p.key, label: p.label })}
              </p>
              {p.name ? <p className="text-xl font-bold">{p.name}</p> : null}
              {p.address ? (
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg">
                  <a
                    href={geoHref(p.address)}
                    className="inline-flex min-h-11 items-center font-bold underline underline-offset-4 print:min-h-0"
                    aria-label={t('openInMaps', { address: p.address })}
                  >
                    {p.address}
                  </a>
                  <a
                    href={mapsUrl(p.address)}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-11 items-center text-lg underline underline-offset-4 print:hidden"
                    aria-label={t('onOpenStreetMap', { address: p.address })}
                  >
                    OpenStreetMap
                  </a>
                </p>
              ) : null}
              {p.instructions ? <p className="text-lg">{p.instructions}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
