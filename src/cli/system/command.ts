/**
 * `duct-calc system`: designs an exhaust system from its sheet by the ACGIH
 * velocity-pressure method. Only the definition lives here; the run is
 * imported inside the action.
 */
import { CommanderError, Option, type Command } from 'commander';
import { CONDITION_MEASURES, MOISTURE_SPEC } from '../../core/exhaust-system/conditions.ts';
import { EXPLOSIBLE_DUST_IDS } from '../../core/explosion/dusts.ts';
import { optionName } from '../../core/report/measure.ts';
import { diagnosticLine } from '../shared/diagnostic.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { USAGE_ERROR } from '../shared/tool-options.ts';

/** The options as commander parses them. */
export interface SystemCommandOptions {
  metric?: boolean;
  imperial?: boolean;
  friction: 'acgih' | 'colebrook';
  outletPressure?: string;
  temperature?: string;
  altitude?: string;
  barometricPressure?: string;
  moisture?: string;
  dust?: string;
  kst?: string;
  loading?: string;
  applyRedesign?: boolean;
  json?: boolean;
}

const HELP_AFTER = `
The sheet is a CSV file, one row per segment, with a header naming its
columns (case-insensitive, any order; other columns are ignored):
  segment          unique id
  to               the segment it flows into, or fan; on the fan's discharge
                   side, the next segment, the last one to outlet
  flow             a hood's design flow (CFM; metric m³/h), actual at its
                   temperature; blank for mains
  temperature      a hood's own gas temperature (°F; metric °C); blank: --temperature
  min_velocity     minimum transport velocity (ft/min; metric m/s),
                   or transport <class> (an ACGIH class, e.g. transport heavy-dusts)
  diameter         (in; metric mm) blank: largest standard size at or above min_velocity
  length           straight duct (ft; metric m)
  material         duct material (blank: galvanized): galvanized, galvanized-acgih,
                   black-iron, stainless-steel, aluminium, pvc, flexible
                   (concrete with --friction colebrook only)
  hood_type        hood type (hoods): plain-duct-end (Fh 0.93), flanged-duct-end
                   (0.49), bell-mouth (0.04), grinding-*, taper-*, booth-tapered,
                   canopy-tapered, slot-plenum-tapered; duct-calc explain hood-entry-losses
  hood_entry_loss  Fh in VP (hoods); wins over hood_type. A hood needs one of them
  slot_loss        a slot hood's Fs in VP at the slot velocity; blank: 1.78
  slot_velocity    a slot hood's slot velocity (ft/min; metric m/s), or
  slot_area        its slot area (ft²; metric m²); SPh = Fs·VPs + (1 + Fh)·VPd
  elbows           number of 90° elbows (1.5 = 90° equivalents), or by angle:
                   "2x90, 1x45" (45° = 1/2, 60° = 2/3, 30° = 1/3 of a 90°)
  elbow_loss       VP per elbow; blank: from elbow_rd (ACGIH table, R/D 0.5–2.5; default 2)
  elbow_rd         elbow centreline radius / diameter
  entry_loss       VP where the segment joins its to, or an angle (30°, 45deg)
  fittings         named fittings: weather-cap (1.0 VP), stackhead (no-loss, 0);
                   a count may lead (2x weather-cap)
  other_loss       fixed loss, e.g. the collector (inH₂O; metric Pa)
  hood             the hood's design, by its Hood Design link
                   (/hood-design?type=…&units=…, or the query alone, or a full
                   URL; bare numbers in the sheet's units when it has no units):
                   its blank flow, temperature, min_velocity, hood_entry_loss
                   (hood_type: its take-off) and slot cells come from the design;
                   a cell given wins, with a warning where it differs by more
                   than 0.5 % (Fh, Fs: 0.005; temperature: 0.5 K)
A value may carry its unit (6in, 1200 m3/h, 2 inH2O). fan and outlet (any
case) are not segment ids. A sheet is at most 16 MB and 100,000 segments.
Problems are listed each once (at most 50, the rest counted), by row as a
spreadsheet shows the file (the header is row 1) and column.

Gas conditions: --temperature (every hood without its own), --altitude (ISA)
or --barometric-pressure (absolute), --moisture (% H₂O by volume); none given
is standard air (70 °F, 29.92 inHg, dry; 0.075 lb/ft³). Each segment's
VP = df·(V/4005)² inH₂O at its own gas (ACGIH density factor df = dft·dfe·dfm),
and every VP-based loss with it; other_loss and --outlet-pressure stay as
given. Where hoods of different temperature join, the main carries their
mixture (mass and enthalpy, constant cp). Flows and pressures are actual; the
fan's report adds its flow and FSP at standard air (Q·df, FSP/df), for a fan
catalogue. Junctions: the stream with the larger
|SP| governs; ratio ≤ 1.05 no correction, ≤ 1.20 the lower stream's flow
× √ratio, above: redesign (the next smaller size is suggested; with
--apply-redesign it is taken until the junction holds, and the report lists
each size changed, from → to, and each junction where no size helps, and why).
Discharge side: segments whose run ends at outlet (e.g. stack,to=outlet) carry
the fan's flow; SP_out = --outlet-pressure + their losses, and FTP = FSP + VP_out.
FSP = SP_out − SP_in − VP_in.

Examples:
  $ duct-calc system examples/exhaust-system.csv --imperial
  $ duct-calc system examples/exhaust-system.csv --imperial --apply-redesign --outlet-pressure 0.5
  $ duct-calc system examples/exhaust-system.csv --imperial --temperature 300F --altitude 1500ft --moisture 5
  $ cat sheet.csv | duct-calc system - --metric --json

Exit codes: 0 designed and balanced, 1 a junction still needs a redesign,
2 an unreadable file or a bad sheet.
`;

