import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@shared/resources/import';
import type { Resource } from '@shared/resources/schemas';
import { apiError, mockApi, signedIn } from '@web/test/mock-api';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { importMapping, importRow, seededResources } from '@web/test/resource-fixtures';
import { Component as ResourceTrackerPage } from './resource-tracker-page';

const slow = { timeout: 15_000 };
const CSV = 'What;How many;Good until\nOats;3;2027-01-01\nCandles;2.5;\n';

const previewFor = (mapping: ImportPreview['mapping']): ImportPreview => ({
  format: 'spreadsheet',
  columns: ['What', 'How many', 'Good until'],
  mapping,
  rows:
    mapping?.quantity === 1
      ? [
          importRow({
            line: 2,
            name: 'Oats',
            quantity: 3,
            category: 'Food & Nutrition',
            bestBefore: '2027-01-01',
          }),
          importRow({
            line: 3,
            action: 'refuse',
            reason: 'Quantity must be a whole number from 1 to 1,000,000',
            name: 'Candles',
          }),
        ]
      : [importRow({ line: 2, name: 'Oats' }), importRow({ line: 3, name: 'Candles' })],
  counts:
    mapping?.quantity === 1
      ? { added: 1, merged: 0, batches: 1, same: 0, refused: 1 }
      : { added: 2, merged: 0, batches: 0, same: 0, refused: 0 },
});
const guessed = importMapping();

/** The fields a request sent as multipart (the mock records no FormData body itself). */
const sentForms = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path)).map(([, init]) => init!.body as FormData);

describe('Import CSV on the tracker', () => {
  it('previews a spreadsheet with the guessed mapping, re-previews a changed column, imports, toasts and shows the new supply', async () => {
    const oats: Resource = {
      ...seededResources()[0]!,
      id: '00000000-0000-4000-8000-00000000a001',
      name: 'Oats',
      category: 'Food & Nutrition',
      currentQuantity: 3,
      isCustom: true,
    };
    const api = mockApi({
      'GET /api/resources': { body: { resources: seededResources() } },
      'POST /api/resources/import/preview': (call) => {
        void call;
        const forms = sentForms(api.fetchMock, '/api/resources/import/preview');
        const mapping = forms.at(-1)!.get('mapping');
        return {
          body: previewFor(typeof mapping === 'string' ? (JSON.parse(mapping) as ImportPreview['mapping']) : guessed),
        };
      },
      'POST /api/resources/import': {
        body: {
          counts: { added: 1, merged: 0, batches: 1, same: 0, refused: 1 },
          resources: [...seededResources(), oats],
        },
      },
    });
    const { user } = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
    await screen.findByRole('region', { name: 'Water & Hydration' }, slow);

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import supplies' }, slow);
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'stock.csv', { type: 'text/csv' }));

    // The server's guess fills the mapping; nothing has a quantity yet.
    const quantity = await within(dialog).findByRole('combobox', { name: 'Quantity' }, slow);
    expect((within(dialog).getByRole('combobox', { name: /^Name/ }) as HTMLSelectElement).value).toBe('0');
    expect((quantity as HTMLSelectElement).value).toBe('none');
    expect(within(dialog).getByRole('button', { name: 'Import 2 supplies' })).toBeTruthy();

    await user.selectOptions(quantity, 'How many');
    await within(dialog).findByText('Refused: Quantity must be a whole number from 1 to 1,000,000', {}, slow);
    const sent = sentForms(api.fetchMock, '/api/resources/import/preview');
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1]!.get('mapping') as string)).toMatchObject({ name: 0, quantity: 1 });
    expect((sent[1]!.get('file') as File).name).toBe('stock.csv');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'A spreadsheet, 2 lines: 1 new, 0 to merge, 0 already there, 1 refused.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 supply' }));
    await waitFor(() => expect(visibleToast()?.textContent).toContain('Supplies imported'), slow);
    const imported = sentForms(api.fetchMock, '/api/resources/import');
    expect(imported).toHaveLength(1);
    expect(JSON.parse(imported[0]!.get('mapping') as string)).toMatchObject({ quantity: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import supplies' })).toBeNull());
    expect(document.querySelector('[data-slot="resource-item"][data-name="Oats"]')).not.toBeNull();
  });

  it("shows the server's message in the dialog and imports nothing", async () => {
    const api = mockApi({
      'GET /api/resources': { body: { resources: seededResources() } },
      'POST /api/resources/import/preview': apiError(
        400,
        'bad_request',
        'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and try again',
      ),
    });
    const { user } = renderAt(<ResourceTrackerPage />, { path: '/resource-tracker' });
    await screen.findByRole('region', { name: 'Water & Hydration' }, slow);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import supplies' }, slow);
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([new Uint8Array([0xe9])], 'excel.csv'));
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toContain('save it as "CSV UTF-8"');
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST /api/resources/import')).toHaveLength(0);
  });

  it("is disabled for a viewer of the household, like the tracker's other writes", async () => {
    mockApi({
      'GET /api/account/session': { body: { ...signedIn(), household: { id: 'h1', role: 'viewer', members: 2 } } },
      'GET /api/resources': { body: { resources: seededResources() } },
    });
    renderApp('/resource-tracker');
    await screen.findByRole('region', { name: 'Water & Hydration' }, slow);
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add supply' })).toBeDisabled();
  });
});
