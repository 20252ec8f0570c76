/**
 * The system's tree: segments flow toward the fan, each into one `to`; on
 * the fan's discharge side, one run of segments leads from the fan to the
 * outlet (the last one's `to` is `outlet`). This module checks the shape
 * (unique ids, every `to` known, no cycle, one fan, one discharge run) and
 * orders the segments from the hoods to the fan, then to the outlet.
 *
 * Every walk here iterates with its own stack or queue: a sheet may hold a
 * chain of tens of thousands of segments, deeper than the call stack.
 */
import type { SystemIssue } from './design.ts';

/** The id a segment names as its `to` when it is the fan inlet. */
export const FAN_ID = 'fan';
/** The id the last segment of the discharge side names as its `to`: the outlet to atmosphere (stack top). */
export const OUTLET_ID = 'outlet';

/**
 * Whether an id names the fan or the outlet (any case, spaces around it
 * ignored): such a `to` ends a run, so no segment may take it as its id.
 */
export const isReservedId = (id: string): boolean => [FAN_ID, OUTLET_ID].includes(id.trim().toLowerCase());

/** What the tree needs of a segment. */
export interface TreeNode {
  readonly segment: string;
  /** The segment it flows into, `fan` or `outlet`; blank when not given (the caller reports it; no edge). */
  readonly to: string;
  /** Sheet row as a spreadsheet shows it (the header is row 1). */
  readonly row: number;
  /** Position in the sheet (0-based). */
  readonly index: number;
}

/** The checked tree. */
export interface SystemTree {
  /** Segment indices in sheet order, each moved after every segment that flows into it. */
  readonly order: readonly number[];
  /** For each segment index, the indices of the segments flowing into it (sheet order). */
  readonly inflows: readonly (readonly number[])[];
  /** The index of the segment that flows into the fan. */
  readonly fanInlet: number;
  /** The discharge side, from the fan outlet to the outlet (segment indices); empty when there is none. */
  readonly discharge: readonly number[];
}

/** Where a node's run ends: at the fan, at the outlet, or nowhere (a blank or unknown `to`, a cycle). */
type RunEnd = 'fan' | 'outlet' | 'none';

/**
 * Checks and orders a system's tree.
 *
 * @param nodes The segments in sheet order (ids non-blank; a blank `to` has
 *   no edge and no issue here, the caller names it).
 * @param options `rowsLeftOut`: the caller left rows out (no id, a reserved
 *   id), one of which may be the fan's inlet, so a missing fan is not reported.
 * @returns `success` with the order, inflows and fan inlet (indices into
 *   `nodes`); or `error` with every problem found, each once and naming the
 *   segment and its row: a repeated id (its row is then left out of the
 *   other checks), a `to` that names no segment or the
 *   segment itself, each cycle (its members in flow order); on the discharge
 *   side (the segments whose run ends at `outlet`), a segment that two join,
 *   or two runs; two or more segments flowing to the fan, or none (reported
 *   only when every `to` is known, since a missing one may be the fan's).
 *   `order` holds the suction side only. Never throws; linear in the nodes.
 */
