/**
 * The system's tree: segments flow toward the fan, each into one `to`; on
 * the fan's discharge side, one run of segments leads from the fan to the
 * outlet (the last one's `to` is `outlet`). This module checks the shape
 * (unique ids, every `to` known, no cycle, one fan, one discharge run) and
 * orders the segments from the hoods to the fan, then to the outlet.
 */
import type { SystemIssue } from './design.ts';

/** The id a segment names as its `to` when it is the fan inlet. */
export const FAN_ID = 'fan';
/** The id the last segment of the discharge side names as its `to`: the outlet to atmosphere (stack top). */
export const OUTLET_ID = 'outlet';

/** What the tree needs of a segment. */
export interface TreeNode {
  readonly segment: string;
  readonly to: string;
  /** Sheet row, 1-based. */
  readonly row: number;
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

/**
 * Checks and orders a system's tree.
 *
 * @param nodes The segments in sheet order (ids and `to` already non-blank).
 * @returns `success` with the order, inflows and fan inlet; or `error` with
 *   one issue per problem, each naming the segment: a repeated id, a `to`
 *   that names no segment, a cycle (its members in flow order), no segment
 *   or two or more segments flowing to the fan; on the discharge side (the
 *   segments whose run ends at `outlet`), a segment that two join, or two
 *   runs. `order` holds the suction side only. Never throws.
 */
export function buildTree(
  nodes: readonly TreeNode[],
): { status: 'success'; data: SystemTree } | { status: 'error'; issues: SystemIssue[] } {
  const issues: SystemIssue[] = [];
  const indexOf = new Map<string, number>();
  nodes.forEach((node, index) => {
    const first = indexOf.get(node.segment);
    if (first === undefined) indexOf.set(node.segment, index);
    else issues.push({ segment: node.segment, row: node.row, column: 'segment', message: `Segment ${node.segment} (row ${node.row}) repeats the id of row ${nodes[first]!.row}; each segment needs its own id` });
  });
  if (issues.length > 0) return { status: 'error', issues };

  const inflows: number[][] = nodes.map(() => []);
  const target: (number | undefined)[] = nodes.map((node) => {
    if (isTerminal(node.to)) return undefined;
    const index = indexOf.get(node.to);
    if (index === undefined) {
      issues.push({ segment: node.segment, row: node.row, column: 'to', message: `Segment ${node.segment} flows into "${node.to}", which is not a segment of the sheet (nor fan, nor outlet)` });
    } else if (nodes[index] === node) {
      issues.push({ segment: node.segment, row: node.row, column: 'to', message: `Segment ${node.segment} flows into itself; give the segment it joins, or fan` });
    }
    return index;
  });
  if (issues.length > 0) return { status: 'error', issues };
  target.forEach((to, index) => {
    if (to !== undefined) inflows[to]!.push(index);
  });

  // Kahn's walk from the hoods; what is left over lies on a cycle (each segment has one `to`).
  const waiting = inflows.map((list) => list.length);
  const ready = nodes.map((_, index) => index).filter((index) => waiting[index] === 0);
  while (ready.length > 0) {
    const index = ready.pop()!;
    const to = target[index];
    if (to !== undefined && --waiting[to]! === 0) ready.push(to);
  }
  const onCycle = new Set(nodes.map((_, index) => index).filter((index) => waiting[index]! > 0));
  for (const start of onCycle) {
    const members = [start];
    onCycle.delete(start);
    for (let next = target[start]!; next !== start; next = target[next]!) {
      members.push(next);
      onCycle.delete(next);
    }
    const names = members.map((index) => nodes[index]!.segment);
    const first = nodes[start]!;
    issues.push({ segment: first.segment, row: first.row, column: 'to', message: `Segments ${[...names, names[0]].join(' → ')} form a cycle; the air must reach the fan` });
  }
  if (issues.length > 0) return { status: 'error', issues };

  const discharge = dischargeRun(nodes, target, inflows, issues);
  if (issues.length > 0) return { status: 'error', issues };
  const fanInlets = nodes.map((_, index) => index).filter((index) => target[index] === undefined && nodes[index]!.to.toLowerCase() === FAN_ID);
  if (fanInlets.length !== 1) {
    const named = fanInlets.map((index) => nodes[index]!.segment).join(', ');
    const first = nodes[fanInlets[1] ?? 0];
    issues.push({
      segment: first?.segment,
      row: first?.row,
      column: 'to',
      message:
        fanInlets.length === 0
          ? 'No segment flows to the fan; give one segment the to "fan"'
          : `Segments ${named} each flow to a fan: a sheet is one system with one fan; join them in a main that flows to the fan`,
    });
    return { status: 'error', issues };
  }
  const fanInlet = fanInlets[0]!;
  const onDischarge = new Set(discharge);
  return { status: 'success', data: { order: sheetOrder(inflows).filter((index) => !onDischarge.has(index)), inflows, fanInlet, discharge } };
}

const isTerminal = (to: string) => [FAN_ID, OUTLET_ID].includes(to.toLowerCase());

/**
 * The discharge side: the segments whose run ends at `outlet`, which must be
 * one run from the fan (nothing joins it, the fan's whole flow goes through).
 *
 * @returns Their indices from the fan outlet to the outlet; problems are added to `issues`.
 */
function dischargeRun(nodes: readonly TreeNode[], target: readonly (number | undefined)[], inflows: readonly (readonly number[])[], issues: SystemIssue[]): number[] {
  const endsAtOutlet = (index: number): boolean => {
    const to = target[index];
    return to === undefined ? nodes[index]!.to.toLowerCase() === OUTLET_ID : endsAtOutlet(to);
  };
  const members = nodes.map((_, index) => index).filter(endsAtOutlet);
  for (const index of members) {
    if (inflows[index]!.length < 2) continue;
    const names = inflows[index]!.map((from) => nodes[from]!.segment).join(', ');
    const node = nodes[index]!;
    issues.push({ segment: node.segment, row: node.row, column: 'to', message: `Segments ${names} both flow into ${node.segment}, which leads to the outlet: the discharge side is one run of segments from the fan to the outlet` });
  }
  const starts = members.filter((index) => inflows[index]!.length === 0);
  if (issues.length === 0 && starts.length > 1) {
    const first = nodes[starts[1]!]!;
    issues.push({
      segment: first.segment,
      row: first.row,
      column: 'to',
      message: `Segments ${starts.map((index) => nodes[index]!.segment).join(', ')} each start a run to the outlet: the fan discharges into one run; chain them (each flows into the next, the last to outlet)`,
    });
  }
  if (issues.length > 0 || starts.length === 0) return [];
  const run: number[] = [];
  for (let at: number | undefined = starts[0]; at !== undefined; at = target[at]) run.push(at);
  return run;
}

/**
 * The segments in sheet order, except that a segment comes after every
 * segment that flows into it (those are pulled forward, in sheet order).
 */
function sheetOrder(inflows: readonly (readonly number[])[]): number[] {
  const done = inflows.map(() => false);
  const order: number[] = [];
  const visit = (at: number) => {
    if (done[at]) return;
    done[at] = true;
    for (const from of inflows[at]!) visit(from);
    order.push(at);
  };
  inflows.forEach((_, index) => visit(index));
  return order;
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
  const members: number[] = [];
  const visit = (at: number) => {
    for (const from of inflows[at]!) visit(from);
    members.push(at);
  };
  visit(index);
  return members;
}
