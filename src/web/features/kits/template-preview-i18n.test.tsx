import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TemplateBasis } from '@shared/kits/schemas';
import { TEMPLATE_72HOUR_ITEMS } from '@shared/kits/template-72hour';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { Component as NewKitPage } from './new-kit-page';

/** New Kit's preview of a template's items: the names a kit made from it gets, in the page's language (decision 0349). */
const slow = { timeout: 15_000 };

const FAMILY: TemplateBasis = {
  fromHousehold: true,
  people: { adults: 2, children9to13: 0, children4to8: 0, childrenUnder4: 0 },
  pets: [{ name: 'Rex', kind: 'dog', weightKg: 30 }],
  water: { standard: 'us', litresPerPersonPerDay: 3.785 },
  medicines: [],
};

function renderNewKit() {
  mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/kits/template-basis': { body: { basis: FAMILY } },
  });
  return renderAt(<NewKitPage />, { path: '/kits/new', routePath: '/kits/new' });
}

afterEach(() => setPageLocale('en'));

describe('the template preview', () => {
  it('lists the 72-hour kit’s and the family go-bag’s items in German, scaled names included', async () => {
    setPageLocale('de');
    await loadAllMessages();
    const { user } = renderNewKit();
    const lists = await screen.findAllByRole('list', { name: 'Was hineingehört' }, slow);
    expect(lists).toHaveLength(5);
    const bugOut = screen.getByRole('button', { name: 'Notgepäck für 72 Stunden' }).closest('div')!;
    await user.click(within(bugOut).getByText('Was hineingehört'));
    const names = within(within(bugOut).getByRole('list', { name: 'Was hineingehört' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toHaveLength(TEMPLATE_72HOUR_ITEMS.length);
    expect(names).toEqual(expect.arrayContaining(['Rettungsdecken', 'Kurbelradio', 'Feuerstahl']));
    const english = new Set<string>(TEMPLATE_72HOUR_ITEMS.map((i) => i.itemName));
    expect(names.filter((n) => english.has(n!))).toEqual([]);

    const goBag = screen.getByRole('button', { name: 'Notgepäck der Familie' }).closest('div')!;
    await waitFor(() =>
      expect(within(goBag).getByRole('list', { name: 'Was hineingehört', hidden: true })).toHaveTextContent(
        'Leine, Halsband und Hundemarke für Rex',
      ),
    );
  });

  it('lists them in English word for word', async () => {
    await loadAllMessages();
    renderNewKit();
    const bugOut = (await screen.findByRole('button', { name: '72-Hour Bug-Out Kit' }, slow)).closest('div')!;
    const names = within(within(bugOut).getByRole('list', { name: 'What it holds', hidden: true }))
      .getAllByRole('listitem', { hidden: true })
      .map((li) => li.textContent);
    expect(names).toEqual(TEMPLATE_72HOUR_ITEMS.map((i) => i.itemName));
  });
});
