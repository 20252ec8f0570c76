/**
 * The four Process Engineering topics (spec §2 "Process Engineering page" and
 * §3: a static list, each with id, title and description). The spec does not
 * give the descriptions; these are written for the product, use only
 * well-known, conservative figures and name where each comes from.
 */
import * as v from 'valibot';

/** The topic ids in sidebar order (spec §2). */
export const PROCESS_TOPIC_IDS = ['baghouse', 'dust-collection', 'air-pollution', 'filter-media'] as const;

export const ProcessTopicIdSchema = v.picklist(PROCESS_TOPIC_IDS);
export type ProcessTopicId = v.InferOutput<typeof ProcessTopicIdSchema>;

export interface ProcessTopic {
  id: ProcessTopicId;
  title: string;
  /** Two or three sentences, shown on the topic card; a no-break space (\u00a0) keeps each figure on one line with its unit. */
  description: string;
  /** Where the figures in the description come from. */
  source: string;
}

/** The topics in sidebar order. */
export const PROCESS_TOPICS: readonly ProcessTopic[] = [
  {
    id: 'baghouse',
    title: 'Baghouse Filters',
    description:
      'A baghouse (fabric filter) draws dusty gas through fabric bags; the dust cake that builds on the fabric does much of the filtering, and well-run units usually remove more than 99\u00a0% of the particulate. ' +
      'Bags are cleaned by shaking, by reverse air or by pulse jets of compressed air: shaker and reverse-air units use woven fabrics at air-to-cloth ratios of about 0.3–1.0\u00a0m/min (1–3\u00a0ft/min), pulse-jet units use felts at about 1.0–2.5\u00a0m/min (3–8\u00a0ft/min). ' +
      'The air-to-cloth ratio sets the cloth area, so it is chosen from the dust, the gas temperature and the cleaning method before the bags are counted.',
    source: 'EPA Air Pollution Control Cost Manual, Section 6, Chapter 1 "Baghouses and Filters" (EPA/452/B-02-001)',
  },
  {
    id: 'dust-collection',
    title: 'Dust Collection',
    description:
      'A dust collection system captures dust at its source with hoods or enclosures, conveys it through ducts and separates it in a collector such as a cyclone, cartridge collector or baghouse, with a fan moving the air. ' +
      'Each hood needs enough airflow to capture the dust where it is released, and every duct must keep the air above the minimum transport velocity so dust does not settle: about 18–20\u00a0m/s (3500–4000\u00a0ft/min) for average industrial dust. ' +
      'Hoods, ducts, collector and fan are designed as one system, because the fan must deliver the design airflow against their combined pressure loss.',
    source: 'ACGIH Industrial Ventilation: A Manual of Recommended Practice, minimum duct design velocities',
  },
  {
    id: 'air-pollution',
    title: 'Air Pollution Control',
    description:
      'Air pollution control equipment cleans process exhaust before it reaches the stack, and the pollutant decides the device. ' +
      'Particulate is collected by fabric filters, electrostatic precipitators (ESPs), wet scrubbers and cyclones, the last mostly as pre-cleaners for coarse dust; gases and vapours are removed by absorption in scrubbers, adsorption on activated carbon, or thermal and catalytic oxidisers that destroy volatile organic compounds. ' +
      'The choice weighs the emission limit to be met against gas temperature, moisture and the capital and operating cost of each option.',
    source: 'EPA Air Pollution Control Cost Manual (EPA/452/B-02-001), chapters on each control device',
  },
  {
    id: 'filter-media',
    title: 'Filter Media',
    description:
      'Pulse-jet collectors mostly use needle felts and shaker or reverse-air units mostly use woven fabrics; a PTFE membrane laminated on the dust side holds fine dust at the surface, lowering emissions and helping the cake release. ' +
      'The fibre sets the limits: polyester to about 135\u00a0°C (275\u00a0°F) and prone to hydrolysis in hot, moist gas; aramid to about 200\u00a0°C (400\u00a0°F) but weakened by acid gases; PPS to about 190\u00a0°C (375\u00a0°F), resistant to acids but attacked by oxidants; PTFE and fibreglass to about 260\u00a0°C (500\u00a0°F). ' +
      'Select the medium for the continuous temperature and its peaks, the gas chemistry and the dust, with a margin below the rating.',
    source: 'Typical continuous-temperature ratings from filter-media manufacturers’ data; confirm with the supplier for a specific fabric',
  },
];

/**
 * Looks up a topic by id.
 *
 * @param id Any string, e.g. from an event or a URL.
 * @returns The topic, or `undefined` when the id is not one of the four.
 */
export function findProcessTopic(id: string): ProcessTopic | undefined {
  return PROCESS_TOPICS.find((topic) => topic.id === id);
}
