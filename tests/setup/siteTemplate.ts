import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startSite } from '#scripts/site-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder a first start of the built site left: migrated, seeded, photographs made. */
    siteTemplate: string;
  }
}

/**
 * Vitest's globalSetup for the browser suites: a first start of the compiled server (migrations,
 * demo content, demo photographs and their sizes) took 5-20 s a site, and a run starts some forty.
 * It is done once per run here; each site starts on a copy of the folder it left
 * (tests/e2e/server.ts), and the folder is removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const site = await startSite();
  await site.stop({ keepData: true });
  project.provide('siteTemplate', site.dataDir);
  return () => fs.rmSync(site.dataDir, { recursive: true, force: true });
}
