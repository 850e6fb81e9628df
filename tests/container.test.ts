import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import Ajv from 'ajv';
import { loadConfig } from '#server/config.js';
import { MEMORY_ENV } from '#scripts/memory-env.mjs';

/**
 * Docker does not run on the build machine: the Dockerfile and compose.yaml are checked as files
 * here (a Dockerfile linter, the compose file parsed), and the "production dependencies only"
 * claim by reading what the server and the pages import. docs/operations.md says how the image's
 * runtime set was also installed and started for real.
 */

const read = (file: string) => fs.readFileSync(file, 'utf8');
const dockerfile = read('Dockerfile');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions by stage (line continuations joined, comments left out). */
function stages(): Map<string, Instruction[]> {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const byStage = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      current = [];
      byStage.set(/\bAS\s+(\S+)/i.exec(args)?.[1] ?? args, current);
    }
    current.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') });
  }
  return byStage;
}

const runtime = () => stages().get('runtime') ?? [];
const argsOf = (stage: Instruction[], keyword: string) =>
  stage.filter((i) => i.keyword === keyword).map((i) => i.args);

describe('Dockerfile', () => {
  it('passes the Dockerfile linter without errors or warnings', () => {
    // Language-server severities: 1 error, 2 warning (3 and 4 are hints).
    const problems = validate(dockerfile).filter((d) => d.severity === 1 || d.severity === 2);
    expect(problems.map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds on a pinned Node LTS on Debian bookworm, in stages; the runtime has only production dependencies', () => {
    const all = stages();
    for (const [name, stage] of all)
      expect(stage[0]!.args, name).toMatch(/^(node:24\.\d+\.\d+-bookworm-slim|toolchain) AS /);
    expect([...all.keys()]).toEqual(['toolchain', 'deps', 'build', 'runtime']);
    expect(argsOf(all.get('toolchain')!, 'RUN').join(' ')).toMatch(/apt-get install .*python3 make g\+\+/);
    expect(argsOf(all.get('deps')!, 'RUN')).toContainEqual(expect.stringMatching(/^npm ci --omit=dev\b/));
    expect(argsOf(all.get('build')!, 'RUN')).toContainEqual(expect.stringMatching(/^npm run build\b/));
    const copies = argsOf(runtime(), 'COPY');
    // node_modules only from the production install; the build stage gives its output alone.
    expect(copies).toContain('--from=deps /app/node_modules ./node_modules');
    expect(copies.filter((c) => c.startsWith('--from=build'))).toEqual([
      '--from=build /app/dist ./dist',
      '--from=build /app/build ./build',
    ]);
    expect(runtime().some((i) => /g\+\+|npm ci|npm install|npm run build/.test(i.args))).toBe(false);
    // Every file the runtime copies from the context exists.
    for (const copy of copies.filter((c) => !c.startsWith('--from'))) {
      const sources = copy.split(' ').slice(0, -1);
      for (const source of sources) expect(fs.existsSync(source), source).toBe(true);
    }
  });

  it('copies every file and folder the compiled server reads from the project at run time', () => {
    // What the server opens through projectRoot (server/lib/paths.ts), e.g. the demo content files.
    const read = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return read(file);
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
      });
    const needed = new Set(
      read('server').flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/path\.join\(projectRoot,\s*'([^']+)'/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    expect(needed).toContain('server/db/seed/content');
    // What lands under /app: the destination, or the sources themselves when copied into ./ .
    const copied = argsOf(runtime(), 'COPY').flatMap((c) => {
      const parts = c.split(' ').filter((part) => !part.startsWith('--'));
      const dest = path.posix.normalize(parts.at(-1)!).replace(/\/$/, '');
      return dest === '.' ? parts.slice(0, -1) : [dest];
    });
    for (const file of needed) {
      expect(
        copied.some((dest) => file === dest || file.startsWith(`${dest}/`)),
        file,
      ).toBe(true);
    }
  });

  it('runs as a non-root user with a health check, SIGTERM, a /data volume and the command the tests run', () => {
    const stage = runtime();
    expect(argsOf(stage, 'USER')).toEqual(['node']);
    expect(argsOf(stage, 'HEALTHCHECK').join()).toContain('/healthz');
    expect(argsOf(stage, 'STOPSIGNAL')).toEqual(['SIGTERM']);
    expect(argsOf(stage, 'VOLUME')).toEqual(['/data']);
    expect(argsOf(stage, 'ENV').join(' ')).toMatch(/NODE_ENV=production .*DATA_DIR=\/data/);
    expect(argsOf(stage, 'ENTRYPOINT')).toEqual([]);
    const [cmd] = argsOf(stage, 'CMD');
    expect(JSON.parse(cmd!)).toEqual(['node', 'dist/server/main.js']);
    // The same file `npm start` runs once built (with NODE_ENV=production), and the browser tests
    // and benchmarks start (scripts/site-process.mjs): the image never builds at start.
    expect(read('scripts/start.mjs')).toMatch(
      /process\.env\.NODE_ENV \?\?= 'production';\s*const main = path\.join\(root, 'dist\/server\/main\.js'\);/,
    );
    // With the allocator settings `npm start` gives its server (scripts/memory-env.mjs).
    const env = argsOf(stage, 'ENV').join(' ');
    for (const [name, value] of Object.entries(MEMORY_ENV)) expect(env).toContain(`${name}=${value}`);
    expect(read('scripts/site-process.mjs')).toContain(
      "const main = path.join(root, 'dist/server/main.js');",
    );
    expect(read('scripts/site-process.mjs')).toContain("NODE_ENV: 'production'");
  });

  it('leaves local builds, dependencies, data and the repository out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(
      expect.arrayContaining(['node_modules', 'dist', 'build', 'data', '.git', '.env']),
    );
    // What the build reads must not be ignored.
    for (const needed of [
      'package.json',
      'package-lock.json',
      'server',
      'app',
      'admin',
      'contract',
      'sizing',
      'scripts',
      'public',
    ])
      expect(ignored).not.toContain(needed);
  });
});

