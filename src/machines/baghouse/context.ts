/**
 * The Baghouse Design page's context and the pure updates its machine's
 * actions call. The design itself is core's `readBaghouse`; this module keeps
 * what the user typed (by field) and the outcome in step.
 */
import { readBaghouseLink } from '../../core/baghouse/link.ts';
import {
  convertTexts,
  EPA_EXAMPLE_TEXTS,
  readBaghouse,
  type BaghouseReading,
  type BaghouseTextField,
  type BaghouseTexts,
} from '../../core/baghouse/texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

export interface BaghouseContext {
  /** What the user typed or picked, by field, exactly as given: never parsed here. An empty field is absent. */
  texts: BaghouseTexts;
  /** The unit system of bare numbers and of the results. */
  system: UnitSystem;
  /** `readBaghouse(texts, system)`: the design, or an issue per unusable field. */
  reading: BaghouseReading;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
}

type Update = Partial<BaghouseContext>;

/** Designs again from the texts. */
export function recompute(context: Pick<BaghouseContext, 'texts' | 'system'>): Update {
  return { reading: readBaghouse(context.texts, context.system) };
}

/** One field's new text; blank removes it. */
export function applyFieldText(context: BaghouseContext, field: BaghouseTextField, text: string): Update {
  const texts = { ...context.texts };
  if (text.trim() === '') delete texts[field];
  else texts[field] = text;
  return { texts };
}

/** A new unit system: bare numbers are converted so the design stays the same. */
export function changeSystem(context: BaghouseContext, system: UnitSystem): Update {
  return { system, texts: convertTexts(context.texts, context.system, system) };
}

/** The EPA worked example in the current unit system. */
export function loadExample(context: BaghouseContext): Update {
  return { texts: convertTexts(EPA_EXAMPLE_TEXTS, 'imperial', context.system) };
}

/**
 * The context a page opens with.
 *
 * @param search The URL query ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 * @returns The link's texts and system (metric when the link gives fields but
 *   no `units`), or on a first visit (no field in the link) the EPA worked
 *   example in the link's `units` or else the preferred system; designed once.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): BaghouseContext {
  const link = readBaghouseLink(search);
  const fromLink = Object.keys(link.texts).length > 0;
  const system = link.system ?? (fromLink ? 'metric' : preferredSystem);
  const texts = fromLink ? link.texts : convertTexts(EPA_EXAMPLE_TEXTS, 'imperial', system);
  return { texts, system, linkNotes: link.ignored, ...(recompute({ texts, system }) as { reading: BaghouseReading }) };
}
