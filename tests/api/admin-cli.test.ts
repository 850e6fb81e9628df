import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { describeEachDialect, freshDatabase } from '../helpers/app.js';
import { staffClient } from '../helpers/staff.js';

/** `npm run staff -- …` runs the compiled server/staffCli.ts; here the source runs through tsx. */
function staffCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/staffCli.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describeEachDialect('npm run staff', (dialect) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await freshDatabase(dialect);
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, PUBLIC_URL: 'http://valve.test' };
  });
  afterAll(() => database.drop());

  it('adds a user who can then sign in, refuses a second one with the same address, lists and resets', async () => {
    const add = staffCli(
      ['add', 'Ops@MapleRiver-Controls.example', '--role', 'editor', '--name', 'Ops Desk'],
      {
        ...env,
        STAFF_PASSWORD: 'from the command line',
      },
    );
    expect(add.err).toBe('');
    expect(add.status).toBe(0);
    expect(add.out).toContain('Added ops@mapleriver-controls.example (editor)');

    const again = staffCli(['add', 'ops@mapleriver-controls.example', '--role', 'admin'], {
      ...env,
      STAFF_PASSWORD: 'from the command line',
    });
    expect(again.status).toBe(1);
    expect(again.err).toContain('already exists');

    const badRole = staffCli(['add', 'x@example.com', '--role', 'boss'], {
      ...env,
      STAFF_PASSWORD: 'long enough pw',
    });
    expect(badRole.status).toBe(1);
    expect(badRole.err).toContain('--role must be one of admin, editor, support');
    const short = staffCli(['add', 'x@example.com', '--role', 'admin'], { ...env, STAFF_PASSWORD: 'short' });
    expect(short.err).toContain('at least 10 characters');
    const noPassword = staffCli(['add', 'x@example.com', '--role', 'admin'], env);
    expect(noPassword.err).toContain('Set STAFF_PASSWORD');

    const list = staffCli(['list'], env);
    expect(list.out.trim().split('\n')).toEqual([
      'ops@mapleriver-controls.example\teditor\tactive\tOps Desk',
    ]);

    const config = loadConfig({ NODE_ENV: 'test', ...env, SEED_DEMO: 'false' });
    const app = await buildApp(config, { ssr: 'none', logger: false });
    try {
      const staff = staffClient(app);
      const login = await staff.login('ops@mapleriver-controls.example', 'from the command line');
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ role: 'editor', name: 'Ops Desk' });

      const reset = staffCli(['password', 'ops@mapleriver-controls.example'], {
        ...env,
        STAFF_PASSWORD: 'a reset password',
      });
      expect(reset.status).toBe(0);
      // The reset signs the user out everywhere.
      expect((await staff.get('/auth/me')).status).toBe(401);
      expect((await staff.login('ops@mapleriver-controls.example', 'from the command line')).status).toBe(
        401,
      );
      expect((await staff.login('ops@mapleriver-controls.example', 'a reset password')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
