import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * On a failed test or hook, the test environment (`failure-environment.js`) calls the hook registered here: each
 * open page of the running rig leaves a screenshot and its console log under test-artifacts/failures/, and the
 * paths are printed beside the failure.
 */
export interface Watched {
  page: Page;
  log: string[];
  /** When the page was opened (ms since the epoch). */
  opened: number;
}

const root = join(__dirname, '..', '..', '..');
const HOOK = '__gyOnFailure';

/** Writes a screenshot and the console of each page; returns the paths written, relative to the repository. */
export async function saveArtifacts(pages: Watched[], name: string): Promise<string[]> {
  const dir = join(root, 'test-artifacts', 'failures');
  mkdirSync(dir, { recursive: true });
  const stem = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 120) || 'test';
  // Files of an earlier run of the same test would read as this run's.
  for (const old of readdirSync(dir).filter((file) => file.startsWith(stem))) rmSync(join(dir, old));
  const written: string[] = [];
  for (const [index, { page, log }] of pages.entries()) {
    const base = join(dir, pages.length > 1 ? `${stem}-${index + 1}` : stem);
    try {
      await page.screenshot({ path: `${base}.png`, fullPage: false, timeout: 5000 });
      written.push(relative(root, `${base}.png`));
    } catch (error) {
      log.push(`[artifacts] screenshot failed: ${(error as Error).message}`);
    }
    writeFileSync(`${base}.console.log`, [`url: ${page.url()}`, ...log, ''].join('\n'));
    written.push(relative(root, `${base}.console.log`));
  }
  return written;
}

/**
 * Makes the environment's failure hook save the pages opened since the failed test started (all open pages when
 * it opened none, e.g. a page shared from beforeAll); returns the unregister function.
 */
export function registerFailureHook(pages: () => Watched[]): () => void {
  const hook = async (testName: string, startedAt = 0): Promise<void> => {
    const open = pages();
    const own = open.filter((w) => w.opened >= startedAt);
    const written = await saveArtifacts(own.length ? own : open, testName);
    if (written.length) process.stderr.write(`\nfailure artifacts for "${testName}":\n${written.map((p) => `  ${p}`).join('\n')}\n`);
  };
  const scope = globalThis as Record<string, unknown>;
  scope[HOOK] = hook;
  return () => {
    if (scope[HOOK] === hook) delete scope[HOOK];
  };
}
