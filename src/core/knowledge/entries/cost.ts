/**
 * Know-How entries of Cost Estimation (`src/core/cost/`): the capital
 * recovery factor, CEPCI escalation and EPA Table 1.9's factors.
 */
import { CEPCI_1998, housingCost1998Usd } from '../../cost/capital.ts';
import { capitalRecoveryFactor } from '../../cost/crf.ts';
import { COST_FACTORS } from '../../cost/factors.ts';
import { costLinkPath } from '../../cost/link.ts';
import { formatSignificant } from '../../format/significant.ts';
import { convertExactly } from '../../report/exact-conversion.ts';
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
    definition: `Annual capital cost = CRF × total capital investment; ${formatSignificant(capitalRecoveryFactor(0.07, 20), 4)} a year at 7 % over 20 years.`,
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
  {
    kind: 'formula',
    id: 'epa-baghouse-housing-cost',
    title: 'Price of a pulse-jet baghouse with a common housing (EPA)',
    aliases: ['baghouse cost', 'equipment cost', 'housing cost'],
    summary: 'The EPA equation for the 1998 price of a pulse-jet baghouse’s common housing, and its insulation add-on, from the gross cloth area.',
    tex: String.raw`P = 2307 + 7.163\,A,\qquad P_{insulation} = 1041 + 2.23\,A`,
    plain: 'P = 2307 + 7.163·A; insulation add-on 1041 + 2.23·A (1998 $, A in ft²)',
    symbols: [
      { symbol: 'P', meaning: 'price, 1998 dollars', unit: '$' },
      { symbol: 'A', meaning: 'gross cloth area', unit: 'ft²' },
    ],
    validity: 'Pulse-jet, common housing; escalate from 1998 by CEPCI.',
    source: cite(EPA_COST_MANUAL, 'equipment cost of a pulse-jet baghouse with a common housing'),
    check: '✔',
    tools: ['cost'],
    related: ['cepci', 'epa-table-1-9'],
    example: 'example-cost-epa-housing',
  },
  {
    kind: 'example',
    id: 'example-cost-epa-housing',
    title: 'EPA example: the price of the baghouse housing',
    summary: 'The EPA example’s 2132.55 ft² of gross cloth: a pulse-jet common housing of $17,582.45 in 1998 dollars.',
    tool: 'cost',
    inputs: [
      { label: 'Gross cloth area', value: '2132.5498 ft² (the EPA baghouse example)' },
      { label: 'Housing', value: 'pulse-jet, common housing, insulated' },
    ],
    figure: 'Baghouse housing (1998 $)',
    answer: { value: 17582.45, unit: '1', tolerance: 0.005, source: cite(EPA_COST_MANUAL, 'example problem: baghouse housing $17,582.45 (1998)') },
    link: costLinkPath({ texts: { grossClothArea: '2132.5498' }, opexTexts: {}, insulated: true, unitSystem: 'imperial' }),
    cli: { args: ['cost', '--gross-cloth-area', '2132.5498', '--imperial', '--insulated'], prints: '17582.45' },
    run: () => ({ value: housingCost1998Usd(convertExactly(2132.5498, 'ft2', 'm2')), unit: '1' }),
    related: ['epa-baghouse-housing-cost'],
  },
];
