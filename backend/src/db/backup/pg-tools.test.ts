import { describe, expect, it } from 'vitest';
import { stamp } from './backup.js';
import { fitsServer, toolCandidates, toolMajor } from './pg-tools.js';

describe('choosing pg_dump', () => {
  it('reads the major version from --version', () => {
    expect(toolMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)\n')).toBe(15);
    expect(toolMajor('pg_restore (PostgreSQL) 18.4 (Debian 18.4-1.pgdg120+1)')).toBe(18);
    expect(toolMajor('psql: command not found')).toBeUndefined();
  });

  it('takes a pg_dump of the server major or newer, never an older one (it refuses newer servers)', () => {
    expect(fitsServer(15, 18)).toBe(false);
    expect(fitsServer(18, 18)).toBe(true);
    expect(fitsServer(19, 18)).toBe(true);
  });

  it('looks only in PG_BIN_DIR when it is set, else on PATH', () => {
    expect(toolCandidates('pg_dump', { PG_BIN_DIR: '/opt/pg18/bin', PATH: '/usr/bin' })).toEqual(['/opt/pg18/bin/pg_dump']);
    expect(toolCandidates('pg_restore', { PATH: '/a:/b' }).slice(0, 2)).toEqual(['/a/pg_restore', '/b/pg_restore']);
  });

  it('names backups by UTC time, so they sort by it', () => {
    expect(stamp(new Date('2026-11-28T03:04:05.678Z'))).toBe('20261128T030405Z');
  });
});
