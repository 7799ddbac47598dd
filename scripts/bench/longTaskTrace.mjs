#!/usr/bin/env node
// What each long task of a Chrome trace is made of (issue 22, point 6). Reads traces written by
// gameLongTaskBench.mjs (BENCH_LONGTASK_TRACE) and, for every task over 100 ms on the page's main
// thread, prints its length and the self time of what ran inside it: style (UpdateLayoutTree, with
// the most elements restyled at once), Layout, Paint, script (FunctionCall, EvaluateScript, v8
// compiling), garbage collection. A layout forced by a script counts as Layout, not as the script;
// the first line of each trace counts those forced layouts.
// Usage: node scripts/bench/longTaskTrace.mjs <trace.json>…   (times in ms, as traced: at 4x CPU)
// LONGTASK_TRACE_MS=50 lists the tasks over 50 ms instead: what is left once none is over 100.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const LONG_MS = Number(process.env.LONGTASK_TRACE_MS ?? 100);

for (const file of process.argv.slice(2)) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  // the page's main thread: the renderer main thread with the most work
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const work = new Map(mains.map((k) => [k, 0]));
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && work.has(k)) work.set(k, work.get(k) + (e.dur ?? 0));
  }
  const main = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // the outermost tasks only (a RunTask holds a ThreadControllerImpl::RunTask of the same length)
  const tasks = [];
  for (const e of own) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur) tasks.push(e);
  }
  // layouts a script forced (inside a FunctionCall): a count the machine's load does not change
  const calls = own.filter((e) => e.name === 'FunctionCall');
  const forced = own.filter((e) => e.name === 'Layout' && calls.some((c) => e.ts >= c.ts && e.ts + e.dur <= c.ts + c.dur));
  const forcedMs = forced.reduce((sum, e) => sum + e.dur / 1000, 0);
  console.log(
    `\n${basename(file)}: ${tasks.filter((t) => t.dur / 1000 > LONG_MS).length} task(s) over ${LONG_MS} ms; ` +
      `${forced.length} layout(s) forced by script, ${forcedMs.toFixed(0)} ms`,
  );
  for (const task of tasks) {
    if (task.dur / 1000 <= LONG_MS) continue;
    const inside = own.filter((e) => e !== task && !e.name.endsWith('RunTask') && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // self time: each event's length less that of the events directly inside it
    const self = new Map();
    const stack = [];
    let maxElements = 0;
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
      if (e.name === 'UpdateLayoutTree') maxElements = Math.max(maxElements, e.args?.elementCount ?? e.args?.data?.elementCount ?? 0);
      stack.push(e);
    }
    const named = [...self].filter(([, us]) => us >= 2000).sort((a, b) => b[1] - a[1]);
    const at = ((task.ts - own[0].ts) / 1000).toFixed(0);
    console.log(
      `  ${(task.dur / 1000).toFixed(0).padStart(4)} ms at +${at} ms: ` +
        named.map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`).join(', ') +
        (maxElements ? ` (style of up to ${maxElements} elements at once)` : ''),
    );
  }
}
