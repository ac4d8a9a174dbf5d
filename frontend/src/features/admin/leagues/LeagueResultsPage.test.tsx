import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminLeagueSheetDocument, EnterLeagueScoresDocument, type AdminLeagueSheetQuery } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { LeagueResultsPage } from './LeagueResultsPage';

const LEAGUE = '11111111-1111-4111-8111-111111111111';
const N1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const N2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const KAYLA = 'bbbbbbbb-0000-4000-8000-000000000001';
const OWEN = 'bbbbbbbb-0000-4000-8000-000000000002';
const DAY = 86_400_000;
/** A loaded machine renders MUI slowly in jsdom: each wait gets room (the test's own limit is 20 s). */
const SLOW = { timeout: 5000 };

/** Night 1 played a week ago, night 2 a week ahead; Kayla has an 84 on night 1, Owen no round yet. */
function sheet(scores: { nightId: string; entryId: string; strokes: number }[]): AdminLeagueSheetQuery {
  const night = (id: string, week: number, at: number) => ({
    __typename: 'LeagueNight' as const,
    id,
    week,
    date: new Date(at).toISOString().slice(0, 10),
    startsAt: new Date(at).toISOString(),
  });
  return {
    __typename: 'Query',
    adminLeagueSheet: {
      __typename: 'AdminLeagueSheet',
      league: {
        __typename: 'League',
        id: LEAGUE,
        name: 'Thursday Night Club League',
        location: { __typename: 'Location', id: 'l1', name: 'Tulsa' },
        weekday: 4,
        startTime: '19:00',
        hoursPerNight: 2,
        nights: [night(N1, 1, Date.now() - 7 * DAY), night(N2, 2, Date.now() + 7 * DAY)],
        standings: [],
        tieBreakerRule: 'Ties on points share the place.',
      },
      entries: [
        { __typename: 'AdminLeagueEntry', id: KAYLA, name: 'Kayla Mitchell', status: 'PAID' },
        { __typename: 'AdminLeagueEntry', id: OWEN, name: 'Owen Henderson', status: 'PAID' },
      ],
      scores: scores.map((s) => ({ __typename: 'LeagueScore' as const, ...s })),
    },
  };
}

const KAYLA_84 = { nightId: N1, entryId: KAYLA, strokes: 84 };
const sheetMock = (scores: (typeof KAYLA_84)[]) => ({
  request: { query: AdminLeagueSheetDocument, variables: { leagueId: LEAGUE } },
  result: { data: sheet(scores) },
});

function renderPage(mocks: object[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/leagues/:id/results" element={<LeagueResultsPage />} />
    </Routes>,
    { route: `/admin/leagues/${LEAGUE}/results`, mocks: mocks as never },
  );
}

const cell = (name: string) => screen.findByRole('textbox', { name }, SLOW);

describe('LeagueResultsPage', () => {
  it('marks a cell that is not a round and blocks the save; a night not played is disabled', async () => {
    const saved = vi.fn();
    renderPage([sheetMock([KAYLA_84]), { request: { query: EnterLeagueScoresDocument, variables: () => true }, result: saved }]);
    const kayla = await cell('Kayla Mitchell, night 1');
    expect(kayla).toHaveProperty('value', '84');
    expect(await cell('Owen Henderson, night 2')).toHaveProperty('disabled', true);
    expect(screen.getAllByText('Not played yet')).toHaveLength(1);

    fireEvent.change(kayla, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save results' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Kayla Mitchell, night 1: A round is a whole number of strokes.');
    expect(kayla.getAttribute('aria-invalid')).toBe('true');
    expect(kayla).toHaveProperty('value', 'abc');
    expect(saved).not.toHaveBeenCalled();

    // Emptied, a recorded round is not a removal: the cell says so and offers Remove.
    fireEvent.change(kayla, { target: { value: '' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Kayla Mitchell, night 1: Enter a round of 18 to 200 strokes, or remove the round.',
      ),
    );
    expect(screen.getByRole('button', { name: "Remove Kayla Mitchell's night 1 round" })).toBeTruthy();
  });

  it('keeps every value typed when the server refuses the save, and marks the cell it names', async () => {
    const message = 'Owen Henderson, night 1: A round is at most 200 strokes.';
    renderPage([
      sheetMock([KAYLA_84]),
      {
        request: {
          query: EnterLeagueScoresDocument,
          variables: {
            leagueId: LEAGUE,
            scores: [
              { nightId: N1, entryId: KAYLA, strokes: 79 },
              { nightId: N1, entryId: OWEN, strokes: 90 },
            ],
          },
        },
        result: {
          errors: [new GraphQLError(message, { extensions: { code: 'VALIDATION', field: 'strokes', nightId: N1, entryId: OWEN } })],
        },
      },
    ]);
    const kayla = await cell('Kayla Mitchell, night 1');
    const owen = await cell('Owen Henderson, night 1');
    fireEvent.change(kayla, { target: { value: '79' } });
    fireEvent.change(owen, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message), SLOW);
    expect(owen.getAttribute('aria-invalid')).toBe('true');
    expect(kayla).toHaveProperty('value', '79');
    expect(owen).toHaveProperty('value', '90');
  });

  it('removes a recorded round only after its confirmation, keeping the other cells as typed', async () => {
    const removal = vi.fn(() => ({ data: { enterLeagueScores: [] } }));
    renderPage([
      sheetMock([KAYLA_84]),
      {
        request: {
          query: EnterLeagueScoresDocument,
          variables: { leagueId: LEAGUE, scores: [{ nightId: N1, entryId: KAYLA, remove: true }] },
        },
        result: removal,
      },
      sheetMock([]),
    ]);
    const kayla = await cell('Kayla Mitchell, night 1');
    fireEvent.change(await cell('Owen Henderson, night 1'), { target: { value: '90' } });
    fireEvent.change(kayla, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: "Remove Kayla Mitchell's night 1 round" }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: "Remove Kayla Mitchell's night 1 round?" }, SLOW);
    expect(removal).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove round' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain("Kayla Mitchell's night 1 round was removed."), SLOW);
    expect(removal).toHaveBeenCalledTimes(1);
    expect(await cell('Owen Henderson, night 1')).toHaveProperty('value', '90');
    expect(kayla.getAttribute('aria-invalid')).not.toBe('true');
  });
});
