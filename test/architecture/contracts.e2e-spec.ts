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

/**
 * Web files that still declare their own answer rows (issue 11, item 10): this list only shrinks. A file missing here
 * that declares an `interface …Row` or a `type …Row = {…}` fails, and so does a listed file that no longer does.
 */
const ROWS_PENDING = new Set([
  'web/src/pages/alarms/alarm/alarm.api.ts',
  'web/src/pages/alarms/delivery/delivery.api.ts',
  'web/src/pages/alarms/rule/rule.api.ts',
  'web/src/pages/equipment-places/address/address.api.ts',
  'web/src/pages/equipment-places/common/places.api.ts',
  'web/src/pages/equipment-places/count/count.api.ts',
  'web/src/pages/equipment-places/io/io.api.ts',
  'web/src/pages/equipment-places/map/live-faults.ts',
  'web/src/pages/equipment-places/map/marker-mapping.ts',
  'web/src/pages/equipment/common/task.api.ts',
  'web/src/pages/equipment/ledger/equipment.api.ts',
  'web/src/pages/equipment/ledger/import-export.api.ts',
  'web/src/pages/equipment/model/model.api.ts',
  'web/src/pages/equipment/osah/osah.api.ts',
  'web/src/pages/equipment/partner/partner.api.ts',
  'web/src/pages/iot/common/meter.api.ts',
]);

/** The same characters meaning something else: an MQTT shared-subscription group name is no business number. */
const SAME_TEXT_OTHER_MEANING = new Set(['libs/core/src/mqtt/mosquitto-acl.ts: BUSINESS_NO_PATTERN']);

/** A row shape written by hand: `interface XRow …` or `type XRow = { … }` (a type built from a contracts row is fine). */
const DECLARES_ROW = /^\s*(export\s+)?(interface\s+\w*Row\b|type\s+\w*Row\s*=\s*\{)/m;

describe('libs/contracts is the one source of shapes, enums and patterns', () => {
  it('the web declares no answer rows of its own; they come from @gengyun/contracts', () => {
    const declaring = webFiles.filter((f) => DECLARES_ROW.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
    expect({
      declaring: declaring.filter((f) => !ROWS_PENDING.has(f)),
      listedButDone: [...ROWS_PENDING].filter((f) => !declaring.includes(f)),
    }).toEqual({ declaring: [], listedButDone: [] });
  });

  it('no file outside contracts writes out a pattern contracts has (server or web)', () => {
    const patterns = Object.entries(contracts).filter((entry): entry is [string, RegExp] => /_PATTERN$/.test(entry[0]) && entry[1] instanceof RegExp);
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
