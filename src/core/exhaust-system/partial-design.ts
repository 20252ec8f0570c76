/**
 * Designs what a sheet with unusable cells allows (issue 18, partial
 * results), and says what each problem holds back.
 *
 * In the ACGIH velocity-pressure method a segment's figures rest on its own
 * cells and on everything upstream of it: a main carries the corrected flows
 * of its branches and starts from the |SP| of the junction. So a segment is
 * designed when its cells and its whole upstream can be used, a junction is
 * balanced when every stream meeting there is designed, and the discharge
 * run (at the fan's flow, its |SP| summed from the outlet) and the fan's duty
 * need the whole suction side. What is designed is computed by the very
 * steps of the full design; only a junction further down that waits may
 * still raise a designed stream's flow (`provisional` says which).
 */
import type { PartialDesign, SystemIssue, WithheldJunction, WithheldSegment } from './design.ts';
import { designUsable } from './design-system.ts';
import { cellName, holdBackLine, provisionalNote, waitsForText, type HeldBack, type NamedSegment } from './hold-back.ts';
import type { PartialInput } from './input.ts';
import { MAX_LISTED_ISSUES, moreProblemsLine } from './issue-list.ts';
import { buildTree, type SystemTree } from './tree.ts';

/** The earlier of two problems (by their place in the list), either may be absent. */
const earlier = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

/** Which problems hold back each segment: how many, and the first of them (by its place in the list). */
interface Holds {
  /** By segment position: the problems in the segment's own cells (their places in the list). */
  readonly own: readonly (readonly number[])[];
  /** The problems in the outlet pressure. */
  readonly outlet: readonly number[];
  /** By segment position: how many problems hold it back (0: it is designed). */
  readonly count: readonly number[];
  /** By segment position: the first problem holding it back. */
  readonly first: readonly (number | undefined)[];
}

/**
 * Counts the problems holding back each segment, in one pass each way: a
 * suction segment waits for its own cells and its whole upstream; a
 * discharge segment for the whole suction side, itself, every segment
 * between it and the outlet, and the outlet pressure.
 */
function holdsOf(partial: PartialInput, tree: SystemTree): Holds {
  const size = partial.input.segments.length;
  const own: number[][] = Array.from({ length: size }, () => []);
  const outlet: number[] = [];
  partial.problems.forEach((problem, place) => (problem.index === undefined ? outlet : own[problem.index]!).push(place));
  const count = own.map((list) => list.length);
  const first = own.map((list) => list[0]);
  for (const index of tree.order) {
    for (const from of tree.inflows[index]!) {
      count[index]! += count[from]!;
      first[index] = earlier(first[index], first[from]);
    }
  }
  let runCount = outlet.length + count[tree.fanInlet]!;
  let runFirst = earlier(outlet[0], first[tree.fanInlet]);
  for (let step = tree.discharge.length - 1; step >= 0; step -= 1) {
    const index = tree.discharge[step]!;
    runCount += own[index]!.length;
    runFirst = earlier(runFirst, own[index]![0]);
    count[index] = runCount;
    first[index] = runFirst;
  }
  return { own, outlet, count, first };
}

/** The segment each one flows into (by position), `undefined` at the fan inlet and on the discharge side. */
function parentsOf(tree: SystemTree): (number | undefined)[] {
  const parent: (number | undefined)[] = tree.inflows.map(() => undefined);
  tree.inflows.forEach((inflows, index) => {
    for (const from of inflows) parent[from] = index;
  });
  return parent;
}

/**
 * Designs what a sheet allows when its tree holds but some cells cannot be
 * used.
 *
 * @param partial What `readSystem` gives beside its issues for such a sheet
 *   (`partial`): the rows in SI as far as they read, and at least one cell
 *   that cannot be used.
 * @returns `success` with a `PartialDesign`: the segments and junctions
 *   designed (exactly as the full design computes them, up to the junctions
 *   that wait), the designed segments a waiting junction may still raise
 *   (`provisional`, with one note per such junction), each segment and
 *   junction withheld with the first cell it waits for (`waits for the flow
 *   of hood A (row 2)`), why the fan duty waits (every problem holds it
 *   back), and one line per problem saying what solving it would design
 *   (at most 50, the rest counted); or `error` with one issue, as
 *   `designSystem`, for a figure beyond the numbers a double holds, or the
 *   tree's problems. Never throws; linear in the segments, plus the path to
 *   the fan of each problem listed.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9 (what each step of the
 * velocity-pressure method rests on).
 */
