/**
 * The words of a partial design (issue 18, partial results): how a cell that
 * cannot be used is named, why a segment or junction waits, and what each
 * problem holds back. No value appears, so the words are the same in either
 * unit system.
 */
import { formatNumber } from '../format/number.ts';
import { INCREASE_FLOW_RATIO } from './design-system.ts';
import type { CellProblem } from './input.ts';

/** What a segment is in the tree: a hood (nothing flows into it), a main, or on the fan's discharge side. */
export type SegmentRole = 'hood' | 'main' | 'discharge';

/** A segment as the words name it. */
export interface NamedSegment {
  readonly segment: string;
  /** The sheet row (the header is row 1). */
  readonly row: number;
  readonly role: SegmentRole;
}

/** What a problem holds back: segments, the junctions (by their main), and whether the fan duty. */
export interface HeldBack {
  readonly segments: readonly string[];
  readonly junctions: readonly string[];
  readonly fan: boolean;
}

const ROLE_NAMES: Readonly<Record<SegmentRole, string>> = { hood: 'hood', main: 'main', discharge: 'discharge segment' };

/** The columns as a sentence names them. */
const COLUMN_NAMES: Readonly<Record<string, string>> = {
  segment: 'id',
  to: 'to',
  flow: 'flow',
  min_velocity: 'minimum velocity',
  diameter: 'diameter',
  length: 'length',
  material: 'material',
  hood_type: 'hood type',
  hood_entry_loss: 'hood entry loss Fh',
  slot_loss: 'slot loss Fs',
  slot_velocity: 'slot velocity',
  slot_area: 'slot area',
  elbows: 'elbows',
  elbow_loss: 'elbow loss',
  elbow_rd: 'elbow R/D',
  entry_loss: 'entry loss',
  fittings: 'fittings',
  other_loss: 'other loss',
  hood: 'hood design',
};

/** A blank cell whose problem another column could answer as well. */
const BLANK_NAMES: Readonly<Record<string, string>> = {
  diameter: 'diameter or minimum velocity',
  slot_velocity: 'slot velocity or slot area',
  hood_type: 'hood type or hood entry loss Fh',
};

/** The most names a list gives before it counts the rest. */
const MAX_NAMES = 6;

/**
 * A cell as a sentence names it.
 *
 * @param problem The cell.
 * @param segment Its segment (absent for the outlet pressure).
 * @returns e.g. `the flow of hood A (row 2)`, `the diameter or minimum
 *   velocity of main C (row 4)` (both blank), `the outlet pressure`.
 */
export function cellName(problem: CellProblem, segment: NamedSegment | undefined): string {
  if (segment === undefined) return 'the outlet pressure';
  const column = (problem.blank ? BLANK_NAMES[problem.column] : undefined) ?? COLUMN_NAMES[problem.column] ?? problem.column;
  return `the ${column} of ${ROLE_NAMES[segment.role]} ${segment.segment} (row ${segment.row})`;
}

/**
 * Why something waits.
 *
 * @param first The name of the first cell it waits for (`cellName`).
 * @param count How many cells it waits for, at least 1.
 * @returns `waits for the flow of hood A (row 2)`, or `… and 2 other problems`.
 */
export function waitsForText(first: string, count: number): string {
  const others = count - 1;
  return others === 0 ? `waits for ${first}` : `waits for ${first} and ${formatNumber(others, 'result', { decimals: 0 })} other problem${others === 1 ? '' : 's'}`;
}

/** Names in words: `A`, `A and B`, `A, B and C`; past six, `A, B, C, D, E, F and 12 more`. */
export function listText(names: readonly string[]): string {
  if (names.length > MAX_NAMES) return `${names.slice(0, MAX_NAMES).join(', ')} and ${formatNumber(names.length - MAX_NAMES, 'result', { decimals: 0 })} more`;
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** `A, C and E, the junctions at C and E, and the fan duty`. */
function heldText({ segments, junctions, fan }: HeldBack): string {
  const parts = [
    ...(segments.length > 0 ? [listText(segments)] : []),
    ...(junctions.length > 0 ? [`the junction${junctions.length === 1 ? '' : 's'} at ${listText(junctions)}`] : []),
    ...(fan ? ['the fan duty'] : []),
  ];
  return parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}`;
}

const isEmpty = ({ segments, junctions, fan }: HeldBack) => segments.length === 0 && junctions.length === 0 && !fan;

/**
 * What a problem holds back, in one line.
 *
 * @param cell The cell's name (`cellName`).
 * @param blank Whether the cell is blank (Give) or typed and refused (Correct).
 * @param alone What it alone holds back: solving it designs these.
 * @param joint What other problems hold back as well: solving them too designs these.
 * @param others The other problems: the name of the one other, or their count.
 * @returns e.g. `Give the flow of hood A (row 2) to design A, C and E, the
 *   junctions at C and E, and the fan duty.`; with other problems, `…to
 *   design A; with the other 2 problems solved too, also C, the junction at
 *   C, and the fan duty.`
 */
export function holdBackLine(cell: string, blank: boolean, alone: HeldBack, joint: HeldBack, others: string | number): string {
  const verb = blank ? 'Give' : 'Correct';
  const withOthers = typeof others === 'string' ? `with ${others} too` : `with the other ${formatNumber(others, 'result', { decimals: 0 })} problems solved too`;
  if (isEmpty(joint)) return `${verb} ${cell} to design ${heldText(alone)}.`;
  if (isEmpty(alone)) return `${verb} ${cell}, ${withOthers}, to design ${heldText(joint)}.`;
  return `${verb} ${cell} to design ${heldText(alone)}; ${withOthers}, also ${heldText(joint)}.`;
}

/**
 * Why designed segments may still change: the first junction on their way
 * to the fan waits, and balancing it may raise their stream's flow.
 *
 * @param junction The waiting junction's main.
 * @param waitsFor Why it waits (`waitsForText`).
 * @param segments The designed segments whose first waiting junction it is.
 * @returns e.g. `The junction at C waits for the flow of hood A (row 2):
 *   balancing it may still raise the flow of B by up to 9.5 %
 *   (Q·√(SP_gov/SP), ratio ≤ 1.20), and every figure with it.`
 */
export function provisionalNote(junction: string, waitsFor: string, segments: readonly string[]): string {
  const flows = segments.length === 1 ? `the flow of ${segments[0]}` : `the flows of ${listText(segments)}`;
  const most = formatNumber((Math.sqrt(INCREASE_FLOW_RATIO) - 1) * 100, 'result', { decimals: 1 });
  const ratio = formatNumber(INCREASE_FLOW_RATIO, 'result', { decimals: 2 });
  return `The junction at ${junction} ${waitsFor}: balancing it may still raise ${flows} by up to ${most}\u00a0% (Q·√(SP_gov/SP), ratio ≤ ${ratio}), and every figure with ${segments.length === 1 ? 'it' : 'them'}.`;
}
