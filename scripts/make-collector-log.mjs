// Writes the example controller export, examples/collector-log.csv and the
// same log as examples/collector-log.xlsx (its timestamps as date cells), and
// the alarm log examples/bld-alarms.csv. Deterministic; run it again after
// changing the events below: `node scripts/make-collector-log.mjs`.
//
// A pulse-jet collector of 8 valve rows, logged once a minute for four days
// (2025-03-03 to 2025-03-06, UTC). Built-in events, which `duct-calc monitor`
// must find:
// - cleaning every 30 minutes: ΔP climbs 10 Pa a minute, then valves 1–8 fire
//   one a minute, each taking ~42 Pa off; valve 5 is dead (takes nothing off);
// - blinding: the residual ΔP after cleaning rises 40 Pa a day;
// - the logger is down on 2025-03-04 from 02:00 to 04:00 (a gap, two empty hours);
// - the header pressure dips to 3.5 bar on 2025-03-05 from 10:00 to 10:20;
// - a bag tears on 2025-03-06 at 13:20: ΔP falls to 60 %, the leak detector
//   (BLD %) climbs and its alarm is on from 13:25 to 14:05;
// - one unreadable ΔP ("n/a") and one repeated row.
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';

const PA_PER_INH2O = 249.08891;
const START = Date.UTC(2025, 2, 3);
const MINUTES = 4 * 24 * 60;
const at = (day, hour, minute = 0) => START + ((day * 24 + hour) * 60 + minute) * 60_000;
const GAP = [at(1, 2), at(1, 4)];
const AIR_DIP = [at(2, 10), at(2, 10, 20)];
const TEAR = at(3, 13, 20);
const ALARM = [at(3, 13, 25), at(3, 14, 5)];

// A small deterministic noise (a linear congruential generator), ±1.
let seed = 12345;
const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;

const RISE_PA = 10;
const DRIFT_PA_PER_CYCLE = 40 / 48;
const DROP_PA = (30 * RISE_PA - DRIFT_PA_PER_CYCLE) / 7;
let dp = 900;
const rows = [];
for (let minute = 0; minute < MINUTES; minute += 1) {
  const ms = START + minute * 60_000;
  const inCycle = minute % 30;
  const valve = inCycle < 8 ? inCycle + 1 : 0;
  dp += RISE_PA;
  if (valve !== 0 && valve !== 5) dp -= DROP_PA;
  if (ms >= GAP[0] && ms < GAP[1]) continue;
  const torn = ms >= TEAR;
  const alarm = ms >= ALARM[0] && ms < ALARM[1];
  const shownPa = dp * (torn ? 0.6 : 1) + 2 * noise();
  rows.push({
    ms,
    dp: (shownPa / PA_PER_INH2O).toFixed(3),
    flow: (36000 + 150 * noise()).toFixed(0),
    air: (ms >= AIR_DIP[0] && ms < AIR_DIP[1] ? 3.5 : 6.0 + 0.05 * noise()).toFixed(2),
    valve: String(valve),
    bld: (alarm ? 35 + 3 * noise() : torn ? 9 : 2 + 0.3 * noise()).toFixed(1),
    alarm: alarm ? '1' : '0',
  });
}
rows[1500].dp = 'n/a';
rows.splice(2001, 0, rows[2000]);

const HEADER = ['Timestamp', 'dP [inWC]', 'Flow [m3/h]', 'Header Pressure [bar]', 'Valve', 'BLD %', 'Alarm'];
const time = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const csv = [HEADER.join(','), ...rows.map((r) => [time(r.ms), r.dp, r.flow, r.air, r.valve, r.bld, r.alarm].join(','))].join('\n');
await writeFile('examples/collector-log.csv', `${csv}\n`);

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Log');
sheet.addRow(HEADER);
for (const r of rows) {
  const number = (text) => (Number.isNaN(Number(text)) ? text : Number(text));
  sheet.addRow([new Date(r.ms), number(r.dp), Number(r.flow), Number(r.air), Number(r.valve), Number(r.bld), Number(r.alarm)]);
}
sheet.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
sheet.getColumn(1).width = 20;
await workbook.xlsx.writeFile('examples/collector-log.xlsx');

// The alarm log of the first half of 2025: the torn bag's alarm acted on in
// 25 minutes (1 h), one needing no action (0 h), one acted on after 3 h.
const alarms = [
  ['alarm_time', 'action_time', 'action_needed'],
  ['2025-01-14 09:10:00', '2025-01-14 09:30:00', 'no'],
  ['2025-02-20 22:05:00', '2025-02-21 01:05:00', 'yes'],
  ['2025-03-06 13:25:00', '2025-03-06 13:50:00', 'yes'],
];
await writeFile('examples/bld-alarms.csv', `${alarms.map((row) => row.join(',')).join('\n')}\n`);
