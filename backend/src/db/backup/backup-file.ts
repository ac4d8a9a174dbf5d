import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The app's own backup file (docs/operations.md), one gzip stream:
 *
 *   VENUE-BACKUP 1\n
 *   TABLE {"name":"public.users","columns":["id",…]}\n     per table, in restore order
 *   <length>\n<bytes>                                       chunks of the table's COPY text output
 *   0\n                                                     end of the table
 *   MANIFEST <length>\n<json>\n                             BackupManifest: counts and a sha256 per table
 *   END\n
 *
 * The manifest comes last so a backup is written in one pass while COPY streams; a reader checks
 * every table against it (readBackupFile), so a truncated or altered file is refused as a whole.
 */
const MAGIC = 'VENUE-BACKUP 1';

export interface BackupTable {
  /** schema.table */
  name: string;
  columns: string[];
  rows: number;
  /** sha256 (hex) of the table's COPY text output as stored. */
  sha256: string;
}

export interface BackupManifest {
  format: 'venue-backup';
  version: 1;
  createdAt: string;
  /** The server's version (SHOW server_version). */
  server: string;
  /** The app's migrations applied to the database, in order (the schema version). */
  migrations: string[];
  /** pg-boss's schema version when its tables are in the backup, else null. */
  pgBossVersion: number | null;
  tables: BackupTable[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Tables left out on purpose, with the reason. */
  excluded: { name: string; reason: string }[];
}

export class BackupFileError extends Error {
  override readonly name = 'BackupFileError';
}

const CHUNK = 64 * 1024;
const MAX_LINE = 1024 * 1024;

/** Writes a backup file: tables one after another, then the manifest. */
export class BackupFileWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private failed: Error | undefined;

  constructor(path: string) {
    // 0600: a backup holds every customer's details and password hashes.
    this.done = pipeline(this.gzip, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    this.done.catch((e: Error) => (this.failed = e));
  }

  static async open(path: string): Promise<BackupFileWriter> {
    const w = new BackupFileWriter(path);
    await w.write(Buffer.from(`${MAGIC}\n`));
    return w;
  }

  private async write(buf: Buffer): Promise<void> {
    if (this.failed) throw this.failed;
    if (!this.gzip.write(buf)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  /** Copies one table's COPY output into the file; returns its size and sha256. */
  async table(name: string, columns: string[], data: Readable): Promise<{ sha256: string; bytes: number }> {
    await this.write(Buffer.from(`TABLE ${JSON.stringify({ name, columns })}\n`));
    const hash = createHash('sha256');
    let bytes = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      const chunk = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await this.write(Buffer.from(`${chunk.length}\n`));
      await this.write(chunk);
    };
    for await (const piece of data as AsyncIterable<Buffer>) {
      hash.update(piece);
      bytes += piece.length;
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes >= CHUNK) await flush();
    }
    await flush();
    await this.write(Buffer.from('0\n'));
    return { sha256: hash.digest('hex'), bytes };
  }

  async finish(manifest: BackupManifest): Promise<void> {
    const json = Buffer.from(JSON.stringify(manifest));
    await this.write(Buffer.from(`MANIFEST ${json.length}\n`));
    await this.write(json);
    await this.write(Buffer.from('\nEND\n'));
    this.gzip.end();
    await this.done;
  }

  /** Gives up on the file (the caller removes it). */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
  }
}

/** Reads a decompressed stream as lines and counted byte runs. */
class ByteReader {
  private buf: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.source = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.buf = this.buf.length ? Buffer.concat([this.buf, next.value]) : next.value;
    return true;
  }

  async line(): Promise<string> {
    for (;;) {
      const nl = this.buf.indexOf(0x0a);
      if (nl >= 0) {
        const line = this.buf.subarray(0, nl).toString('utf8');
        this.buf = this.buf.subarray(nl + 1);
        return line;
      }
      if (this.buf.length > MAX_LINE) throw new BackupFileError('not a backup file (a header line is too long)');
      if (!(await this.more())) throw new BackupFileError('the backup file is truncated');
    }
  }

  async *bytes(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (!this.buf.length && !(await this.more())) throw new BackupFileError('the backup file is truncated');
      const take = this.buf.subarray(0, Math.min(left, this.buf.length));
      this.buf = this.buf.subarray(take.length);
      left -= take.length;
      yield take;
    }
  }

  async atEnd(): Promise<boolean> {
    return !this.buf.length && !(await this.more());
  }
}

