import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from '@gengyun/contracts';

const root = join(__dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec|e2e-spec)\.tsx?$/.test(f))
    .map((f) => join(root, dir, f));

const webFiles = sources('web/src');
const serverFiles = readdirSync(join(root, 'libs'))
  .filter((lib) => lib !== 'contracts')
  .flatMap((lib) => sources(join('libs', lib, 'src')));

/** The same characters meaning something else: an MQTT shared-subscription group name is no business number, the ingest's MQTT client id no meter code. */
const SAME_TEXT_OTHER_MEANING = new Set(['libs/core/src/mqtt/mosquitto-acl.ts: BUSINESS_NO_PATTERN', 'libs/core/src/config/app.config.ts: METER_CODE_PATTERN']);

/** A row shape written by hand: `interface XRow …` or `type XRow = { … }` (a type built from a contracts row is fine). */
const DECLARES_ROW = /^\s*(export\s+)?(interface\s+\w*Row\b|type\s+\w*Row\s*=\s*\{)/m;

describe('libs/contracts is the one source of shapes, enums and patterns', () => {
  it('the web declares no answer rows of its own; they come from @gengyun/contracts', () => {
    const declaring = webFiles
      .filter((f) => DECLARES_ROW.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(webFiles.length).toBeGreaterThan(100);
    expect(declaring).toEqual([]);
  });

  it('no file outside contracts writes out a pattern contracts has (server or web)', () => {
    const patterns = Object.entries(contracts).filter(
      (entry): entry is [string, RegExp] => /_PATTERN$/.test(entry[0]) && entry[1] instanceof RegExp,
    );
    expect(patterns.length).toBeGreaterThan(5);
    const copies: string[] = [];
    for (const file of [...serverFiles, ...webFiles]) {
      const text = readFileSync(file, 'utf8');
      for (const [name, pattern] of patterns) {
        if (text.includes(`/${pattern.source}/`)) copies.push(`${relative(root, file)}: ${name}`);
      }
    }
    expect(copies.filter((c) => !SAME_TEXT_OTHER_MEANING.has(c))).toEqual([]);
  });
});
