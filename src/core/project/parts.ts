/**
 * Each part read by its own tool's reader, as the tool's page reads it: the
 * hood design, the exhaust system's sheet (designed by the ACGIH method),
 * the baghouse, the vent, the fan selection, the cost and the plan. The
 * project's links, checks and file reader all read the parts here, so they
 * agree with the tools.
 */
import { readBaghouse, type BaghouseReading } from '../baghouse/texts.ts';
import { readCostInputPartly, readOpexInputPartly } from '../cost/input.ts';
import type { SystemDesign, SystemIssue } from '../exhaust-system/design.ts';
import { designSystem } from '../exhaust-system/design-system.ts';
import { readDustHazard, type DustHazard } from '../exhaust-system/dust-hazard.ts';
import type { SystemInput } from '../exhaust-system/input.ts';
import { readSystem } from '../exhaust-system/read-sheet.ts';
import type { SystemSheet } from '../exhaust-system/sheet.ts';
import { readVentDesign, type VentReading } from '../explosion/read.ts';
import { readFanSelection, type FanReading } from '../fan/read.ts';
import { readHoodDesign, type HoodReading } from '../hood/read.ts';
import type { MeasureIssue } from '../report/measure.ts';
import type { CostPart, FanPart, HoodPart, TypedTexts } from './document.ts';
import type { BaghouseTextField } from '../baghouse/texts.ts';
import type { VentField } from '../explosion/fields.ts';

/**
 * The readings of parts already read, by the part object: a project's
 * parts are read-only values (a change makes a new part, as followLink
 * does), and the links and checks read the same system and baghouse many
 * times over.
 */
const SYSTEM_READINGS = new WeakMap<SystemSheet, SystemReading>();
const BAGHOUSE_READINGS = new WeakMap<TypedTexts<BaghouseTextField>, BaghouseReading>();

/** The reading of a part, read once. */
function remembered<Part extends object, Reading>(readings: WeakMap<Part, Reading>, part: Part, read: () => Reading): Reading {
  const known = readings.get(part);
  if (known !== undefined) return known;
  const reading = read();
  readings.set(part, reading);
  return reading;
}

/** A system sheet designed: the input read and the design, or every problem (readSystem's, then designSystem's). */
export type SystemReading = { readonly status: 'success'; readonly input: SystemInput; readonly design: SystemDesign } | { readonly status: 'error'; readonly issues: readonly SystemIssue[] };

/**
 * Designs the system from its sheet, as `duct-calc system` and the page do
 * (the redesign not applied: a junction to redesign is reported, not changed).
 *
 * @param sheet The system part.
 * @returns The input and design, or the issues (each naming its row, segment and column). Never throws.
 */
export function readSystemPart(sheet: SystemSheet): SystemReading {
  return remembered(SYSTEM_READINGS, sheet, () => {
    const input = readSystem(sheet);
    if (input.status === 'error') return { status: 'error', issues: input.issues };
    const designed = designSystem(input.data);
    return designed.status === 'error' ? designed : { status: 'success', input: input.data, design: designed.data };
  });
}

/**
 * The system's dust as its sheet gives it (its `dust` texts).
 *
 * @param sheet The system part.
 * @returns The dust, KSt and loading in SI, or the issues of its texts. Never throws.
 */
export function readSystemDust(sheet: SystemSheet): ReturnType<typeof readDustHazard> {
  return readDustHazard(sheet.dust ?? {}, sheet.units);
}

/** The dust hazard of a sheet whose dust can be read; `undefined` otherwise. */
export function systemDustOf(sheet: SystemSheet | undefined): DustHazard | undefined {
  if (sheet === undefined) return undefined;
  const read = readSystemDust(sheet);
  return read.status === 'success' ? read.data : undefined;
}

/**
 * A hood read by Hood Design's reader.
 *
 * @param hood A hood part.
 * @returns readHoodDesign's reading. Never throws.
 */
export function readHoodPart(hood: HoodPart): HoodReading {
  return readHoodDesign(hood.texts, hood.units, hood.typedIn ?? {});
}

/**
 * The baghouse read by Baghouse Design's reader.
 *
 * @param part The baghouse part.
 * @returns readBaghouse's reading (the design as far as the inputs go, or the issues). Never throws.
 */
export function readBaghousePart(part: TypedTexts<BaghouseTextField>): BaghouseReading {
  return remembered(BAGHOUSE_READINGS, part, () => readBaghouse(part.texts, part.units, part.typedIn ?? {}));
}

/**
 * The vent read by Explosion Protection's reader.
 *
 * @param part The explosion part.
 * @returns readVentDesign's reading (the design, or the issues). Never throws.
 */
export function readExplosionPart(part: TypedTexts<VentField>): VentReading {
  return readVentDesign(part.texts, part.units, part.typedIn ?? {});
}

/**
 * The fan read by Fan Selection's reader.
 *
 * @param part The fan part, its curve with it.
 * @returns readFanSelection's reading (the issues, the selection from what can be used, what is missing). Never throws.
 */
export function readFanPart(part: FanPart): FanReading {
  return readFanSelection(part.texts, part.curve ?? [], part.units, { ...(part.typedIn && { fields: part.typedIn }), ...(part.curveTypedIn && { rows: part.curveTypedIn }) });
}

/**
 * The cost's fields read by Cost Estimation's readers (capital and annual
 * cost, and the OPEX section when it has any text).
 *
 * @param part The cost part.
 * @returns One issue per field that cannot be used or is required and not
 *   given, the capital's first, each with its section. Never throws.
 */
export function readCostPart(part: CostPart): { readonly section: 'texts' | 'opexTexts'; readonly issue: MeasureIssue }[] {
  const capital = readCostInputPartly(part.texts, { insulated: part.insulated }, part.units, part.typedIn ?? {}).issues;
  const opexTexts = part.opexTexts ?? {};
  const opex = Object.values(opexTexts).some((text) => text.trim() !== '') ? readOpexInputPartly(opexTexts, part.units, part.opexTypedIn ?? {}).issues : [];
  return [...capital.map((issue) => ({ section: 'texts' as const, issue })), ...opex.map((issue) => ({ section: 'opexTexts' as const, issue }))];
}
