import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: '',
      smtpUrl: '',
      seedDemo: true,
      nodeEnv: 'production',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', SEED_DEMO: '' })).toMatchObject({
      databaseUrl: '',
      port: 3000,
      seedDemo: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a number \(got "eighty"\)/],
    [{ PORT: '70000' }, /PORT must be between 1 and 65535/],
    [
      { DATABASE_URL: 'mysql://x' },
      /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    ],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//],
    [{ PUBLIC_URL: 'example.com' }, /PUBLIC_URL must be a URL/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be one of/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be development, production or test/],
    [{ STAFF_NOTIFY_EMAIL: 'desk' }, /STAFF_NOTIFY_EMAIL must be an e-mail address/],
  ])('names the bad variable: %o', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('reads secrets from the files that <NAME>_FILE names, never echoing them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valve-secrets-'));
    const secret = (name: string, value: string) => {
      fs.writeFileSync(path.join(dir, name), value);
      return path.join(dir, name);
    };
    const config = loadConfig({
      DATABASE_URL: 'postgres://valve@db:5432/valve',
      DATABASE_PASSWORD_FILE: secret('pg', 'p@ss w/rd\n'),
      SMTP_URL_FILE: secret('smtp', 'smtps://u:p@mail.example.com:465\n'),
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD_FILE: secret('admin', 'a long enough password'),
      METRICS_TOKEN_FILE: secret('metrics', 'abcdefghijklmnopqrstuvwx'),
    });
    expect(new URL(config.databaseUrl).password).toBe(encodeURIComponent('p@ss w/rd'));
    expect(decodeURIComponent(new URL(config.databaseUrl).password)).toBe('p@ss w/rd');
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example.com:465');
    expect(config.adminPassword).toBe('a long enough password');
    expect(config.metricsToken).toBe('abcdefghijklmnopqrstuvwx');
    // A missing file, or a value given twice, stops the start and names the variable.
    expect(() => loadConfig({ SMTP_URL_FILE: path.join(dir, 'none') })).toThrow(
      /SMTP_URL_FILE: cannot read .*none \(ENOENT\)/,
    );
    expect(() =>
      loadConfig({ METRICS_TOKEN: 'x'.repeat(20), METRICS_TOKEN_FILE: secret('m2', 'y') }),
    ).toThrow(/set METRICS_TOKEN or METRICS_TOKEN_FILE, not both/);
    // A short secret from a file is refused without showing it.
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD_FILE: secret('short', 'tiny') }),
    ).toThrow(/^(?![\s\S]*tiny)[\s\S]*ADMIN_PASSWORD must be at least/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://www.example.com/',
      DATA_DIR: '/srv/valve',
      DATABASE_URL: 'postgres://u:p@db:5432/valve',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Desk <desk@example.com>',
      STAFF_NOTIFY_EMAIL: 'desk@example.com',
      SEED_DEMO: 'off',
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://www.example.com',
      dataDir: '/srv/valve',
      databaseUrl: 'postgres://u:p@db:5432/valve',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Desk <desk@example.com>',
      staffNotifyEmail: 'desk@example.com',
      seedDemo: false,
      nodeEnv: 'development',
    });
  });

  it('keeps the fictional demo off a public production site unless SEED_DEMO says otherwise', () => {
    const site = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.valves.example.com' };
    expect(loadConfig(site)).toMatchObject({ seedDemo: false });
    expect(loadConfig(site).seedDemoReason).toMatch(/SEED_DEMO=true/);
    expect(loadConfig({ ...site, SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true });
    // A laptop: no PUBLIC_URL, or a local one, gets the demo at once.
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: true });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' })).toMatchObject({
      seedDemo: true,
    });
    expect(
      loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://dev.valves.example.com' }),
    ).toMatchObject({
      seedDemo: true,
    });
    expect(loadConfig({ ...site, SEED_DEMO: 'false' }).seedDemoReason).toBe('SEED_DEMO=false');
  });

  it('reads TRUST_PROXY as a hop count or the proxies, never "trust everyone"', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.0.2.7,loopback')).toEqual(['10.0.0.0/8', '192.0.2.7', 'loopback']);
    for (const bad of ['everyone', '10.0.0.0/33', '99', '10.0.0.0/8,nonsense'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY must be false, true \(one proxy\)/);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '10.20.0.0/16, ::1' }).webhookAllowPrivate).toEqual([
      '10.20.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'intranet' })).toThrow(/WEBHOOK_ALLOW_PRIVATE must be/);
  });

  it('takes a METRICS_TOKEN of at least 16 printable characters, and never echoes a bad one', () => {
    expect(loadConfig({}).metricsToken).toBe('');
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    for (const bad of ['short-token', 'has a space in it!!']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(
        /^Invalid configuration:\n {2}METRICS_TOKEN must be/,
      );
      expect(() => loadConfig({ METRICS_TOKEN: bad })).not.toThrow(bad);
    }
  });
});
