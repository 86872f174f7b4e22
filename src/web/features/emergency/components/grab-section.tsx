import type { EmergencyKit } from '@shared/emergency/schemas';
import { Link } from '@web/lib/router';
import { messages } from '../messages';
import type { Ticks } from '../ticks';
import { CheckRow, Empty, Section } from './parts';

const { t } = messages;

/**
 * 5. Grab: the kits to take, each item a tick kept apart from the kit's packing state (a grab
 * tick never changes what is packed).
 */
export function GrabSection({ kits, fromPlan, ticks }: { kits: EmergencyKit[]; fromPlan: boolean; ticks: Ticks }) {
  return (
    <Section id="emergency-grab" title={t('grab')}>
      {kits.length === 0 ? (
        <Empty>
          {t('noKits')}{' '}
          <Link to="/kits/new" className="font-bold underline underline-offset-4">
            {t('buildOne')}
          </Link>
          .
        </Empty>
      ) : (
        <>
          <p className="text-lg">{fromPlan ? t('kitsOfPlan') : t('ourKits')}</p>
          {kits.map((kit) => {
            const grabbed = kit.items.filter((i) => ticks.isTicked('grab', i.id)).length;
            return (
              <div key={kit.id} className="grid gap-1">
                <h3 className="text-xl font-bold">
                  {kit.name}{' '}
                  <span className="text-lg font-normal">{t('grabbed', { grabbed, total: kit.items.length })}</span>
                </h3>
                <ul aria-label={t('grabFrom', { kit: kit.name })} className="print:columns-2">
                  {kit.items.map((item) => (
                    <CheckRow
                      key={item.id}
                      checked={ticks.isTicked('grab', item.id)}
                      onChange={() => ticks.toggle('grab', item.id)}
                    >
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.itemName}
                    </CheckRow>
                  ))}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </Section>
  );
}