export function buildTree(
  nodes: readonly TreeNode[],
  options: { rowsLeftOut?: boolean } = {},
): { status: 'success'; data: SystemTree } | { status: 'error'; issues: SystemIssue[] } {
  const issues: SystemIssue[] = [];
  const issue = (node: TreeNode, column: string, message: string) => issues.push({ segment: node.segment, row: node.row, index: node.index, column, message });
  const indexOf = new Map<string, number>();
  nodes.forEach((node, index) => {
    const first = indexOf.get(node.segment);
    if (first === undefined) indexOf.set(node.segment, index);
    else issue(node, 'segment', `Segment ${node.segment} (row ${node.row}) repeats the id of row ${nodes[first]!.row}; each segment needs its own id`);
  });

  let unknownTo = options.rowsLeftOut === true;
  const repeated = (index: number) => indexOf.get(nodes[index]!.segment) !== index;
  const target: (number | undefined)[] = nodes.map((node, index) => {
    if (repeated(index) || node.to === '' || isReservedId(node.to)) {
      unknownTo ||= node.to === '';
      return undefined;
    }
    const to = indexOf.get(node.to);
    unknownTo = unknownTo || to === undefined || to === index;
    if (to === undefined) issue(node, 'to', `Segment ${node.segment} (row ${node.row}) flows into "${node.to}", which is not a segment of the sheet (nor fan, nor outlet)`);
    else if (to === index) issue(node, 'to', `Segment ${node.segment} (row ${node.row}) flows into itself; give the segment it joins, or fan`);
    return to === index ? undefined : to;
  });
  const inflows: number[][] = nodes.map(() => []);
  target.forEach((to, index) => {
    if (to !== undefined) inflows[to]!.push(index);
  });

  const onCycle = cycleMembers(target, inflows);
  for (const members of onCycle) {
    const names = members.map((index) => nodes[index]!.segment);
    issue(nodes[members[0]!]!, 'to', `Segments ${[...names, names[0]].join(' → ')} form a cycle; the air must reach the fan`);
  }

  const ends = runEnds(nodes, target, repeated);
  const discharge = dischargeRun(nodes, target, inflows, ends, issues);
  const fanInlets = nodes.map((_, index) => index).filter((index) => !repeated(index) && target[index] === undefined && nodes[index]!.to.toLowerCase() === FAN_ID);
  if (fanInlets.length > 1) {
    const second = nodes[fanInlets[1]!]!;
    const named = fanInlets.map((index) => nodes[index]!.segment).join(', ');
    issue(second, 'to', `Segments ${named} each flow to a fan: a sheet is one system with one fan; join them in a main that flows to the fan`);
  } else if (fanInlets.length === 0 && !unknownTo && onCycle.length === 0) {
    issues.push({ message: 'No segment flows to the fan; give one segment the to "fan"' });
  }
  if (issues.length > 0) return { status: 'error', issues };
  const onDischarge = new Set(discharge);
  return { status: 'success', data: { order: sheetOrder(inflows).filter((index) => !onDischarge.has(index)), inflows, fanInlet: fanInlets[0]!, discharge } };
}

/**
 * The cycles of the graph (each node has at most one `to`), by Kahn's walk
 * from the nodes nothing flows into: what it never reaches lies on a cycle.
 *
 * @returns The members of each cycle in flow order, from its first node in
 *   sheet order; the cycles in the order of those first nodes.
 */
function cycleMembers(target: readonly (number | undefined)[], inflows: readonly (readonly number[])[]): number[][] {
  const waiting = inflows.map((list) => list.length);
  const ready = waiting.flatMap((count, index) => (count === 0 ? [index] : []));
  while (ready.length > 0) {
    const to = target[ready.pop()!];
    if (to !== undefined && --waiting[to]! === 0) ready.push(to);
  }
  const cycles: number[][] = [];
  waiting.forEach((count, start) => {
    if (count === 0) return;
    const members = [start];
    waiting[start] = 0;
    for (let next = target[start]!; next !== start; next = target[next]!) {
      members.push(next);
      waiting[next] = 0;
    }
    cycles.push(members);
  });
  return cycles;
}

/** Where each node's run ends, following `to` with memo (each node is walked once). */
function runEnds(nodes: readonly TreeNode[], target: readonly (number | undefined)[], repeated: (index: number) => boolean): RunEnd[] {
  const ends: (RunEnd | undefined)[] = nodes.map(() => undefined);
  /** The walk that last passed each node: meeting the current walk again is a cycle. */
  const walkOf = nodes.map(() => -1);
  nodes.forEach((_, start) => {
    const path: number[] = [];
    let end: RunEnd | undefined;
    for (let at = start; end === undefined; ) {
      if (ends[at] !== undefined) end = ends[at];
      else if (walkOf[at] === start || repeated(at)) end = 'none';
      else {
        walkOf[at] = start;
        path.push(at);
        const to = target[at];
        const named = nodes[at]!.to.toLowerCase();
        if (to !== undefined) at = to;
        else end = named === FAN_ID || named === OUTLET_ID ? named : 'none';
      }
    }
    for (const index of path) ends[index] = end;
  });
  return ends as RunEnd[];
}