export function designSystemPartly(partial: PartialInput): { status: 'success'; data: PartialDesign } | { status: 'error'; issues: SystemIssue[] } {
  const { input, problems } = partial;
  const built = buildTree(input.segments.map((segment, index) => ({ segment: segment.segment, to: segment.to, row: segment.row, index })));
  if (built.status === 'error') return built;
  const tree = built.data;
  const holds = holdsOf(partial, tree);
  const { count, first, own } = holds;
  const designable = count.map((held) => held === 0);
  const designed = designUsable(input, tree, designable);
  if (designed.status === 'error') return designed;

  const onDischarge = new Set(tree.discharge);
  const named = (index: number): NamedSegment => ({
    segment: input.segments[index]!.segment,
    row: input.segments[index]!.row,
    role: onDischarge.has(index) ? 'discharge' : tree.inflows[index]!.length > 0 ? 'main' : 'hood',
  });
  const names = problems.map((problem) => cellName(problem, problem.index === undefined ? undefined : named(problem.index)));
  const waits = (held: number, firstPlace: number) => waitsForText(names[firstPlace]!, held);
  const idOf = (index: number) => input.segments[index]!.segment;

  const flowOrder = [...tree.order, ...tree.discharge];
  const withheldSegments: WithheldSegment[] = flowOrder
    .filter((index) => !designable[index])
    .map((index) => ({ segment: idOf(index), row: input.segments[index]!.row, side: onDischarge.has(index) ? 'discharge' : 'suction', waitsFor: waits(count[index]!, first[index]!) }));

  // A junction waits for every problem in the streams meeting there, not for its main's own cells.
  const junctionHeld = count.map((held, index) => held - own[index]!.length);
  const isWithheldJunction = (index: number) => tree.inflows[index]!.length > 1 && junctionHeld[index]! > 0;
  const junctionFirst = (index: number) => tree.inflows[index]!.reduce<number | undefined>((soFar, from) => earlier(soFar, first[from]), undefined)!;
  const withheldJunctions: WithheldJunction[] = tree.order.filter(isWithheldJunction).map((index) => ({ at: idOf(index), waitsFor: waits(junctionHeld[index]!, junctionFirst(index)) }));

  // The first waiting junction on each designed segment's way to the fan: walked from the fan up.
  const parent = parentsOf(tree);
  const pending: (number | undefined)[] = tree.inflows.map(() => undefined);
  for (let step = tree.order.length - 1; step >= 0; step -= 1) {
    const index = tree.order[step]!;
    const into = parent[index];
    pending[index] = into === undefined ? undefined : isWithheldJunction(into) ? into : pending[into];
  }
  const provisionalAt = tree.order.filter((index) => designable[index] && pending[index] !== undefined);
  const provisional = provisionalAt.map((index) => ({ segment: idOf(index), junction: idOf(pending[index]!) }));
  const raisedAt = new Map<number, string[]>();
  for (const index of provisionalAt) raisedAt.set(pending[index]!, [...(raisedAt.get(pending[index]!) ?? []), idOf(index)]);
  const provisionalNotes = tree.order
    .filter((index) => raisedAt.has(index))
    .map((index) => provisionalNote(idOf(index), waits(junctionHeld[index]!, junctionFirst(index)), raisedAt.get(index)!));

  /** What solving one problem would design: alone, and with the others solved too. */
  const holdBack = (place: number): string => {
    const problem = problems[place]!;
    // Walked from the problem toward the fan, then along the discharge run.
    const alone = { segments: [] as string[], junctions: [] as string[], fan: problems.length === 1 } satisfies HeldBack;
    const joint = { segments: [] as string[], junctions: [] as string[], fan: problems.length > 1 } satisfies HeldBack;
    const addSegment = (index: number) => (count[index] === 1 ? alone : joint).segments.push(idOf(index));
    if (problem.index !== undefined && !onDischarge.has(problem.index)) {
      for (let at: number | undefined = problem.index; at !== undefined; at = parent[at]) {
        if (at !== problem.index && tree.inflows[at]!.length > 1) (junctionHeld[at] === 1 ? alone : joint).junctions.push(idOf(at));
        addSegment(at);
      }
    }
    // The discharge run, from the fan: a suction problem or the outlet pressure holds all of it; a discharge cell, the run from the fan to it.
    const last = problem.index !== undefined && onDischarge.has(problem.index) ? tree.discharge.indexOf(problem.index) : tree.discharge.length - 1;
    for (let step = 0; step <= last; step += 1) addSegment(tree.discharge[step]!);
    const others = problems.length === 2 ? names[1 - place]! : problems.length - 1;
    return holdBackLine(names[place]!, problem.blank, alone, joint, others);
  };
  const listed = Math.min(problems.length, MAX_LISTED_ISSUES);
  const holdBackLines = Array.from({ length: listed }, (_, place) => holdBack(place));
  if (problems.length > listed) holdBackLines.push(moreProblemsLine(problems.length - listed));

  return {
    status: 'success',
    data: {
      segments: flowOrder.filter((index) => designable[index]).map((index) => designed.data.results[index]!),
      junctions: designed.data.junctions,
      provisional,
      provisionalNotes,
      withheldSegments,
      withheldJunctions,
      fanWaitsFor: waits(problems.length, 0),
      holdBack: holdBackLines,
      warnings: designed.data.warnings,
    },
  };
}
