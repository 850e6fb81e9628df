export const root: string;
export function freePort(): Promise<number>;
export interface RunningSite {
  url: string;
  dataDir: string;
  pid: number;
  stop(options?: { keepData?: boolean }): Promise<void>;
  signal(name: NodeJS.Signals): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Moves the server's clock forward by `ms` (started with `movableClock`); resolves with its time then. */
  moveClock(ms: number): Promise<number>;
}
/** Derived pictures, shared by the test sites and apps of a machine. */
export const TEST_IMAGE_CACHE: string;
/**
 * Starts the compiled server on a free port with its own data folder; resolves when it answers (at `hostname`, default 127.0.0.1)
 * and (unless `waitForPictures` is false) has made the demo photographs of a first start.
 */
export function startSite(
  env?: Record<string, string>,
  options?: {
    waitForPictures?: boolean;
    hostname?: string;
    startSeconds?: number;
    movableClock?: boolean;
    /** A data folder (SQLite file and uploads) of a site of this build, copied into the new one. */
    template?: string;
  },
): Promise<RunningSite>;
export const CHROMIUM_ARGS: string[];
/** Signs a staff user in through the staff API; answers the session cookie (`staff_session=…`). */
export function staffCookie(url: string, user: { email: string; password: string }): Promise<string>;