/**
 * Defines the `system` subcommand's arguments, options, help and action (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the report goes to `io.stdout`; `-` reads the sheet from stdin.
 * @returns The command. Its action returns for exit 0, throws a
 *   `CommanderError` `duct-calc.check-failed` (exit 1) after the report when
 *   a junction still needs a redesign, and calls `this.error` (exit 2) for
 *   an unreadable file or a bad sheet, one line per problem.
 */
export function defineSystemCommand(command: Command, io: CliIo): Command {
  command
    .argument('<sheet>', 'the system sheet (CSV), or - for standard input')
    .addOption(new Option('--metric', 'bare numbers and results in metric units (the default)').conflicts('imperial'))
    .addOption(new Option('--imperial', 'bare numbers and results in US units').conflicts('metric'))
    .addOption(new Option('--friction <method>', 'friction of every segment').choices(['acgih', 'colebrook']).default('acgih'))
    .addOption(new Option('--outlet-pressure <pressure>', 'static pressure at the outlet end of the discharge segments, or all of SP_out without them (inH₂O; metric Pa); default 0'));
  addMeasureOptions(command, CONDITION_MEASURES);
  return command
    .addOption(new Option(`--${optionName(MOISTURE_SPEC.key)} <percent>`, `${MOISTURE_SPEC.label}: water vapour in the gas, % H₂O by volume`))
    .addOption(new Option('--dust <id>', `the dust, when the explosion table names it (${EXPLOSIBLE_DUST_IDS.join(', ')}): a combustible-dust warning (NFPA 660) and the explosion protection page's link`))
    .addOption(new Option('--kst <KSt>', "the dust's tested deflagration index (bar·m/s): a combustible-dust warning"))
    .addOption(new Option('--loading <concentration>', 'dust loading in the ducts (g/m³; --imperial: gr/ft³), compared with the --dust minimum explosible concentration'))
    .addOption(new Option('--apply-redesign', 'take the suggested smaller sizes until every junction holds'))
    .addOption(new Option('--json', 'print one line of JSON at full precision'))
    .addHelpText('after', HELP_AFTER)
    .action(async function systemAction(this: Command, sheet: string, options: SystemCommandOptions) {
      const { runSystem } = await import('./run.ts');
      const outcome = await runSystem(sheet, options, io);
      if (outcome.status === 'error') {
        const [last, ...before] = [...outcome.messages].reverse();
        for (const message of before.reverse()) io.stderr.write(diagnosticLine(`error: ${message}`));
        this.error(`error: ${last}`, USAGE_ERROR);
      }
      io.stdout.write(outcome.output);
      if (!outcome.balanced) throw new CommanderError(EXIT_CODES.checkFailed, `${OWN_ERROR_PREFIX}check-failed`, '');
    });
}
