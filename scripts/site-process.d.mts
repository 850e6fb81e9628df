export const root: string;
export function freePort(): Promise<number>;
export interface RunningSite {
  url: string;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}
export function startSite(env?: Record<string, string>): Promise<RunningSite>;
export const CHROMIUM_ARGS: string[];
