/**
 * Know-How entries of projects (`src/core/project/`): the method, how one
 * collector system is carried through every tool, linked, checked and
 * shared as one file. The method names no tool: it spans them all.
 */
import type { KnowledgeEntry } from '../entry.ts';

export const PROJECT_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'method',
    id: 'method-project',
    title: 'How a project carries one system through every tool',
    aliases: ['project', 'project file', 'duct-calc project check', 'stale part'],
    summary: 'One collector system as one file: each tool’s inputs as typed, the links between them with their stale marks, and the checks across the project, run in CI.',
    related: ['method-exhaust-system', 'method-baghouse', 'method-explosion-venting', 'method-fan', 'method-cost', 'method-maintenance', 'method-sizing-check-ci'],
  },
];
