import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRILL_MESSAGES, type DrillList } from '@shared/drills/schemas';
import { calendarDayLabel, localToday } from '@web/lib/format';
import { ambientRoutes, apiError, mockApi, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { DrillTimer } from './components/drill-timer';
import { Component as TrainingProtocolsPage } from './training-protocols-page';

const slow = { timeout: 15_000 };
const list = (over: Partial<DrillList> = {}): { body: DrillList } => ({
  body: {
    drills: [
      {
        id: 'd1',
        eventType: 'blackout',
        practisedOn: '2026-10-02',
        recordedBy: 'Olga',
        notes: null,
        createdAt: '2026-10-02T18:00:00.000Z',
      },
      {
        id: 'd0',
        eventType: 'custom',
        practisedOn: '2026-03-01',
        recordedBy: null,
        notes: null,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ],
    total: 2,
    nextCursor: null,
    lastPractisedOn: '2026-10-02',
    canRecord: true,
    ...over,
  },
});

async function renderPage(routes: Record<string, MockHandler> = {}, path = '/training-protocols') {
  const api = mockApi({ 'GET /api/drills': list(), ...routes });
  const utils = renderAt(<TrainingProtocolsPage />, { path, routePath: '/training-protocols' });
  await screen.findByRole('heading', { level: 1, name: 'Training Protocols' }, slow);
  return { ...utils, ...api };
}

const steps = () => within(screen.getByRole('list', { name: /steps$/ })).getAllByRole('checkbox');

afterEach(() => {
  vi.useRealTimers();
});

describe('/training-protocols', () => {
  it('offers a drill for each of the 12 event types; the earthquake drill is Drop, Cover and Hold On', async () => {
    await renderPage();
    const picker = screen.getByLabelText('Drill');
    expect(within(picker).getAllByRole('option')).toHaveLength(12);
    expect(within(picker).queryByRole('option', { name: /custom/i })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Drop, Cover and Hold On' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Ready\.gov: Earthquakes/ })).toHaveAttribute(
      'href',
      'https://www.ready.gov/earthquakes',
    );
  });

  it('ticks steps for this run of the drill only: another drill starts with none ticked', async () => {
    const { user } = await renderPage();
    expect(steps().length).toBeGreaterThanOrEqual(4);
    await user.click(steps()[0]!);
    await user.click(screen.getByLabelText(/Step 2:/));
    expect(steps()[0]).toBeChecked();
    expect(steps()[1]).toBeChecked();
    expect(screen.getByText(`2 of ${steps().length} done`, { selector: 'p' })).toBeVisible();
    await user.click(steps()[0]!);
    expect(steps()[0]).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('Drill'), 'blackout');
    expect(screen.getByRole('heading', { name: 'Lights out' })).toBeVisible();
    expect(steps().some((s) => (s as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByLabelText(/Step 2: Find a torch/)).not.toBeChecked();
  });

  it('lists the recorded drills newest first with who recorded them, and the last practised day', async () => {
    await renderPage();
    const items = within(await screen.findByRole('list', { name: 'Recorded drills' }, slow)).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Blackout drill, ${calendarDayLabel('2026-10-02')}`);
    expect(items[0]).toHaveTextContent(
      `Recorded by Olga on ${calendarDayLabel(localToday(new Date('2026-10-02T18:00:00.000Z')))}`,
    );
    expect(items[1]).toHaveTextContent('Family plan practice');
    expect(items[1]).toHaveTextContent('Recorded by a former member');
    expect(screen.getByText(`Last practised ${calendarDayLabel('2026-10-02')}.`)).toBeVisible();
  });

  it('records the picked drill on the day given (today by default); the list refetches and a new run starts', async () => {
    let drills = list({ drills: [], total: 0, lastPractisedOn: null });
    const { user, callsTo } = await renderPage({
      'GET /api/drills': () => drills,
      'POST /api/drills': (call) => {
        drills = list({ lastPractisedOn: (call.body as { practisedOn: string }).practisedOn });
        return { status: 201, body: { id: 'new' } };
      },
    });
    await screen.findByText('No drills recorded yet.', undefined, slow);
    await user.selectOptions(screen.getByLabelText('Drill'), 'wildfire');
    await user.click(steps()[0]!);
    expect(field('Date of the drill')).toHaveValue(localToday());
    await user.clear(field('Date of the drill'));
    await user.type(field('Date of the drill'), '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Record drill' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Wildfire drill recorded'), slow);
    expect(callsTo('POST /api/drills').map((c) => c.body)).toEqual([
      { eventType: 'wildfire', practisedOn: '2026-01-15' },
    ]);
    await screen.findByText(`Last practised ${calendarDayLabel('2026-01-15')}.`, undefined, slow);
    // A new run of the drill: the ticks are cleared, the date is today again.
    expect(steps().some((s) => (s as HTMLInputElement).checked)).toBe(false);
    expect(field('Date of the drill')).toHaveValue(localToday());
    expect(screen.getByLabelText('Drill')).toHaveValue('wildfire');
  });

  it('records another day, refuses a future day before sending, and shows a server field error', async () => {
    const { user, callsTo } = await renderPage({
      'POST /api/drills': apiError(400, 'validation_error', 'Invalid input', { practisedOn: ['Server says no'] }),
    });
    const date = field('Date of the drill');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.clear(date);
    await user.type(date, localToday(tomorrow));
    await user.click(screen.getByRole('button', { name: 'Record drill' }));
    expect(await screen.findByText(DRILL_MESSAGES.future)).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /api/drills')).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Record drill' }));
    expect(await screen.findByText('Server says no', undefined, slow)).toBeVisible();
    expect(callsTo('POST /api/drills').map((c) => c.body)).toEqual([
      { eventType: 'earthquake', practisedOn: '2026-01-15' },
    ]);
  });

  it('deletes a drill after asking', async () => {
    const { user, callsTo } = await renderPage({ 'DELETE /api/drills/d1': { status: 204 } });
    await user.click(
      await screen.findByRole('button', { name: `Delete Blackout drill of ${calendarDayLabel('2026-10-02')}` }, slow),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete drill' }));
    await waitFor(() => expect(callsTo('DELETE /api/drills/d1')).toHaveLength(1));
  });
});

describe('the drill timer', () => {
  it('starts, pauses, resumes and resets; the elapsed time is a timer with the time in words', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    render(<DrillTimer />);
    const timer = screen.getByRole('timer', { name: 'Elapsed time' });
    expect(timer).toHaveTextContent('00:00');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('status')).toHaveTextContent('Timer started');
    act(() => vi.advanceTimersByTime(83_000));
    expect(timer).toHaveTextContent('01:23');
    expect(timer).toHaveTextContent('1 minute 23 seconds');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('Timer paused at 1 minute 23 seconds');
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('01:23');

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    act(() => vi.advanceTimersByTime(2_000));
    expect(timer).toHaveTextContent('01:25');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(timer).toHaveTextContent('00:00');
    expect(screen.getByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Timer reset to 0 seconds');
  });

  describe('drills in the order of the household’s plans (decision 0289)', () => {
    /** The emergency screen's answer (ambient in mock-api) with the household's plans, newest first. */
    const withPlans = (...eventTypes: string[]): Record<string, MockHandler> => ({
      'GET /api/emergency': {
        body: {
          ...(ambientRoutes['GET /api/emergency'] as { body: object }).body,
          plans: eventTypes.map((eventType, i) => ({
            id: `plan-${i}`,
            title: `Plan ${i}`,
            eventType,
            updatedAt: '2026-11-20T10:00:00.000Z',
            items: [],
            kitIds: [],
          })),
        },
      },
    });
    const groups = () =>
      Array.from(screen.getByLabelText('Drill').querySelectorAll('optgroup')).map((g) => [
        g.label,
        Array.from(g.querySelectorAll('option')).map((o) => o.value),
      ]);

    it('a household whose plan is for hurricanes sees the hurricane drill first, open, with its guide', async () => {
      await renderPage(withPlans('hurricane'));
      expect(await screen.findByRole('heading', { name: 'Timed evacuation with go-bags' }, slow)).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Drop, Cover and Hold On' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Drill')).toHaveValue('hurricane');
      const [forPlans, others] = groups();
      expect(forPlans).toEqual(['For your plans', ['hurricane']]);
      expect(others![0]).toBe('Other drills');
      expect(others![1]).toHaveLength(11);
      expect(others![1]).not.toContain('hurricane');
      expect(screen.getByRole('link', { name: 'Read the guide: Hurricanes' })).toHaveAttribute(
        'href',
        '/guides/hurricane',
      );
    });

    it('several plans: their drills first, newest plan first, each once; Custom has no drill', async () => {
      await renderPage(withPlans('custom', 'flood', 'hurricane', 'flood'));
      await waitFor(() => expect(screen.getByLabelText('Drill')).toHaveValue('flood'), slow);
      expect(groups()[0]).toEqual(['For your plans', ['flood', 'hurricane']]);
      expect(screen.getByRole('link', { name: 'Read the guide: Floods' })).toHaveAttribute('href', '/guides/flood');
    });

    it('no plans: every drill in its usual order, the earthquake drill first', async () => {
      await renderPage();
      expect(groups()).toEqual([]);
      expect(screen.getByLabelText('Drill')).toHaveValue('earthquake');
      expect(screen.getByRole('link', { name: 'Read the guide: Earthquakes' })).toHaveAttribute(
        'href',
        '/guides/earthquake',
      );
    });

    it('a guide’s "Practise it" link (?drill=) opens that drill, whatever the plans', async () => {
      await renderPage(withPlans('hurricane'), '/training-protocols?drill=winter_storm');
      await waitFor(() => expect(groups()[0]).toEqual(['For your plans', ['hurricane']]), slow);
      expect(screen.getByLabelText('Drill')).toHaveValue('winter_storm');
      expect(screen.getByRole('link', { name: 'Read the guide: Winter Storms' })).toBeVisible();
    });

    it('a drill without a guide (pandemic) shows no guide link', async () => {
      const { user } = await renderPage();
      await user.selectOptions(screen.getByLabelText('Drill'), 'pandemic');
      expect(screen.queryByRole('link', { name: /Read the guide/ })).not.toBeInTheDocument();
    });
  });
});