function count(line: string, what: string): number {
  if (!/^\d{1,12}$/.test(line)) throw new BackupFileError(`the backup file is damaged (bad ${what} "${line.slice(0, 40)}")`);
  return Number(line);
}

/** True when the file starts like a gzip stream (the app's own backup), as opposed to pg_dump's custom format. */
export async function isGzipFile(path: string): Promise<boolean> {
  const stream = createReadStream(path, { start: 0, end: 1 });
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  const head = Buffer.concat(chunks);
  return head.length === 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/**
 * Reads a backup file from start to end, handing each table's COPY text to onTable as it goes, and
 * returns the manifest once every table's rows, order and sha256 are checked against it. onTable
 * must consume the chunks; a failed check throws after the last table, so a caller writing them
 * somewhere must do so in a transaction it rolls back on error.
 */
export async function readBackupFile(
  path: string,
  onTable: (table: { name: string; columns: string[] }, chunks: AsyncIterable<Buffer>) => Promise<void> = drain,
): Promise<BackupManifest> {
  const gunzip = createGunzip();
  const file = createReadStream(path);
  file.on('error', (e) => gunzip.destroy(e));
  const reader = new ByteReader(file.pipe(gunzip));
  try {
    if ((await reader.line()) !== MAGIC) throw new BackupFileError('not a backup file of this app (no VENUE-BACKUP header)');
    const seen: Seen[] = [];
    for (;;) {
      const line = await reader.line();
      if (line.startsWith('MANIFEST ')) {
        const parts: Buffer[] = [];
        for await (const piece of reader.bytes(count(line.slice(9), 'manifest length'))) parts.push(piece);
        const json = Buffer.concat(parts);
        const manifest = JSON.parse(json.toString('utf8')) as BackupManifest;
        if ((await reader.line()) !== '' || (await reader.line()) !== 'END' || !(await reader.atEnd())) {
          throw new BackupFileError('the backup file is damaged (unexpected data after the manifest)');
        }
        checkAgainstManifest(manifest, seen);
        return manifest;
      }
      if (!line.startsWith('TABLE ')) throw new BackupFileError('the backup file is damaged (expected a table)');
      const table = JSON.parse(line.slice(6)) as { name: string; columns: string[] };
      const hash = createHash('sha256');
      let rows = 0;
      const chunks = async function* () {
        for (;;) {
          const n = count(await reader.line(), 'chunk length');
          if (n === 0) return;
          for await (const piece of reader.bytes(n)) {
            hash.update(piece);
            for (let i = piece.indexOf(0x0a); i >= 0; i = piece.indexOf(0x0a, i + 1)) rows++; // COPY text: a line per row
            yield piece;
          }
        }
      };
      await onTable(table, chunks());
      seen.push({ ...table, rows, sha256: hash.digest('hex') });
    }
  } catch (e) {
    if (e instanceof SyntaxError) throw new BackupFileError('the backup file is damaged (unreadable JSON)');
    if ((e as { code?: string }).code === 'Z_DATA_ERROR' || (e as { code?: string }).code === 'Z_BUF_ERROR') {
      throw new BackupFileError(`the backup file is damaged (${(e as Error).message})`);
    }
    throw e;
  } finally {
    file.destroy();
    gunzip.destroy();
  }
}

async function drain(_table: unknown, chunks: AsyncIterable<Buffer>): Promise<void> {
  for await (const _ of chunks);
}

type Seen = { name: string; columns: string[]; rows: number; sha256: string };

function checkAgainstManifest(manifest: BackupManifest, seen: Seen[]): void {
  if (manifest.format !== 'venue-backup' || manifest.version !== 1) throw new BackupFileError('unknown backup format version');
  if (manifest.tables.length !== seen.length) {
    throw new BackupFileError(`the backup file is damaged (${seen.length} tables stored, the manifest lists ${manifest.tables.length})`);
  }
  manifest.tables.forEach((t, i) => {
    const s = seen[i]!;
    if (s.name !== t.name || s.columns.join(',') !== t.columns.join(',')) {
      throw new BackupFileError(`the backup file is damaged (table ${s.name} where the manifest lists ${t.name})`);
    }
    if (s.sha256 !== t.sha256 || s.rows !== t.rows)
      throw new BackupFileError(`the backup file is damaged (checksum of ${t.name} does not match)`);
  });
}
