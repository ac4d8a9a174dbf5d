import { readFileSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AppMetrics } from './metrics.js';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string }[];
}

/** deploy/: the Grafana dashboard and Prometheus's scrape settings stay in step with what the app serves. */
describe('the venue dashboard and the Prometheus settings', () => {
  it('every query of the dashboard reads a metric the app registers', () => {
    const dashboard = JSON.parse(read('deploy/grafana/venue-dashboard.json')) as { uid: string; panels: Panel[] };
    expect(dashboard.uid).toBe('back-nine-venue');
    const registered = new Set<string>();
    for (const m of new AppMetrics({ dataSource: {} as DataSource, token: undefined }).registry.getMetricsAsArray()) {
      registered.add(m.name);
      if (String(m.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) registered.add(m.name + suffix);
    }
    const panels = dashboard.panels.filter((p) => p.type !== 'row');
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    const used = panels.flatMap((p) => (p.targets ?? []).flatMap((t) => t.expr.match(/\b(venue|process|nodejs)_[a-z0-9_]+/g) ?? []));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !registered.has(name))).toEqual([]);
    for (const name of [
      'venue_http_request_duration_seconds_bucket',
      'venue_errors_total',
      'venue_db_pool_in_use',
      'venue_job_queue_jobs',
      'venue_bookings_confirmed_total',
    ])
      expect(used).toContain(name);
  });

  it('Prometheus scrapes /metrics with the token file compose gives it', () => {
    const prometheus = read('deploy/prometheus/prometheus.yml');
    const compose = read('docker-compose.yml');
    expect(prometheus).toMatch(/metrics_path: \/metrics/);
    expect(prometheus).toMatch(/credentials_file: \/etc\/prometheus\/metrics-token/);
    expect(compose).toMatch(/target: \/etc\/prometheus\/metrics-token/);
    expect(compose).toContain('./deploy/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
  });
});
