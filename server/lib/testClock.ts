import { z } from 'zod';

/** What the browser tests' harness sends over the IPC channel: move the clock forward. */
const move = z.object({
  type: z.literal('valve-test-clock'),
  advance: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/**
 * The movable clock of the browser tests (tests/e2e/schedule.test.ts: a scheduled news item
 * appears after the clock moves). It exists only when the process that started this server asked
 * for it twice over: the environment says TEST_CLOCK=ipc, and this process has an IPC channel to
 * its parent (Node's spawn with 'ipc'), the only way a move reaches it. No request, header, file or
 * other process can move it, and a server started any other way (a shell, systemd, the container)
 * has no channel and reads the real clock even with the variable set. The clock only goes forward;
 * each move runs the jobs that act at a time (`onMove`, what fell due: a scheduled publication),
 * then is answered with the time now, so the test waits for no minute's tick.
 */
export function ipcTestClock(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
): { now: () => number; onMove: (runDue: () => Promise<void>) => void } | undefined {
  const send = process.send?.bind(process);
  if (env.TEST_CLOCK !== 'ipc' || !send) return undefined;
  let offset = 0;
  const now = () => Date.now() + offset;
  const afterMove: (() => Promise<void>)[] = [];
  process.on('message', (message: unknown) => {
    const parsed = move.safeParse(message);
    if (!parsed.success) return;
    offset += parsed.data.advance;
    // Each job logs its own failure; the move is answered either way.
    void Promise.allSettled(afterMove.map((runDue) => runDue())).then(() =>
      send({ type: 'valve-test-clock', now: now() }),
    );
  });
  // The channel must not keep the server running once it is asked to stop.
  process.channel?.unref();
  warn('TEST_CLOCK=ipc: the process that started this server moves its clock (browser tests only)');
  return { now, onMove: (runDue) => afterMove.push(runDue) };
}
