/**
 * Know-How entries of Cost Estimation (`src/core/cost/`): the capital
 * recovery factor, CEPCI escalation and EPA Table 1.9's factors.
 */
import { CEPCI_1998 } from '../../cost/capital.ts';
import { COST_FACTORS } from '../../cost/factors.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { cite, EPA_COST_MANUAL } from '../sources.ts';

const EPA_SECTION_1 = { work: 'EPA Air Pollution Control Cost Manual, Section 1 Chapter 2 "Cost Estimation: Concepts and Methodology"', edition: 'EPA/452/B-02-001 (2002)' };

export const COST_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'capital-recovery-factor',
    title: 'Capital recovery factor CRF',
    aliases: ['CRF', 'annualised capital'],
    summary: 'The share of a capital sum paid each year so that the payments repay it with interest over its life.',
    tex: String.raw`CRF = \frac{i\,(1+i)^n}{(1+i)^n - 1}`,
    plain: 'CRF = i(1+i)ⁿ / ((1+i)ⁿ − 1)',
    symbols: [
      { symbol: 'CRF', meaning: 'capital recovery factor', unit: '1/year' },
      { symbol: 'i', meaning: 'annual interest rate', unit: '1' },
      { symbol: 'n', meaning: 'economic life', unit: 'years' },
    ],
    validity: 'i ≥ 0 (1/n at i = 0), n > 0.',
    source: cite(EPA_SECTION_1, '§2.4.1'),
    check: '◐',
    tools: ['cost', 'opex'],
    related: ['crf', 'cepci'],
  },
  {
    kind: 'term',
    id: 'crf',
    title: 'CRF: capital recovery factor',
    aliases: ['capital recovery factor'],
    summary: 'Turns a capital cost into an equal annual cost over the equipment’s life.',
    definition: 'Annual capital cost = CRF × total capital investment; 0.0944 a year at 7 % over 20 years.',
    symbol: 'CRF',
    related: ['capital-recovery-factor'],
  },
  {
    kind: 'term',
    id: 'cepci',
    title: 'CEPCI: Chemical Engineering Plant Cost Index',
    aliases: ['plant cost index', 'escalation'],
    summary: 'The index that escalates a cost of one year to another: cost today = cost then × CEPCI today / CEPCI then.',
    definition: `Published monthly by Chemical Engineering magazine. The EPA baghouse equations are in 1998 dollars, CEPCI ${CEPCI_1998}; the cost tool escalates them by the CEPCI you give.`,
    symbol: 'CEPCI',
    related: ['epa-table-1-9'],
  },
  {
    kind: 'table',
    id: 'epa-table-1-9',
    title: 'EPA Table 1.9: capital cost factors of a fabric filter',
    aliases: ['Table 1.9', 'installation factors', 'cost factors'],
    summary: 'The factors that take a baghouse’s equipment cost to its total capital investment, and the annual costs that are shares of another cost.',
    columns: [
      { key: 'key', label: 'Option' },
      { key: 'item', label: 'Item' },
      { key: 'group', label: 'Group' },
      { key: 'epa', label: 'EPA factor' },
    ],
    rows: () => COST_FACTORS.map(({ key, item, group, epa }) => ({ key, item, group, epa })),
    module: 'src/core/cost/factors.ts',
    source: cite(EPA_COST_MANUAL, 'Table 1.9 and annual costs'),
    check: '○',
    tools: ['cost'],
    related: ['cepci', 'capital-recovery-factor'],
  },
];
