import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

/** Opens a connection, sends `text`, and answers how long the server took to close it (or null). */
function closedAfter(port: number, text: string, waitMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const give = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, waitMs);
    socket.on('data', () => {});
    socket.on('close', () => {
      clearTimeout(give);
      resolve(Date.now() - started);
    });
    socket.on('error', () => {});
  });
}

describe('connection time-outs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { IDLE_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection whose request stalls half-sent', async () => {
    const closed = await closedAfter(
      port,
      'POST /api/leavemessage/getmessage HTTP/1.1\r\nHost: x\r\n',
      15_000,
    );
    expect(closed).not.toBeNull();
  });

  it('closes a connection that stalls in the middle of a body', async () => {
    const head =
      'POST /api/leavemessage/getmessage HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":';
    expect(await closedAfter(port, head, 15_000)).not.toBeNull();
  });

  it('keeps a connection that goes on sending', async () => {
    // A body sent slowly but steadily (one byte every 500 ms, the idle limit being 2 s) is answered.
    const answer = await new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ email: 'a@b.example', m_no: 'MR000000-AAAAAA' });
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/leavemessage/getmessage HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        let i = 0;
        const drip = setInterval(() => {
          socket.write(body.slice(i, i + 8));
          i += 8;
          if (i >= body.length) clearInterval(drip);
        }, 500);
      });
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"code":0');
  });

  it('reads its time-outs from the environment', async () => {
    expect(t.app.server.headersTimeout).toBe(2000);
  });
});
