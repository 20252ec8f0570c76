/**
 * The design sections' context and the pure updates their machine's actions
 * call: what the user typed (by field, as typed, with the unit system it was
 * typed in), the card's duct, and each section's outcome, computed by core.
 */
import { readDesignLink, type DesignField } from '../../core/duct/design-link.ts';
import type { LinkNote } from '../../core/site/link-query.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { withTypedText } from '../../core/report/typed-text.ts';
import type { SizingMode } from '../../core/duct-size/size.ts';
import type { SectionShape } from '../../core/equivalent-duct/section.ts';
import type { CardDuct } from '../duct-calculator/selectors.ts';
import type { EntriesState } from './entries.ts';
import { computeSections, type SectionOutcomes } from './sections.ts';

export interface DesignContext extends EntriesState {
  /** The card's unit system: the sections show their fields and figures in it. A switch changes nothing stored. */
  unitSystem: UnitSystem;
  /** The airflow and diameter of the calculator card, each in the unit system it was typed in. */
  card: CardDuct;
  sizing: SizingMode;
  shape: SectionShape;
  /** Each section's figures and warnings, what is missing for the rest, or its issues. */
  outcomes: SectionOutcomes;
  /** Parameters of the opening link that were not used. */
  linkNotes: readonly LinkNote[];
}

type Update = Partial<DesignContext>;

/** What the page opens the sections with. */
export interface DesignInput {
  /** The page's query ('' for none). */
  search: string;
  unitSystem: UnitSystem;
  card: CardDuct;
}

/** Computes every section again with core. */
export function recompute(context: Omit<DesignContext, 'outcomes' | 'linkNotes'>): Update {
  return { outcomes: computeSections(context) };
}

/** Fields that a list sets and clears: clearing one returns it to its default (no class, the material's roughness). */
const CLEARED_BY_LIST: readonly DesignField[] = ['roughness', 'transport'];

/**
 * Stores a field's text as typed, in the unit system shown, an empty one too
 * (the field then asks for a value, rather than silently using its
 * default); a list's field cleared returns to its default.
 *
 * @param context The current context.
 * @param field The field, by option name.
 * @param text As typed.
 */
export function applyFieldText(context: DesignContext, field: DesignField, text: string): Update {
  const { texts, typedIn, unitSystem } = context;
  if (text.trim() === '' && !CLEARED_BY_LIST.includes(field)) {
    return { texts: { ...texts, [field]: text }, typedIn: { ...typedIn, [field]: unitSystem } };
  }
  return withTypedText(texts, typedIn, field, text, unitSystem);
}

/**
 * The sizing mode a link implies: equal friction when it gives a friction
 * rate (a class beside it is the dust its size is checked against), else
 * transport when it gives a minimum velocity or a class.
 */
function sizingOf(texts: DesignContext['texts']): SizingMode {
  if (texts.frictionRate !== undefined) return 'equal-friction';
  return texts.minVelocity !== undefined || texts.transport !== undefined ? 'transport-velocity' : 'equal-friction';
}

/**
 * The context the sections open with: the link's fields, typed in the
 * page's unit system (a number with its own unit, `100ft`, is read in that
 * unit), the defaults of that system for the others, the link's repeated
 * parameters as notes, the card's duct; computed.
 */
export function createInitialContext(input: DesignInput): DesignContext {
  const { texts, ignored } = readDesignLink(input.search);
  const typedIn: Partial<Record<DesignField, UnitSystem>> = {};
  for (const field of Object.keys(texts) as DesignField[]) typedIn[field] = input.unitSystem;
  const base = {
    unitSystem: input.unitSystem,
    defaultsIn: input.unitSystem,
    card: input.card,
    texts,
    typedIn,
    sizing: sizingOf(texts),
    shape: texts.oval !== undefined && texts.rect === undefined ? ('oval' as const) : ('rect' as const),
  };
  return { ...base, outcomes: computeSections(base), linkNotes: ignored };
}
