// Runs a bench's command as a real process and measures it: wall time, CPU
// time and peak RSS (from a preload that prints process.resourceUsage() on
// exit) and the last line of its stdout. Shared by the CLI streaming benches.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * The preload's source: write it to a .cjs file and pass that file to `measure`.
 * The peak RSS is the process's own VmHWM where Linux gives it: resourceUsage's
 * maxRSS keeps the spawning process's peak across fork and exec, so a bench run
 * after others would report the parent's memory, not the command's.
 */
export const MAX_RSS_PRELOAD = `process.on('exit', () => { const fs = require('node:fs'); const u = process.resourceUsage(); let kb = u.maxRSS; try { kb = Number(/VmHWM:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]); } catch {} fs.writeSync(2, '\\nmax-rss-kb ' + kb + ' cpu-us ' + (u.userCPUTime + u.systemCPUTime) + '\\n'); });`;

/**
 * Runs `node --require preload args…`.
 *
 * @param preload The path of the MAX_RSS_PRELOAD file.
 * @param args Node's arguments: the script and its own.
 * @returns The exit code, wall time (s), CPU time (user + system, all threads, s), peak RSS (MB) and the last line of stdout.
 */
export async function measure(preload, args) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--require', preload, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  // Only the last line is kept: the output of a run over millions of rows can be large.
  let lastLine = '';
  let partial = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    const full = lines.filter((line) => line.trim() !== '');
    if (full.length > 0) lastLine = full.at(-1);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'close');
  const seconds = (performance.now() - started) / 1000;
  const rssKb = Number(/max-rss-kb (\d+)/.exec(stderr)?.[1] ?? NaN);
  const cpuSeconds = Number(/cpu-us (\d+)/.exec(stderr)?.[1] ?? NaN) / 1e6;
  return { code, seconds, cpuSeconds, rssMb: rssKb / 1024, lastLine: partial.trim() === '' ? lastLine : partial };
}

/** The median of a few timings (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
