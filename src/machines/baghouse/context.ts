/**
 * The Baghouse Design page's context and the pure updates its machine's
 * actions call. The design itself is core's `readBaghouse`; this module keeps
 * what the user typed (by field, with the unit system it was typed in) and
 * the outcome in step.
 */
import { readBaghouseLink } from '../../core/baghouse/link.ts';
import {
  EPA_EXAMPLE_SYSTEM,
  EPA_EXAMPLE_TEXTS,
  readBaghouse,
  type BaghouseReading,
  type BaghouseTextField,
  type BaghouseTexts,
} from '../../core/baghouse/texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { TypedIn } from '../../core/report/measure.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

/** The inputs as typed: each field's text and the unit system it was typed in. */
export interface BaghouseInputs {
  /** What the user typed or picked, by field, exactly as given: never parsed here. An empty field is absent. */
  readonly texts: BaghouseTexts;
  /** The unit system each given field was typed in; a unit switch never changes it. */
  readonly typedIn: TypedIn;
}

export interface BaghouseContext extends BaghouseInputs {
  /** The unit system the page shows: the fields' display and the results. */
  system: UnitSystem;
  /**
   * `readBaghouse(texts, system, typedIn)`: the design, or an issue per
   * unusable field. Every given field has its `typedIn`, so the reading
   * never depends on `system`, and a unit switch leaves it as it is.
   */
  reading: BaghouseReading;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
  /** The inputs an example replaced, kept for Undo until the next edit or a dismissal. */
  replaced?: BaghouseInputs | undefined;
}

type Update = Partial<BaghouseContext>;

/** Every given field typed in one system. */
function typedAllIn(texts: BaghouseTexts, system: UnitSystem): TypedIn {
  return Object.fromEntries(Object.keys(texts).map((field) => [field, system]));
}

/** Designs again from the texts as typed. */
export function recompute(context: Pick<BaghouseContext, 'texts' | 'typedIn' | 'system'>): Update {
  return { reading: readBaghouse(context.texts, context.system, context.typedIn) };
}

/** One field's new text, typed in the page's current system; blank removes it. Ends the Undo offer. */
export function applyFieldText(context: BaghouseContext, field: BaghouseTextField, text: string): Update {
  const texts = { ...context.texts };
  const typedIn = { ...context.typedIn };
  if (text.trim() === '') {
    delete texts[field];
    delete typedIn[field];
  } else {
    texts[field] = text;
    typedIn[field] = context.system;
  }
  return { texts, typedIn, replaced: undefined };
}

/** A new unit system: only how the fields and results are shown changes, never what was typed. */
export function changeSystem(system: UnitSystem): Update {
  return { system };
}

/** The EPA worked example, as typed in its own units (shown in the page's), keeping the inputs it replaces for Undo. */
export function loadExample(context: BaghouseContext): Update {
  return {
    texts: EPA_EXAMPLE_TEXTS,
    typedIn: typedAllIn(EPA_EXAMPLE_TEXTS, EPA_EXAMPLE_SYSTEM),
    replaced: { texts: context.texts, typedIn: context.typedIn },
  };
}

/** The inputs the example replaced, back as they were. */
export function undoReplace(context: BaghouseContext): Update {
  return context.replaced === undefined ? {} : { texts: context.replaced.texts, typedIn: context.replaced.typedIn, replaced: undefined };
}

/**
 * The context a page opens with.
 *
 * @param search The URL query ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 * @returns The link's texts and system (metric when the link gives fields but
 *   no `units`), or on a first visit (no field in the link) the EPA worked
 *   example as typed in imperial units, shown in the link's `units` or else
 *   the preferred system; designed once.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): BaghouseContext {
  const link = readBaghouseLink(search);
  const fromLink = Object.keys(link.texts).length > 0;
  const system = link.system ?? (fromLink ? 'metric' : preferredSystem);
  const texts = fromLink ? link.texts : EPA_EXAMPLE_TEXTS;
  const typedIn = typedAllIn(texts, fromLink ? system : EPA_EXAMPLE_SYSTEM);
  return { texts, typedIn, system, linkNotes: link.ignored, ...(recompute({ texts, typedIn, system }) as { reading: BaghouseReading }) };
}
