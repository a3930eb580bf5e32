import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, isNull, like } from 'drizzle-orm';
import { startCluster, type Cluster } from '../../../../../scripts/cluster/cluster.mjs';
import { createEncryptionAdapter } from '../../adapters/crypto/encryption';
import { loadConfig } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { startingWith } from '../../db/sql-helpers';
import { BLOG_PUBLISH_JOB } from '../../modules/blogs/blog.service';
import { fileOf, makeImage, storedFiles } from '../../modules/files/test-files';
import { enqueueJob } from '../../modules/jobs/job-queue';
import { createFactories, TEST_PASSWORD } from '../factories';
import { describeWithService, serviceUrl } from '../services';
import { graphqlAt, subscribeAt, uploadAt, within } from './cluster-client';

/*
 * Issue 26, scaling out: two built API processes behind the round-robin proxy, sharing PostgreSQL,
 * Redis and an S3 store (scripts/cluster). What one process does, the other must see.
 */

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const CURRENT_USER = '{ currentUser { id } }';
const UPDATE_USER = 'mutation { updateUser(data: { firstName: "Changed" }) { id } }';
const UPLOAD = `mutation($files: [Upload!]!, $pathType: FilePathType!) {
  multipleFileUpload(files: $files, pathType: $pathType) { id url size mimeType }
}`;
/** Enough jobs that both processes' loops are at work while the other drains its batches. */
const JOB_COUNT = 300;
const BOTH = ['0', '1'];

let cluster: Cluster;
let database: Database;
let factories: ReturnType<typeof createFactories>;
let keyDir: string;

const codes = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  (answer.errors ?? []).map((e) => e.extensions?.code);

/** The other process than `upstream`'s, by its own address. */
const otherThan = (upstream: string | null) => cluster.processes[upstream === '0' ? 1 : 0]!.origin;

