import { describe, expect, it } from 'vitest';
import {
  isInternalAddress,
  publicOnlyLookup,
  webhookTargetPolicy,
  webhookUrlProblem as problemWith,
} from './webhookTarget.js';

const development = webhookTargetPolicy({ nodeEnv: 'development', webhookAllowPrivate: [] });
const production = webhookTargetPolicy({ nodeEnv: 'production', webhookAllowPrivate: [] });
const webhookUrlProblem = (url: string) => problemWith(url, development);

describe('webhook targets', () => {
  it('takes public https addresses, and http only to this machine by name', () => {
    expect(webhookUrlProblem('https://crm.example.com/hooks/valve')).toBeNull();
    expect(webhookUrlProblem('https://203.0.113.7:8443/in')).toBeNull();
    expect(webhookUrlProblem('http://localhost:3000/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook')).toBeNull();
    expect(webhookUrlProblem('http://[::1]:9000/hook')).toBeNull();
    expect(webhookUrlProblem('http://crm.example.com/hook')).toBe('webhookUrlHttps');
    expect(webhookUrlProblem('ftp://crm.example.com/hook')).toBe('webhookUrlInvalid');
    expect(webhookUrlProblem('https://user:pw@crm.example.com/hook')).toBe('webhookUrlInvalid');
    expect(webhookUrlProblem('crm.example.com/hook')).toBe('webhookUrlInvalid');
  });

  it('refuses private, loopback, link-local and reserved networks written in the URL', () => {
    for (const url of [
      'https://10.0.0.5/hook',
      'https://172.20.1.1/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hook',
      'https://127.0.0.2/hook',
      'https://0.0.0.0/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://intranet.localhost/hook',
    ])
      expect(webhookUrlProblem(url), url).toBe('webhookUrlInternal');
    // The same for private networks carried inside IPv6 addresses.
    for (const url of [
      'https://[::a00:5]/hook',
      'https://[::ffff:a00:5]/hook',
      'https://[2002:c0a8:10a::1]/hook',
      'https://[2002:a9fe:a9fe::]/latest/meta-data',
      'https://[64:ff9b::ac14:101]/hook',
      'https://[2001:0:a00:5::1]/hook',
    ])
      expect(webhookUrlProblem(url), url).toBe('webhookUrlInternal');
    // Public IPv4 addresses inside 6to4 and Teredo, and plain public IPv6, are not internal.
    expect(webhookUrlProblem('https://[2002:cb00:7107::1]/hook')).toBeNull();
    expect(webhookUrlProblem('https://[2001:0:cb00:7107:0:0:34ff:8ef8]/hook')).toBeNull();
    expect(isInternalAddress('2001:4860:4860::8888')).toBe(false);
    expect(isInternalAddress('8.8.8.8')).toBe(false);
    expect(isInternalAddress('2001:4860:4860::8888')).toBe(false);
    expect(isInternalAddress('not an address')).toBe(false);
  });

  it('refuses at connect time a name that resolves to an internal address', async () => {
    const answer = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup(production)('localhost', {}, (err) => resolve(err)),
    );
    expect(answer?.code).toBe('EINTERNAL');
    expect(answer?.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), an internal network address/);
  });

  it('refuses this machine in production, whatever the spelling, unless an operator lists it', () => {
    for (const url of [
      'http://127.0.0.1:9000/hook',
      'https://127.0.0.1/hook',
      'http://127.1/hook',
      'http://0x7f000001/hook',
      'http://2130706433/hook',
      'http://0177.0.0.1/hook',
      'http://[::1]:9000/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::]/hook',
      // IPv6 forms that carry 127.0.0.1 inside.
      'http://[::7f00:1]/hook',
      'http://[::127.0.0.1]/hook',
      'http://[::ffff:7f00:1]/hook',
      'http://[::ffff:0:7f00:1]/hook',
      'http://[2002:7f00:1::]/hook',
      'http://[2002:7f00:1::1]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      'http://[64:ff9b:1::7f00:1]/hook',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
      'http://0/hook',
      'http://localhost:3000/hook',
      'http://LOCALHOST./hook',
      'https://crm.localhost/hook',
      'http://169.254.169.254/latest/meta-data',
    ])
      expect(problemWith(url, production), url).toBe('webhookUrlInternal');
    const listed = webhookTargetPolicy({
      nodeEnv: 'production',
      webhookAllowPrivate: ['10.20.0.0/16', '::1'],
    });
    expect(problemWith('http://10.20.3.4:8080/crm', listed)).toBeNull();
    expect(problemWith('http://[::1]:8080/crm', listed)).toBeNull();
    expect(problemWith('http://10.21.0.1/crm', listed)).toBe('webhookUrlInternal');
    expect(problemWith('http://127.0.0.1/crm', listed)).toBe('webhookUrlInternal');
    expect(problemWith('https://crm.example.com/hook', production)).toBeNull();
    expect(problemWith('http://crm.example.com/hook', production)).toBe('webhookUrlHttps');
  });

  it('lets a name through at connect time when the operator listed where it leads', async () => {
    const listed = webhookTargetPolicy({
      nodeEnv: 'production',
      webhookAllowPrivate: ['127.0.0.0/8', '::1'],
    });
    const answer = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup(listed)('localhost', {}, (err) => resolve(err)),
    );
    expect(answer).toBeNull();
  });
});
