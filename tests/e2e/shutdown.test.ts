import http from 'node:http';
import { expect, it } from 'vitest';
import { startSite } from './server.js';

/** Sends a PDF upload whose body arrives in `parts` pieces `gapMs` apart; resolves with the answer. */
function slowUpload(url: string, parts: number, gapMs: number, onFirstPart: () => void) {
  const boundary = 'shutdown-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  const piece = Buffer.alloc(64 * 1024, 0x20);
  const length = head.length + piece.length * parts + tail.length;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${url}/api/common/upload`,
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    let sent = 0;
    const next = () => {
      request.write(piece);
      if (++sent === 1) onFirstPart();
      if (sent < parts) setTimeout(next, gapMs);
      else request.end(tail);
    };
    next();
  });
}

it('on SIGTERM turns /readyz to 503 first, finishes the upload in flight, then stops accepting and exits 0', async () => {
  const site = await startSite({ SHUTDOWN_DRAIN_SECONDS: '2' });
  let signalled = 0;
  const upload = slowUpload(site.url, 12, 400, () => {
    signalled = Date.now();
    site.signal('SIGTERM');
  });
  // Still serving while draining, but no longer ready: a load balancer stops sending here.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await fetch(`${site.url}/readyz`)).status).toBe(503);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  // After the drain the listener is closed: a new connection is refused, the upload goes on.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, signalled + 2600 - Date.now())));
  await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
  const answer = await upload;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ code: 1 });
  expect(await site.exited).toEqual({ code: 0, signal: null });
  await site.stop();
});
