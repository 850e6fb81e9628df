export const root: string;
export function freePort(): Promise<number>;
export interface RunningSite {
  url: string;
  dataDir: string;
  pid: number;
  stop(options?: { keepData?: boolean }): Promise<void>;
  signal(name: NodeJS.Signals): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
/** Derived pictures, shared by the test sites and apps of a machine. */
export const TEST_IMAGE_CACHE: string;
export function startSite(
  env?: Record<string, string>,
  options?: { startSeconds?: number },
): Promise<RunningSite>;
export const CHROMIUM_ARGS: string[];
/** Signs a staff user in through the staff API; answers the session cookie (`staff_session=…`). */
export function staffCookie(url: string, user: { email: string; password: string }): Promise<string>;
