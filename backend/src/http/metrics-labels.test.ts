import { describe, expect, it } from 'vitest';
import { isLoopback, mayReadMetrics, oneOf, operationLabel, operationNames, routeLabel, routePattern } from './metrics-labels.js';

const TOKEN = 'metrics-token-metrics-token-metrics-token';

describe('metrics labels stay within sets the code bounds', () => {
  it("keeps the trusted documents' operation names, and only those", () => {
    const known = operationNames([
      'fragment Slot on Slot { hour } query BookingAvailability($d: String!) { availability(date: $d) { ...Slot } }',
      'mutation HoldBooking { holdBooking { id } }',
      '{ locations { slug } }', // anonymous: names nothing
      'query Broken {', // does not parse: names nothing
    ]);
    expect([...known].sort()).toEqual(['BookingAvailability', 'HoldBooking']);
    expect(operationLabel('HoldBooking', known)).toBe('HoldBooking');
    expect(operationLabel(null, known)).toBe('anonymous');
    expect(operationLabel('', known)).toBe('anonymous');
    // Any name a caller makes up is one series, however many they try.
    const labels = new Set(Array.from({ length: 1000 }, (_, i) => operationLabel(`Scraper${i}`, known)));
    expect([...labels]).toEqual(['other']);
  });

  it('closed sets answer "other" for anything else', () => {
    const methods = new Set(['GET', 'POST']);
    expect(oneOf('GET', methods)).toBe('GET');
    expect(oneOf('PROPFIND', methods)).toBe('other');
  });

  it('labels a request by the route pattern, never its URL', () => {
    expect(routeLabel(routePattern('/api', '/bookings/:id'), '', 200)).toBe('/api/bookings/:id');
    expect(routeLabel(routePattern('/api', '/bookings/'), '/api', 200)).toBe('/api/bookings');
    expect(routeLabel(routePattern('', '/'), '', 200)).toBe('/');
    expect(routeLabel(routePattern('', /^\/x\/\d+$/), '', 200)).toBe('/^\\/x\\/\\d+$/');
    expect(routeLabel(routePattern('', ['/a', '/b']), '', 200)).toBe('/a|/b');
    // No route: the mount path of the middleware that answered, else what kind of answer it was.
    expect(routeLabel(undefined, '/graphql', 200)).toBe('/graphql');
    expect(routeLabel(undefined, '', 404)).toBe('(unmatched)');
    expect(routeLabel(undefined, '', 200)).toBe('(static)');
    expect(routeLabel(`/${'a'.repeat(500)}`, '', 200)).toHaveLength(120);
  });

  it('knows loopback addresses, IPv4-mapped ones included', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', '127.0.0.1.evil']) expect(isLoopback(a)).toBe(false);
  });
});

describe('who may read /metrics', () => {
  const local = { remoteAddress: '127.0.0.1', forwarded: false, authorization: undefined };
  const remote = { remoteAddress: '172.18.0.5', forwarded: false, authorization: undefined };

  it('a caller on this machine, with or without a token configured', () => {
    expect(mayReadMetrics(local, undefined)).toBe(true);
    expect(mayReadMetrics({ ...local, remoteAddress: '::1' }, TOKEN)).toBe(true);
  });

  it('not a request a proxy on this machine forwarded, whatever address it claims', () => {
    expect(mayReadMetrics({ ...local, forwarded: true }, undefined)).toBe(false);
    expect(mayReadMetrics({ ...local, forwarded: true }, TOKEN)).toBe(false);
  });

  it('anyone else only with the token, as a Bearer token', () => {
    expect(mayReadMetrics(remote, undefined)).toBe(false);
    expect(mayReadMetrics(remote, TOKEN)).toBe(false);
    expect(mayReadMetrics({ ...remote, authorization: `Bearer ${TOKEN}` }, TOKEN)).toBe(true);
    expect(mayReadMetrics({ ...remote, forwarded: true, authorization: `bearer ${TOKEN}` }, TOKEN)).toBe(true);
    expect(mayReadMetrics({ ...remote, authorization: `Bearer ${TOKEN}x` }, TOKEN)).toBe(false);
    expect(mayReadMetrics({ ...remote, authorization: `Bearer ${TOKEN.slice(1)}` }, TOKEN)).toBe(false);
    expect(mayReadMetrics({ ...remote, authorization: TOKEN }, TOKEN)).toBe(false);
    expect(mayReadMetrics({ ...remote, authorization: `Basic ${TOKEN}` }, TOKEN)).toBe(false);
    // Without METRICS_TOKEN set, no token opens it.
    expect(mayReadMetrics({ ...remote, authorization: 'Bearer ' }, undefined)).toBe(false);
  });
});