/**
 * The discharge side: the segments whose run ends at `outlet`, which must be
 * one run from the fan (nothing joins it, the fan's whole flow goes through).
 *
 * @returns Their indices from the fan outlet to the outlet; problems are added to `issues`.
 */
function dischargeRun(
  nodes: readonly TreeNode[],
  target: readonly (number | undefined)[],
  inflows: readonly (readonly number[])[],
  ends: readonly RunEnd[],
  issues: SystemIssue[],
): number[] {
  const members = nodes.map((_, index) => index).filter((index) => ends[index] === 'outlet');
  let joined = false;
  for (const index of members) {
    if (inflows[index]!.length < 2) continue;
    joined = true;
    const names = inflows[index]!.map((from) => nodes[from]!.segment).join(', ');
    const node = nodes[index]!;
    issues.push({ segment: node.segment, row: node.row, index: node.index, column: 'to', message: `Segments ${names} both flow into ${node.segment}, which leads to the outlet: the discharge side is one run of segments from the fan to the outlet` });
  }
  const starts = members.filter((index) => inflows[index]!.length === 0);
  if (!joined && starts.length > 1) {
    const second = nodes[starts[1]!]!;
    issues.push({
      segment: second.segment,
      row: second.row,
      index: second.index,
      column: 'to',
      message: `Segments ${starts.map((index) => nodes[index]!.segment).join(', ')} each start a run to the outlet: the fan discharges into one run; chain them (each flows into the next, the last to outlet)`,
    });
  }
  if (joined || starts.length !== 1) return [];
  const run: number[] = [];
  for (let at: number | undefined = starts[0]; at !== undefined; at = target[at]) run.push(at);
  return run;
}

/**
 * The nodes of the trees whose last nodes are `roots`, each after every node
 * that flows into it, those in sheet order: a depth-first walk with its own
 * stack, so a chain of any length is walked.
 */
function postOrder(inflows: readonly (readonly number[])[], roots: Iterable<number>, done?: boolean[]): number[] {
  const order: number[] = [];
  const stack: number[] = [];
  const next: number[] = [];
  for (const root of roots) {
    if (done?.[root]) continue;
    if (done) done[root] = true;
    stack.push(root);
    next.push(0);
    while (stack.length > 0) {
      const top = stack.length - 1;
      const at = stack[top]!;
      const child = inflows[at]![next[top]!];
      if (child === undefined) {
        order.push(at);
        stack.pop();
        next.pop();
      } else {
        next[top]! += 1;
        if (done?.[child]) continue;
        if (done) done[child] = true;
        stack.push(child);
        next.push(0);
      }
    }
  }
  return order;
}

/**
 * The segments in sheet order, except that a segment comes after every
 * segment that flows into it (those are pulled forward, in sheet order).
 */
function sheetOrder(inflows: readonly (readonly number[])[]): number[] {
  return postOrder(
    inflows,
    inflows.map((_, index) => index),
    inflows.map(() => false),
  );
}

/**
 * The segments of a stream, each branch (inflows in sheet order) before the
 * main it joins.
 *
 * @param inflows The inflows of each segment (an acyclic tree).
 * @param index The stream's last segment.
 * @returns Segment indices, the stream's own last.
 */
export function upstreamFirst(inflows: readonly (readonly number[])[], index: number): number[] {
  return postOrder(inflows, [index]);
}
