// Maintenance calendar in the browser (issue 14: "the calendar month view with 5,000 occurrences renders in < 1 s in
// Chromium"): the product's MaintenanceCalendarView built by Vite into a one-page harness (calendar-harness/) and opened
// in Chromium through playwright-core. Each run opens a fresh page and measures, from before React renders to the
// first frame after the calendar stopped changing the page:
//   month     OCCURRENCES plan days over the current month, busy days folded into "+N" as the page folds them
//   unfolded  the same days given to FullCalendar whole (as the page did before folding; FullCalendar draws hidden ones)
//   baseline  the same month without events (FullCalendar's own grid), measured in the same run
// Prints the median with the spread (min–max) over RUNS runs, and how many event elements each drew.
// `npm run bench:calendar-render`; OCCURRENCES (5000), RUNS (7). Uses /usr/bin/chromium; never downloads a browser.
import { benchNumbers } from '../support/server.mjs';
import { launchChromium, serveHarness } from './harness.mjs';

const { OCCURRENCES, RUNS } = benchNumbers({ OCCURRENCES: 5000, RUNS: 7 }, '');

const { base, close } = await serveHarness(new URL('./calendar-harness/', import.meta.url));
const browser = await launchChromium();
const figures = { month: [], unfolded: [], baseline: [] };
const drawn = { month: [], unfolded: [], baseline: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [name, query] of [['month', `occurrences=${OCCURRENCES}`], ['unfolded', `occurrences=${OCCURRENCES}&fold=0`], ['baseline', 'occurrences=0']]) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
      await page.goto(`${base}?${query}`);
      await page.waitForFunction(() => document.body.dataset.finished, null, { timeout: 60_000 });
      const marks = await page.evaluate(() => ({ ...document.body.dataset }));
      figures[name].push(Number(marks.finished) - Number(marks.started));
      drawn[name].push(Number(marks.events));
      await page.close();
    }
  }
} finally {
  await browser.close();
  close();
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const ms = (v) => `${Math.round(v)} ms`;
console.log(`maintenance calendar, month view: ${OCCURRENCES} occurrences, ${RUNS} runs, Chromium ${browser.version()}; median (min–max)`);
for (const name of Object.keys(figures)) {
  const values = sorted(figures[name]);
  console.log(`  ${name.padEnd(8)} ${ms(median(values))} (${ms(values[0])}–${ms(values.at(-1))}), ${median(drawn[name])} event elements`);
}
console.log(`  target   < 1000 ms for the month: ${median(figures.month) < 1000 ? 'met' : 'MISSED'}`);
