import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { describeEachDialect, freshDatabase } from '../helpers/app.js';
import { base32Decode, hotp, totpStep } from '#server/lib/totp.js';
import { runCli, runCliAsync } from '../helpers/cli.js';
import { startSmtp } from '../helpers/smtp.js';
import { staffClient } from '../helpers/staff.js';

/** `npm run staff -- …` runs the compiled server/staffCli.ts; here its source, bundled once. */
const staffCli = (args: string[], env: Record<string, string>) => runCli('server/staffCli.ts', args, env);

/** staffCli without blocking this process: the SMTP server the command mails lives here. */
const staffCliAsync = (args: string[], env: Record<string, string>) =>
  runCliAsync('server/staffCli.ts', args, env);

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

  it("resets the only admin's lost second factor and lists or ends a member's sessions", async () => {
    const smtp = await startSmtp();
    const withMail = { ...env, SMTP_URL: smtp.url };
    const email = 'only.admin@mapleriver-controls.example';
    expect(
      staffCli(['add', email, '--role', 'admin'], { ...env, STAFF_PASSWORD: 'the only admin pw' }).status,
    ).toBe(0);
    const config = loadConfig({ NODE_ENV: 'test', ...withMail, SEED_DEMO: 'false' });
    const app = await buildApp(config, { ssr: 'none', logger: false });
    try {
      const admin = staffClient(app);
      expect((await admin.login(email, 'the only admin pw')).status).toBe(200);
      const { secret } = (await admin.post<{ secret: string }>('/auth/totp/start')).body;
      const code = hotp(base32Decode(secret), totpStep(Date.now()));
      const confirm = await admin.post('/auth/totp/confirm', {
        code,
        proof: { password: 'the only admin pw' },
      });
      expect(confirm.status).toBe(200);
      // The phone with the app is lost: the password alone no longer gets in.
      expect((await staffClient(app).login(email, 'the only admin pw')).body).toMatchObject({
        next: 'second-factor',
      });

      const list = staffCli(['sessions', email], withMail);
      expect(list.status).toBe(0);
      expect(list.out.trim().split('\n')).toHaveLength(1);
      expect(list.out).toMatch(/signed in \d{4}-\d\d-\d\d \d\d:\d\d/);

      const reset = await staffCliAsync(['reset-2fa', email], withMail);
      expect(reset.err).toBe('');
      expect(reset.out).toContain(`Second factor of ${email} removed`);
      await smtp.waitFor(email, (m) => /second factor .* was reset/.test(m.subject ?? ''));
      expect((await admin.get('/auth/me')).status).toBe(401);
      const back = staffClient(app);
      expect((await back.login(email, 'the only admin pw')).body).toMatchObject({ email, role: 'admin' });

      const ended = staffCli(['sessions', email, '--end'], withMail);
      expect(ended.out).toContain(`Ended 1 session(s) of ${email}.`);
      expect((await back.get('/auth/me')).status).toBe(401);
    } finally {
      await app.close();
      await smtp.close();
    }
    // Each command starts a TypeScript process: slow on a busy machine.
  }, 240_000);
});