async function metricsOf(origin: string): Promise<string> {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${cluster.metricsToken}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** Jobs of `kind` one process ran successfully since it started, from its /metrics. */
async function jobsDone(origin: string, kind: string): Promise<number> {
  const line = new RegExp(`^jobs_processed_total\\{kind="${kind}",outcome="ok"\\} (\\d+)$`, 'm');
  return Number(line.exec(await metricsOf(origin))?.[1] ?? 0);
}

describeWithService('postgres', 'two API processes behind a proxy (PostgreSQL)', () => {
  describeWithService('redis', 'two API processes behind a proxy (Redis)', () => {
    // Long: the build first when it is stale, then the migrations and two starts.
    beforeAll(async () => {
      cluster = await startCluster({
        databaseServer: serviceUrl('postgres'),
        redisUrl: serviceUrl('redis'),
        env: { SEED_DEMO: 'false', LINK_CHECK: 'off', JOB_POLL_INTERVAL_MS: '200' },
      });
      database = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl, poolSize: 2 });
      keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-cluster-test-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: keyDir,
        ENCRYPTION_KEY: cluster.encryptionKey,
      });
      factories = createFactories(database.db, createEncryptionAdapter(config));
    }, 600_000);
    afterAll(async () => {
      await database?.close();
      await cluster?.stop();
      if (keyDir) fs.rmSync(keyDir, { recursive: true, force: true });
    });

    it('proxies to both processes in turn, each ready and measured', async () => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${cluster.url}/readyz`);
        expect(response.status).toBe(200);
        seen.push(response.headers.get('x-upstream')!);
      }
      expect(seen).toEqual(seen[0] === '0' ? ['0', '1', '0', '1'] : ['1', '0', '1', '0']);
      for (const { origin } of cluster.processes) {
        const ready = await fetch(`${origin}/readyz`);
        // Ready, and Redis not named as degraded: both services answer.
        expect(await ready.json()).toEqual({ status: 'ready' });
        const metrics = await metricsOf(origin);
        for (const name of [
          'http_request_duration_seconds_bucket',
          'job_queue_depth',
          'websocket_connections',
        ]) {
          expect(metrics).toContain(name);
        }
        // In production /metrics answers only its token, even on this machine.
        expect((await fetch(`${origin}/metrics`)).status).toBe(404);
      }
    });

    it('accepts on one process a session made on the other, and ends it on both', async () => {
      const { user } = await factories.user();
      const login = await graphqlAt<{ login: { token: string } }>(cluster.url, LOGIN, {
        e: user.email,
        p: TEST_PASSWORD,
      });
      const token = login.data!.login.token;
      const elsewhere = otherThan(login.upstream);
      const read = await graphqlAt<{ currentUser: { id: string } }>(elsewhere, CURRENT_USER, {}, token);
      expect(read.data!.currentUser).toEqual({ id: user.id });
      const viaProxy = await graphqlAt<{ currentUser: { id: string } }>(cluster.url, CURRENT_USER, {}, token);
      expect(viaProxy.upstream).not.toBe(login.upstream);
      expect(viaProxy.data!.currentUser).toEqual({ id: user.id });

      await graphqlAt(elsewhere, 'mutation { logout }', {}, token);
      for (const { origin } of cluster.processes) {
        const after = await graphqlAt<{ currentUser: null }>(origin, CURRENT_USER, {}, token);
        expect(after.data!.currentUser).toBeNull();
      }
    });

    it('counts wrong passwords sent to either process against one limit', async () => {
      const { user } = await factories.user();
      const upstreams = new Set<string | null>();
      for (let i = 0; i < 5; i++) {
        const wrong = await graphqlAt(cluster.url, LOGIN, { e: user.email, p: 'Wrong!pass1' });
        expect(codes(wrong)).toEqual(['INVALID_CREDENTIALS']);
        upstreams.add(wrong.upstream);
      }
      expect([...upstreams].sort()).toEqual(BOTH);
      // Each process saw only two or three of the five: the count is shared, so both refuse now.
      for (const { origin } of cluster.processes) {
        const right = await graphqlAt(origin, LOGIN, { e: user.email, p: TEST_PASSWORD });
        expect(codes(right)).toEqual(['TOO_MANY_ATTEMPTS']);
      }
    });

    it('pushes to a subscription held by one process what a mutation on the other changed', async () => {
      const { token } = await factories.user();
      const live = subscribeAt<{ currentUserUpdated: { id: string } }>(
        cluster.url,
        'subscription { currentUserUpdated { id } }',
        token,
      );
      try {
        const first = live.events.next();
        const holder = await within(live.upstream, 10_000);
        expect(BOTH).toContain(holder);
        // Redis subscribes a moment after the socket does: mutate until the first event comes.
        let received = null;
        for (let attempt = 0; attempt < 50 && !received; attempt++) {
          const update = await graphqlAt(otherThan(holder), UPDATE_USER, {}, token);
          expect(update.errors).toBeUndefined();
          received = await within(first, 200);
        }
        expect(received?.value?.data?.currentUserUpdated.id).toBeTruthy();
        // Once live, each further change made on the other process arrives.
        for (let i = 0; i < 3; i++) {
          const next = live.events.next();
          await graphqlAt(otherThan(holder), UPDATE_USER, {}, token);
          expect((await within(next, 5_000))?.value?.data?.currentUserUpdated.id).toBeTruthy();
        }
      } finally {
        await live.client.dispose();
      }
    });

    it('serves from either process a picture uploaded through one, from S3 alone', async () => {
      const { token } = await factories.user();
      const picture = fileOf(await makeImage(320, 240), 'room.jpg', 'image/jpeg');
      const uploaded = await uploadAt<{ multipleFileUpload: { url: string; size: number }[] }>(
        cluster.url,
        UPLOAD,
        { pathType: 'AVATAR' },
        [picture],
        token,
      );
      expect(uploaded.errors).toBeUndefined();
      const [file] = uploaded.data!.multipleFileUpload;
      const bodies: Buffer[] = [];
      for (const { origin } of cluster.processes) {
        const response = await fetch(`${origin}${file!.url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        bodies.push(Buffer.from(await response.arrayBuffer()));
      }
      expect(bodies[0]!.length).toBe(file!.size);
      expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
      for (const { dataDir } of cluster.processes)
        expect(storedFiles(path.join(dataDir, 'uploads'))).toEqual([]);
    });

    it('runs each of many due jobs exactly once, on both processes', async () => {
      const before = await Promise.all(cluster.processes.map((p) => jobsDone(p.origin, BLOG_PUBLISH_JOB)));
      const prefix = `cluster-test:${randomUUID()}:`;
      const now = new Date();
      // One transaction: every job becomes visible to both processes at the same moment.
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < JOB_COUNT; i++) {
          // A blog that does not exist: the handler finds nothing to publish, and succeeds.
          const payload = { blogId: randomUUID() };
          await enqueueJob(tx as unknown as Db, {
            kind: BLOG_PUBLISH_JOB,
            key: `${prefix}${i}`,
            payload,
            runAt: now,
          });
        }
      });
      const ours = like(jobs.key, startingWith(prefix));
      const deadline = Date.now() + 60_000;
      while (
        (
          await database.db
            .select()
            .from(jobs)
            .where(and(ours, isNull(jobs.doneAt)))
        ).length > 0
      ) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const rows = await database.db.select().from(jobs).where(ours);
      expect(rows).toHaveLength(JOB_COUNT);
      expect(rows.filter((row) => row.outcome !== 'DONE' || row.attempts !== 1)).toEqual([]);
      const after = await Promise.all(cluster.processes.map((p) => jobsDone(p.origin, BLOG_PUBLISH_JOB)));
      const ran = after.map((count, i) => count - before[i]!);
      expect(ran[0]! + ran[1]!).toBe(JOB_COUNT);
      expect(ran.every((count) => count > 0)).toBe(true);
    }, 120_000);
  });
});
