/**
 * The system's tree for the page's sketch, from the `segment` and `to`
 * columns alone: hoods on the left, junctions where segments meet, the fan on
 * the right, and after it the discharge run to the outlet. Works on a sheet that cannot be designed yet (a cycle, an
 * unknown `to`): such segments are listed apart instead of drawn.
 */
import { sheetRow, type SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { FAN, OUTLET, rowId } from './edit.ts';

/** Where a discharge run starts, in columns right of the fan's point: clear of the fan's circle. */
const FAN_WIDTH = 0.3;

/** One segment drawn as a duct from its upstream end to its downstream end. */
export interface SketchSegment {
  readonly id: string;
  /** Column of its upstream end (0 = furthest from the fan) and row (may be fractional: centred on what joins it). */
  readonly from: { readonly column: number; readonly row: number };
  readonly to: { readonly column: number; readonly row: number };
  /** Whether nothing flows into it: a hood at its upstream end (never on the discharge side). */
  readonly hood: boolean;
  /** The segment it flows into, `fan`, or `outlet`. */
  readonly into: string;
}

/** The sketch's layout in grid units (the page scales them). */
export interface SystemSketch {
  readonly segments: readonly SketchSegment[];
  /** Where two or more segments meet: the downstream segment's id and its point. */
  readonly junctions: readonly { readonly at: string; readonly column: number; readonly row: number }[];
  /** The fan's point; `undefined` when nothing reaches it. */
  readonly fan: { readonly column: number; readonly row: number } | undefined;
  /** The discharge run's ids, from the fan to the outlet (drawn right of the fan); empty when there is none. */
  readonly discharge: readonly string[];
  /** The outlet's point (the discharge run's end); `undefined` without a run. */
  readonly outlet: { readonly column: number; readonly row: number } | undefined;
  readonly columns: number;
  readonly rows: number;
  /** Ids of segments that do not reach the fan (a cycle, an unknown or missing `to`, a repeated id). */
  readonly unconnected: readonly string[];
}

/**
 * Lays the tree out: a segment's column is its distance from the fan, each
 * hood gets a row of its own in the sheet's order, and a segment that others
 * join sits at the middle of their rows. Every walk iterates (a chain of
 * any length), in time linear in the segments.
 *
 * @param sheet The sheet; only `segment` and `to` are read.
 */
export function layoutSketch(sheet: SystemSheet): SystemSketch {
  const ids = sheet.segments.map(rowId);
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const intoOf = new Map<string, string>();
  /** The ids joining each id (or the fan, or the outlet), in sheet order. */
  const joinedOf = new Map<string, string[]>();
  sheet.segments.forEach((row, index) => {
    const id = ids[index]!;
    if (id === '' || counts.get(id) !== 1) return;
    const into = (row.to ?? '').trim();
    intoOf.set(id, into);
    const list = joinedOf.get(into);
    if (list === undefined) joinedOf.set(into, [id]);
    else list.push(id);
  });
  const joined = (into: string) => joinedOf.get(into) ?? [];

  // Depth from the fan, walking up from the fan so that a cycle or a broken `to` is never reached.
  const depth = new Map<string, number>();
  let maxDepth = 0;
  for (const pending: [string, number][] = [[FAN, 1]]; pending.length > 0; ) {
    const [into, level] = pending.pop()!;
    for (const id of joined(into)) {
      if (depth.has(id)) continue;
      depth.set(id, level);
      maxDepth = Math.max(maxDepth, level);
      pending.push([id, level + 1]);
    }
  }

  // Rows: each hood the next row, in the order a depth-first walk from the fan meets them; a main the mean of what joins it.
  const rowOf = new Map<string, number>();
  let nextRow = 0;
  const upstreamOf = (id: string) => joined(id).filter((other) => depth.has(other));
  const meanRow = (members: readonly string[]) => members.reduce((sum, id) => sum + rowOf.get(id)!, 0) / members.length;
  const fanInlets = upstreamOf(FAN);
  const frame = (id: string) => ({ id, upstream: upstreamOf(id), next: 0 });
  const stack = fanInlets.map(frame).reverse();
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next < top.upstream.length) {
      stack.push(frame(top.upstream[top.next++]!));
      continue;
    }
    stack.pop();
    rowOf.set(top.id, top.upstream.length === 0 ? nextRow++ : meanRow(top.upstream));
  }
  const fanRow = fanInlets.length === 0 ? undefined : meanRow(fanInlets);

  const point = (id: string) => (id === FAN ? { column: maxDepth, row: fanRow ?? 0 } : { column: maxDepth - depth.get(id)!, row: rowOf.get(id)! });
  const connected = ids.filter((id) => depth.has(id));
  const segments: SketchSegment[] = connected.map((id) => {
    const into = intoOf.get(id)!;
    return { id, from: point(id), to: point(into), hood: joined(id).length === 0, into };
  });
  const junctions = connected.filter((id) => joined(id).length >= 2).map((id) => ({ at: id, ...point(id) }));

  // The discharge run, walked back from the outlet while exactly one segment leads on; drawn only when the fan is.
  const onRun = new Set<string>();
  for (let into = OUTLET; fanRow !== undefined; ) {
    const next = joined(into).filter((id) => !depth.has(id) && !onRun.has(id));
    if (next.length !== 1) break;
    onRun.add(next[0]!);
    into = next[0]!;
  }
  const discharge = [...onRun].reverse();
  const runPoint = (step: number) => ({ column: maxDepth + FAN_WIDTH + step, row: fanRow ?? 0 });
  discharge.forEach((id, step) => segments.push({ id, from: runPoint(step), to: runPoint(step + 1), hood: false, into: discharge[step + 1] ?? OUTLET }));
  const drawn = new Set([...connected, ...discharge]);
  const unconnected = ids.flatMap((id, index) => (drawn.has(id) ? [] : [id || `row ${sheetRow(index)}`]));
  return {
    segments,
    junctions,
    fan: fanRow === undefined ? undefined : point(FAN),
    discharge,
    outlet: discharge.length === 0 ? undefined : runPoint(discharge.length),
    columns: maxDepth + 1 + (discharge.length === 0 ? 0 : FAN_WIDTH + discharge.length),
    rows: Math.max(1, nextRow),
    unconnected: [...new Set(unconnected)],
  };
}

/**
 * The sketch in words, for a screen reader: which segments join where, e.g.
 * `A and B join into C. C and D join into E. E flows into the fan. The fan
 * discharges into S, which flows into the outlet.`
 */
export function describeSketch(sketch: SystemSketch): string {
  const byInto = new Map<string, string[]>();
  for (const segment of sketch.segments) {
    if (!sketch.discharge.includes(segment.id)) byInto.set(segment.into, [...(byInto.get(segment.into) ?? []), segment.id]);
  }
  const list = (ids: readonly string[]) => (ids.length === 1 ? ids[0]! : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`);
  const lines = [...byInto].map(([into, ids]) => {
    const target = into === FAN ? 'the fan' : into;
    return ids.length === 1 ? `${ids[0]} flows into ${target}.` : `${list(ids)} join into ${target}.`;
  });
  if (sketch.discharge.length > 0) {
    const run = sketch.discharge.map((id, step) => `${id} flows into ${sketch.discharge[step + 1] ?? 'the outlet'}.`);
    lines.push(`The fan discharges into ${sketch.discharge[0]}.`, ...run);
  }
  if (sketch.unconnected.length > 0) lines.push(`Not connected to the fan: ${list(sketch.unconnected)}.`);
  return lines.length === 0 ? 'No segments yet.' : lines.join(' ');
}
