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

/** What the partial design's words need: the sheet, its tree, who holds back what, and each problem's name. */
interface Analysis {
  readonly partial: PartialInput;
  readonly tree: SystemTree;
  readonly holds: Holds;
  /** By segment position: the problems in the streams meeting at it (a junction does not wait for its main's own cells). */
  readonly junctionHeld: readonly number[];
  readonly parent: readonly (number | undefined)[];
  readonly onDischarge: ReadonlySet<number>;
  /** Each problem's cell as a sentence names it. */
  readonly names: readonly string[];
}

const idOf = ({ partial }: Analysis, index: number) => partial.input.segments[index]!.segment;
const waits = ({ names }: Analysis, held: number, firstPlace: number) => waitsForText(names[firstPlace]!, held);
const isWithheldJunction = ({ tree, junctionHeld }: Analysis, index: number) => tree.inflows[index]!.length > 1 && junctionHeld[index]! > 0;
/** Why a withheld junction waits: the first problem among its streams, and how many. */
const junctionWaits = (analysis: Analysis, index: number) =>
  waits(analysis, analysis.junctionHeld[index]!, analysis.tree.inflows[index]!.reduce<number | undefined>((soFar, from) => earlier(soFar, analysis.holds.first[from]), undefined)!);

/** The problems' analysis: who holds back what, the tree's links and the cells' names. */
function analyse(partial: PartialInput, tree: SystemTree): Analysis {
  const holds = holdsOf(partial, tree);
  const onDischarge = new Set(tree.discharge);
  const named = (index: number): NamedSegment => ({
    segment: partial.input.segments[index]!.segment,
    row: partial.input.segments[index]!.row,
    role: onDischarge.has(index) ? 'discharge' : tree.inflows[index]!.length > 0 ? 'main' : 'hood',
  });
  return {
    partial,
    tree,
    holds,
    junctionHeld: holds.count.map((held, index) => held - holds.own[index]!.length),
    parent: parentsOf(tree),
    onDischarge,
    names: partial.problems.map((problem) => cellName(problem, problem.index === undefined ? undefined : named(problem.index))),
  };
}

/**
 * The designed segments a waiting junction may still change: the first
 * waiting junction on each one's way to the fan (walked from the fan up),
 * and one note per such junction.
 */
function provisionalOf(analysis: Analysis, designable: readonly boolean[]): Pick<PartialDesign, 'provisional' | 'provisionalNotes'> {
  const { tree, parent } = analysis;
  const pending: (number | undefined)[] = tree.inflows.map(() => undefined);
  for (let step = tree.order.length - 1; step >= 0; step -= 1) {
    const index = tree.order[step]!;
    const into = parent[index];
    pending[index] = into === undefined ? undefined : isWithheldJunction(analysis, into) ? into : pending[into];
  }
  const raisable = tree.order.filter((index) => designable[index] && pending[index] !== undefined);
  const raisedAt = new Map<number, string[]>();
  for (const index of raisable) {
    const junction = pending[index]!;
    if (!raisedAt.has(junction)) raisedAt.set(junction, []);
    raisedAt.get(junction)!.push(idOf(analysis, index));
  }
  return {
    provisional: raisable.map((index) => ({ segment: idOf(analysis, index), junction: idOf(analysis, pending[index]!) })),
    provisionalNotes: tree.order.filter((index) => raisedAt.has(index)).map((index) => provisionalNote(idOf(analysis, index), junctionWaits(analysis, index), raisedAt.get(index)!)),
  };
}

/**
 * What solving one problem would design, in a line: the segments from its
 * row to the fan and the junctions on the way (not the one at its own row,
 * which its streams decide), the discharge run (all of it, or from the fan
 * to a discharge cell), and the fan duty; what it alone holds back first.
 */
function holdBackOf(analysis: Analysis, place: number): string {
  const { partial, tree, holds, junctionHeld, parent, onDischarge, names } = analysis;
  const { problems } = partial;
  const problem = problems[place]!;
  const alone = { segments: [] as string[], junctions: [] as string[], fan: problems.length === 1 } satisfies HeldBack;
  const joint = { segments: [] as string[], junctions: [] as string[], fan: problems.length > 1 } satisfies HeldBack;
  const addSegment = (index: number) => (holds.count[index] === 1 ? alone : joint).segments.push(idOf(analysis, index));
  const onRun = problem.index !== undefined && onDischarge.has(problem.index);
  if (problem.index !== undefined && !onRun) {
    for (let at: number | undefined = problem.index; at !== undefined; at = parent[at]) {
      if (at !== problem.index && tree.inflows[at]!.length > 1) (junctionHeld[at] === 1 ? alone : joint).junctions.push(idOf(analysis, at));
      addSegment(at);
    }
  }
  const last = onRun ? tree.discharge.indexOf(problem.index!) : tree.discharge.length - 1;
  for (let step = 0; step <= last; step += 1) addSegment(tree.discharge[step]!);
  const others = problems.length === 2 ? names[1 - place]! : problems.length - 1;
  return holdBackLine(names[place]!, problem.blank, alone, joint, others);
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
  const analysis = analyse(partial, tree);
  const { count, first } = analysis.holds;
  const designable = count.map((held) => held === 0);
  const designed = designUsable(input, tree, designable);
  if (designed.status === 'error') return designed;

  const flowOrder = [...tree.order, ...tree.discharge];
  const withheldSegments: WithheldSegment[] = flowOrder
    .filter((index) => !designable[index])
    .map((index) => ({
      segment: idOf(analysis, index),
      row: input.segments[index]!.row,
      side: analysis.onDischarge.has(index) ? 'discharge' : 'suction',
      waitsFor: waits(analysis, count[index]!, first[index]!),
    }));
  const withheldJunctions: WithheldJunction[] = tree.order
    .filter((index) => isWithheldJunction(analysis, index))
    .map((index) => ({ at: idOf(analysis, index), waitsFor: junctionWaits(analysis, index) }));
  const listed = Math.min(problems.length, MAX_LISTED_ISSUES);
  const holdBack = Array.from({ length: listed }, (_, place) => holdBackOf(analysis, place));
  if (problems.length > listed) holdBack.push(moreProblemsLine(problems.length - listed));

  return {
    status: 'success',
    data: {
      segments: flowOrder.filter((index) => designable[index]).map((index) => designed.data.results[index]!),
      junctions: designed.data.junctions,
      ...provisionalOf(analysis, designable),
      withheldSegments,
      withheldJunctions,
      fanWaitsFor: waits(analysis, problems.length, 0),
      holdBack,
      warnings: designed.data.warnings,
    },
  };
}
