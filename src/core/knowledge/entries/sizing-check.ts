/**
 * Know-How entries of `duct-calc check` (`src/core/sizing-check/`,
 * `src/cli/check/`): how a sizing sheet is checked, and how to run the check
 * in CI. Its formula (continuity) and table (transport velocities) are in
 * `duct.ts`.
 */
import type { KnowledgeEntry } from '../entry.ts';

export const SIZING_CHECK_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'method',
    id: 'method-sizing-check',
    title: 'How a duct sizing sheet is checked (duct-calc check)',
    aliases: ['sizing sheet', 'duct schedule', 'CSV check', 'duct-calc check'],
    summary: 'Reads a CSV sheet of ducts, solves each row’s blank quantity, checks that Q, V and D agree, and checks each velocity against a window or an ACGIH transport class; each problem on its line.',
    tool: 'check',
    related: ['continuity', 'transport-velocities', 'ducting-calculator-factors', 'method-sizing-check-ci'],
  },
  {
    kind: 'method',
    id: 'method-sizing-check-ci',
    title: 'The sizing-sheet check in CI: report formats and a GitHub Actions job',
    aliases: ['JUnit', 'GitHub Actions', 'annotations', 'continuous integration', '--format'],
    summary: 'The text, JSON, JUnit and GitHub reports of `duct-calc check`, a CI job that fails on a bad row, and how it streams a million rows in flat memory.',
    tool: 'check',
    related: ['method-sizing-check', 'method-cli-conventions'],
  },
];
