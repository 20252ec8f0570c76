/**
 * The design sections' context and the pure updates their machine's actions
 * call: what the user typed (by field, as typed), the card's duct, and each
 * section's outcome, computed by core.
 */
import { readDesignLink, type DesignField, type DesignTexts } from '../../core/duct/design-link.ts';
import type { LinkNote } from '../../core/site/link-query.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { formatNumber } from '../../core/format/number.ts';
import { readMeasure } from '../../core/report/measure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { readSectionText, SECTION_UNITS } from '../../core/equivalent-duct/section-text.ts';
import { computeSections, type CardDuct, type SectionOutcomes } from './sections.ts';
import { MEASURE_BY_FIELD } from './fields.ts';
import type { SizingMode } from '../../core/duct-size/size.ts';
import type { SectionShape } from '../../core/equivalent-duct/section.ts';

export interface DesignContext {
  /** The card's unit system: the sections read and show their values in it. */
  unitSystem: UnitSystem;
  /** The airflow and diameter of the calculator card, as it shows them. */
  card: CardDuct;
  /** What the user typed or picked, as typed; an absent field shows its default. */
  texts: DesignTexts;
  sizing: SizingMode;
  shape: SectionShape;
  /** Each section's figures and warnings, or its issues. */
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
 * Stores a field's text as typed, an empty one too (the field then asks for
 * a value, rather than silently using its default); a list's field cleared
 * returns to its default.
 *
 * @param context The current context.
 * @param field The field, by option name.
 * @param text As typed.
 */
export function applyFieldText(context: DesignContext, field: DesignField, text: string): Update {
  const texts = { ...context.texts };
  if (text.trim() === '' && CLEARED_BY_LIST.includes(field)) delete texts[field];
  else texts[field] = text;
  return { texts };
}

/**
 * The sizing mode a link implies: equal friction when it gives a friction
 * rate (a class beside it is the dust its size is checked against), else
 * transport when it gives a minimum velocity or a class.
 */
function sizingOf(texts: DesignTexts): SizingMode {
  if (texts.frictionRate !== undefined) return 'equal-friction';
  return texts.minVelocity !== undefined || texts.transport !== undefined ? 'transport-velocity' : 'equal-friction';
}

/**
 * Follows the card into another unit system: each usable number the user
 * typed is shown in the new system's unit (as the card does with its
 * fields); a text that cannot be read stays as typed.
 *
 * @param context The current context.
 * @param unitSystem The card's new unit system.
 */
export function changeUnitSystem(context: DesignContext, unitSystem: UnitSystem): Update {
  if (unitSystem === context.unitSystem) return {};
  const texts: DesignTexts = { ...context.texts };
  for (const [field, spec] of Object.entries(MEASURE_BY_FIELD) as [DesignField, (typeof MEASURE_BY_FIELD)[DesignField]][]) {
    const text = texts[field];
    if (text === undefined || spec === undefined) continue;
    const read = readMeasure(spec, text, context.unitSystem);
    if (read.status === 'success') texts[field] = formatNumber(unitFromSi(unitById(spec.units[unitSystem]), read.valueSi), 'field');
  }
  for (const shape of ['rect', 'oval'] as const) {
    const text = texts[shape];
    if (text === undefined) continue;
    const read = readSectionText(shape, text, context.unitSystem);
    const unit = unitById(SECTION_UNITS[unitSystem]);
    if (read.status === 'success') texts[shape] = `${formatNumber(unitFromSi(unit, read.widthM), 'field')}x${formatNumber(unitFromSi(unit, read.heightM), 'field')}`;
  }
  return { unitSystem, texts };
}

/**
 * The context the sections open with: the link's fields (its repeated
 * parameters become notes), the card's duct, computed.
 */
export function createInitialContext(input: DesignInput): DesignContext {
  const { texts, ignored } = readDesignLink(input.search);
  const base = {
    unitSystem: input.unitSystem,
    card: input.card,
    texts,
    sizing: sizingOf(texts),
    shape: texts.oval !== undefined && texts.rect === undefined ? ('oval' as const) : ('rect' as const),
  };
  return { ...base, outcomes: computeSections(base), linkNotes: ignored };
}
