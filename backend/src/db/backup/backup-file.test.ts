import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFileWriter, isGzipFile, readBackupFile, type BackupManifest } from './backup-file.js';
import { restoreOrder } from './logical-backup.js';

describe('restore order', () => {
  it('puts referenced tables first, ties by name, and queues before jobs', () => {
    const order = restoreOrder(
      ['public.bookings', 'public.users', 'public.locations', 'pgboss.job', 'pgboss.queue', 'public.app_meta'],
      [
        { from: 'public.bookings', to: 'public.users' },
        { from: 'public.users', to: 'public.locations' },
        { from: 'public.users', to: 'public.users' }, // a self-reference is checked per statement
      ],
    );
    expect(order).toEqual(['pgboss.queue', 'public.app_meta', 'public.locations', 'pgboss.job', 'public.users', 'public.bookings']);
  });

  it('names a foreign-key cycle it cannot order', () => {
    expect(() =>
      restoreOrder(
        ['a', 'b'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
      ),
    ).toThrow('foreign keys form a cycle among a, b');
  });
});

describe('backup file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'venue-backup-file-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const rows = (n: number) => Array.from({ length: n }, (_, i) => `${i}\tname ${i}\\twith a tab\n`).join('');
  async function write(file: string): Promise<BackupManifest> {
    const w = await BackupFileWriter.open(file);
    const big = rows(20_000); // several 64 KiB chunks
    const a = await w.table('public.a', ['id', 'name'], Readable.from([Buffer.from(big)]));
    const b = await w.table('public.b', ['id'], Readable.from([]));
    const manifest: BackupManifest = {
      format: 'venue-backup',
      version: 1,
      createdAt: '2026-11-28T03:00:00.000Z',
      server: '18.4',
      migrations: ['Foundation1763800000000'],
      pgBossVersion: null,
      tables: [
        { name: 'public.a', columns: ['id', 'name'], rows: 20_000, sha256: a.sha256 },
        { name: 'public.b', columns: ['id'], rows: 0, sha256: b.sha256 },
      ],
      sequences: [],
      excluded: [],
    };
    await w.finish(manifest);
    return manifest;
  }

  it('reads back every table byte for byte, with its manifest', async () => {
    const file = path.join(dir, 'ok.backup.gz');
    const manifest = await write(file);
    const seen: Record<string, string> = {};
    const read = await readBackupFile(file, async (t, chunks) => {
      seen[t.name] = '';
      for await (const c of chunks) seen[t.name] += c.toString('utf8');
    });
    expect(read).toEqual(manifest);
    expect(seen).toEqual({ 'public.a': rows(20_000), 'public.b': '' });
    expect(await isGzipFile(file)).toBe(true);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a file whose rows were altered, cut short, or that is not a backup', async () => {
    const file = path.join(dir, 'source.backup.gz');
    await write(file);
    const plain = gunzipSync(await fs.readFile(file));

    const altered = path.join(dir, 'altered.backup.gz');
    await fs.writeFile(altered, gzipSync(Buffer.from(plain.toString('latin1').replace('name 7\\t', 'name 8\\t'), 'latin1')));
    await expect(readBackupFile(altered)).rejects.toThrow('the backup file is damaged (checksum of public.a does not match)');

    const cut = path.join(dir, 'cut.backup.gz');
    await fs.writeFile(cut, gzipSync(plain.subarray(0, plain.length - 200)));
    await expect(readBackupFile(cut)).rejects.toThrow(/truncated|damaged/);

    const other = path.join(dir, 'other.gz');
    await fs.writeFile(other, gzipSync('hello\n'));
    await expect(readBackupFile(other)).rejects.toThrow('not a backup file of this app');

    await expect(write(file)).rejects.toThrow(/EEXIST/); // never over an existing file
  });
});
