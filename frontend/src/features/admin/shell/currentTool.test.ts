import { describe, expect, it } from 'vitest';
import { currentTool, toolMatch } from './currentTool';

const TOOLS = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/booking-history', label: 'Booking history' },
  { path: '/admin/league-management', label: 'League management', owns: ['/admin/leagues'] },
];

describe('toolMatch', () => {
  it("is 'page' on the tool's own path, with or without a trailing slash", () => {
    expect(toolMatch(TOOLS[1], '/admin/booking-history')).toBe('page');
    expect(toolMatch(TOOLS[1], '/admin/booking-history/')).toBe('page');
    expect(toolMatch(TOOLS[0], '/admin/')).toBe('page');
  });

  it("is 'section' below the tool and on the routes it owns", () => {
    expect(toolMatch(TOOLS[1], '/admin/booking-history/BN-7K3Q9X')).toBe('section');
    expect(toolMatch(TOOLS[2], '/admin/leagues/7/results')).toBe('section');
    expect(toolMatch(TOOLS[2], '/admin/leagues')).toBe('section');
  });

  it('never takes a path that only starts with the same letters', () => {
    expect(toolMatch(TOOLS[1], '/admin/booking-historyx')).toBeNull();
    expect(toolMatch(TOOLS[2], '/admin/leaguesx/7')).toBeNull();
  });

  it('keeps the dashboard to /admin itself, not every admin page', () => {
    expect(toolMatch(TOOLS[0], '/admin/booking-history')).toBeNull();
    expect(toolMatch(TOOLS[0], '/admin/nowhere')).toBeNull();
  });
});

describe('currentTool', () => {
  it('finds the tool of a page and of the pages it owns', () => {
    expect(currentTool(TOOLS, '/admin')?.label).toBe('Dashboard');
    expect(currentTool(TOOLS, '/admin/booking-history')?.label).toBe('Booking history');
    expect(currentTool(TOOLS, '/admin/leagues/7/bookings')?.label).toBe('League management');
  });

  it('finds none for an unknown admin address', () => {
    expect(currentTool(TOOLS, '/admin/nowhere')).toBeUndefined();
  });
});