describe('production code imports production dependencies only', () => {
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
  const builtins = new Set(builtinModules);
  /** Imports a production server never makes, with where and why. */
  const buildOrDevelopmentOnly: Record<string, string[]> = {
    // The route table, read by `react-router build` only.
    'app/routes.ts': ['@react-router/dev'],
    // `npm run dev` only: imported inside mountDevelopment.
    'server/ssr.ts': ['vite', '@fastify/middie'],
  };

  function sourceFiles(dir: string): string[] {
    return fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file));
  }

  /** The subpath imports whose compiled files the image has (package.json: dist/ by default). */
  const COMPILED_FOLDERS = /^#(server|contract|sizing)\//;

  /** Package names a file imports at run time (type-only imports are erased by the compiler). */
  function runtimeImports(file: string): { name: string; dynamic: boolean }[] {
    const text = read(file);
    const found: { name: string; dynamic: boolean }[] = [];
    const statics = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
    for (const [, typeOnly, specifier] of text.matchAll(statics))
      if (!typeOnly) found.push({ name: specifier!, dynamic: false });
    for (const [, specifier] of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
      found.push({ name: specifier!, dynamic: true });
    return found
      .filter(
        // A specifier from the root is a URL the browser fetches (the dev server's client), not a package.
        ({ name }) =>
          !name.startsWith('.') &&
          !name.startsWith('/') &&
          !name.startsWith('node:') &&
          !name.startsWith('virtual:') &&
          // The package's own subpath imports: in the image, those dist/ holds (below).
          !COMPILED_FOLDERS.test(name),
      )
      .map(({ name, dynamic }) => {
        const parts = name.split('?')[0]!.split('/');
        return { name: name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!, dynamic };
      })
      .filter(({ name }) => !builtins.has(name));
  }

  it('in the server, the shared contract and the pages', () => {
    const outside: string[] = [];
    for (const file of ['server', 'contract', 'sizing', 'app'].flatMap(sourceFiles)) {
      const allowed = buildOrDevelopmentOnly[file] ?? [];
      for (const { name, dynamic } of runtimeImports(file)) {
        if (name in pkg.dependencies) continue;
        if (allowed.includes(name) && (file !== 'server/ssr.ts' || dynamic)) continue;
        outside.push(`${file} imports ${name}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

describe('compose.yaml', () => {
  interface Service {
    build?: string;
    image?: string;
    profiles?: string[];
    environment?: Record<string, string>;
    secrets?: string[];
    volumes?: string[];
    ports?: string[];
    depends_on?: Record<string, { condition: string }> | string[];
    healthcheck?: { test: string[]; start_period?: string; interval?: string; retries?: number };
    stop_grace_period?: string;
    configs?: { source: string; target: string }[];
    tmpfs?: string[];
    command?: string[];
  }
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Service>;
    configs: Record<string, { content: string }>;
    secrets: Record<string, { file: string }>;
    volumes: Record<string, unknown>;
  };
  const service = (name: string) => compose.services[name]!;
  /** What compose makes of `${VAR:-default}` and `${VAR:?error}` when the variable is unset. */
  const unset = (value: string) =>
    value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name: string, fallback?: string) =>
      fallback === undefined ? `<required ${name}>` : fallback,
    );
  const seconds = (duration: string) => parseInt(duration, 10) * (duration.endsWith('m') ? 60 : 1);

  it('is a valid Compose file: the Compose Specification schema, and every name it refers to defined', () => {
    // What `docker compose --profile scale config` checks, without Docker: the file (all profiles)
    // against the specification's own JSON schema (tests/fixtures/compose-spec.json, from
    // compose-spec/compose-spec, the schema docker compose validates with), after interpolation
    // with the variables the docs ask for in .env.
    const env: Record<string, string> = {
      SITE_DOMAIN: 'www.example.com',
      MAIL_FROM: 'Company <no-reply@example.com>',
    };
    const interpolated = read('compose.yaml').replace(
      /\$\$|\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g,
      (whole, name?: string, fallback?: string) => {
        if (whole === '$$') return '$$';
        const value = env[name!] ?? fallback;
        if (value === undefined) throw new Error(`compose.yaml needs ${name!} set`);
        return value;
      },
    );
    const schema = JSON.parse(read('tests/fixtures/compose-spec.json')) as object;
    // Its $schema names draft 7 by an https address Ajv does not know: the schema itself is not checked.
    const ajv = new Ajv({
      strict: false,
      allowUnionTypes: true,
      validateFormats: false,
      validateSchema: false,
    });
    const valid = ajv.validate(schema, parse(interpolated, { merge: true }));
    expect(ajv.errorsText(ajv.errors), 'compose-spec').toBe('No errors');
    expect(valid).toBe(true);

    const declared = {
      secrets: Object.keys(compose.secrets),
      configs: Object.keys(compose.configs),
      volumes: Object.keys(compose.volumes),
      services: Object.keys(compose.services),
    };
    for (const [name, s] of Object.entries(compose.services)) {
      for (const secret of s.secrets ?? []) expect(declared.secrets, `${name} secret`).toContain(secret);
      for (const config of s.configs ?? [])
        expect(declared.configs, `${name} config`).toContain(config.source);
      const needs = Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});
      for (const other of needs) {
        expect(declared.services, `${name} depends on`).toContain(other);
        // A service started by a profile never waits for one only another profile starts.
        const theirs = service(other).profiles;
        if (theirs) expect(s.profiles, `${name} needs ${other}`).toEqual(theirs);
      }
      for (const volume of s.volumes ?? []) {
        const source = unset(volume).split(':')[0]!;
        if (!source.startsWith('.') && !source.startsWith('/'))
          expect(declared.volumes, `${name} volume`).toContain(source);
      }
    }
  });

  it('runs two site instances on one PostgreSQL behind Caddy; Mailpit only in the dev profile', () => {
    const always = Object.keys(compose.services).filter((name) => !service(name).profiles);
    expect(always.sort()).toEqual(['caddy', 'postgres', 'site-1', 'site-2']);
    expect(service('postgres').image).toMatch(/^postgres:15\.\d+-bookworm$/);
    expect(service('postgres').healthcheck!.test.join(' ')).toContain('pg_isready');
    for (const dev of ['mailpit', 'caddy-dev']) expect(service(dev).profiles).toEqual(['dev']);
    // Mailpit's page shows every verification code and enquiry: never beyond this machine.
    expect(service('mailpit').ports!.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
    expect(service('caddy-dev').ports!.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
  });

  it('refuses to start without its secrets: no default password, secrets from files', () => {
    const text = read('compose.yaml');
    expect(text).not.toMatch(/valve-dev-only|POSTGRES_PASSWORD:/);
    expect(service('postgres').environment!.POSTGRES_PASSWORD_FILE).toBe('/run/secrets/postgres_password');
    expect(compose.secrets).toEqual({
      postgres_password: { file: './secrets/postgres_password' },
      smtp_url: { file: './secrets/smtp_url' },
      uploads_url: { file: './secrets/uploads_url' },
      s3_identities: { file: './secrets/s3_identities.json' },
    });
    for (const name of ['site-1', 'site-2']) {
      const env = service(name).environment!;
      expect(env.DATABASE_URL).toBe('postgres://valve@postgres:5432/valve');
      expect(env.DATABASE_PASSWORD_FILE).toBe('/run/secrets/postgres_password');
      expect(env.SMTP_URL_FILE).toBe('/run/secrets/smtp_url');
      expect(env).not.toHaveProperty('SMTP_URL');
      expect(service(name).secrets!.sort()).toEqual(['postgres_password', 'smtp_url']);
      // The public address and the sender must be named; nothing falls back to a made-up one.
      expect(unset(env.PUBLIC_URL!)).toBe('https://<required SITE_DOMAIN>');
      expect(unset(env.MAIL_FROM!)).toBe('<required MAIL_FROM>');
    }
  });

  it('loads no demo content unless asked for, and the server agrees', () => {
    for (const name of ['site-1', 'site-2']) {
      const env = service(name).environment!;
      expect(unset(env.SEED_DEMO!)).toBe('false');
      const config = loadConfig({
        ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, unset(v)])),
        PUBLIC_URL: 'https://www.example.com',
        MAIL_FROM: 'Company <no-reply@example.com>',
        DATABASE_PASSWORD_FILE: '',
        SMTP_URL_FILE: '',
      });
      expect(config.seedDemo).toBe(false);
    }
  });

  it('shares the uploads, keeps backups outside any volume `down -v` deletes, and checks health in time', () => {
    for (const name of ['site-1', 'site-2']) {
      const site = service(name);
      expect(site.build).toBe('.');
      expect(site.volumes!.map(unset)).toEqual(['uploads:/data/uploads', './backups:/backups']);
      expect(site.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
      // Longer than the drain (5 s) and the time-out for requests in flight (120 s).
      expect(seconds(site.stop_grace_period!)).toBeGreaterThan(125);
      // The first start answers within 20 s (tests/e2e/first-start.test.ts); the grace covers it 3x.
      expect(seconds(site.healthcheck!.start_period!)).toBeGreaterThanOrEqual(60);
      expect(site.healthcheck!.test.join(' ')).toContain('/healthz');
    }
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'caddy_config',
      'caddy_data',
      'pgdata',
      'scale_objects',
      'scale_pgdata',
      'uploads',
    ]);
  });

  it('serves HTTPS with automatic certificates kept in a volume, balancing on /readyz', () => {
    const caddy = service('caddy');
    expect(caddy.image).toMatch(/^caddy:2\.\d+\.\d+$/);
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy.volumes).toEqual(expect.arrayContaining(['caddy_data:/data', 'caddy_config:/config']));
    expect(caddy.configs).toEqual([{ source: 'caddyfile', target: '/etc/caddy/Caddyfile' }]);
    const caddyfile = compose.configs.caddyfile!.content;
    // A site address that is a host name makes Caddy obtain and renew its certificate.
    expect(caddyfile).toMatch(/^\{\$\$SITE_DOMAIN\} \{/);
    expect(caddyfile).not.toMatch(/^:80|http:\/\//m);
    expect(caddyfile).toMatch(/reverse_proxy site-1:3000 site-2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/readyz\n/);
    expect(caddyfile).toMatch(/health_status 200\n/);
    expect(caddyfile).toMatch(/keepalive 60s/);
  });

  it('has a scale profile: two instances sharing only PostgreSQL and a bucket, behind a caching nginx', () => {
    const scale = Object.keys(compose.services).filter((name) => service(name).profiles?.includes('scale'));
    expect(scale.sort()).toEqual([
      'scale-1',
      'scale-2',
      'scale-bucket',
      'scale-nginx',
      'scale-postgres',
      'scale-s3',
    ]);
    for (const name of ['scale-1', 'scale-2']) {
      const site = service(name);
      const env = site.environment!;
      expect(site.build).toBe('.');
      expect(env.DATABASE_URL).toBe('postgres://valve@scale-postgres:5432/valve');
      // The bucket's URL holds its key: from a secret file, and the server reads it as UPLOADS_URL.
      expect(env.UPLOADS_URL_FILE).toBe('/run/secrets/uploads_url');
      expect(env).not.toHaveProperty('UPLOADS_URL');
      expect(site.secrets!.sort()).toEqual(['postgres_password', 'uploads_url']);
      // No shared volume: each instance's /data is its own; only backups go to the host.
      expect(site.volumes!.map(unset)).toEqual(['./backups:/backups']);
      expect(site.depends_on).toMatchObject({
        'scale-postgres': { condition: 'service_healthy' },
        'scale-bucket': { condition: 'service_completed_successfully' },
      });
      const config = loadConfig({
        ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, unset(v)])),
        DATABASE_PASSWORD_FILE: '',
        UPLOADS_URL_FILE: '',
        UPLOADS_URL: 's3+http://valve:secret@scale-s3:8333/valve-uploads?forcePathStyle=true',
      });
      expect(config.uploadsBucket).toMatchObject({
        endpoint: 'http://scale-s3:8333',
        bucket: 'valve-uploads',
        forcePathStyle: true,
      });
    }
    expect(service('scale-s3').secrets).toEqual(['s3_identities']);
    expect(service('scale-s3').volumes).toEqual(['scale_objects:/data']);
    const nginx = service('scale-nginx');
    // A trial on this machine: the port is loopback's alone.
    expect(nginx.ports).toEqual(['127.0.0.1:8090:80']);
    const conf = compose.configs['nginx-scale']!.content;
    expect(conf).toMatch(/server scale-1:3000 [^;]*;\n\s*server scale-2:3000 /);
    expect(conf).toMatch(/proxy_cache valve;/);
    // Kept only as the app's own headers allow: no lifetime of nginx's own.
    expect(conf).not.toMatch(/proxy_cache_valid|proxy_ignore_headers/);
    expect(conf).toMatch(/proxy_request_buffering off;/);
    expect(conf).toMatch(/client_max_body_size 1100m;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$\$proxy_add_x_forwarded_for;/);
  });
});
