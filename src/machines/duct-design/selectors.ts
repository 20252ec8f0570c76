/**
 * What the design sections show, read from the machine's context.
 */
import { DESIGN_FIELDS, designLinkPath, type DesignField, type DesignTexts } from '../../core/duct/design-link.ts';
import type { DesignContext } from './context.ts';
import { defaultText } from './defaults.ts';
import { SECTION_UNITS } from '../../core/equivalent-duct/section-text.ts';
import { isBareNumber } from '../../core/report/typed-text.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { bareSides, fieldEntry, isDefaultIn, linkedEntryText, shownEntryText } from './entries.ts';
import { MEASURE_BY_FIELD } from './fields.ts';
import type { SectionOutcome } from './sections.ts';

/**
 * A field's text as shown: as typed (or its default) in the system it was
 * typed in; after a unit switch, its value converted (`100` ft shows `30.48`
 * in metric, and `100` again once switched back).
 */
export function selectFieldText(context: DesignContext, field: DesignField): string {
  return shownEntryText(field, fieldEntry(context, field), context.unitSystem);
}

/**
 * A field as a report prints it: its text as shown, and the unit of the
 * system shown when the text is a bare number (or a section of two); ''
 * for a text with its own unit, or a pick.
 */
export function selectPrintedValue(context: DesignContext, field: DesignField): { value: string; unit: string } {
  const value = selectFieldText(context, field);
  const section = field === 'rect' || field === 'oval';
  const unitId = section ? SECTION_UNITS[context.unitSystem] : MEASURE_BY_FIELD[field]?.units[context.unitSystem];
  const bare = section ? bareSides(value) !== undefined : isBareNumber(value);
  return { value, unit: unitId !== undefined && bare ? unitById(unitId).symbol : '' };
}

/** Why a field of a section cannot be used, or `undefined`. */
export function selectFieldIssue(outcome: SectionOutcome, field: DesignField): string | undefined {
  return outcome.issues.find((issue) => issue.field === field)?.message;
}

/** The issues of a section that belong to no field of it (a size beyond the series). */
export function selectSectionIssues(outcome: SectionOutcome, fields: readonly DesignField[]): string[] {
  return outcome.issues.filter((issue) => !(fields as readonly string[]).includes(issue.field)).map(({ message }) => message);
}

/**
 * The texts the link carries, each written from its stored value so the
 * link reopens the same values in its `units=`: the fields typed, and after
 * a unit switch the defaults the sections opened with where the link's
 * system would default to another value (100 ft, not 30 m); only the
 * active sizing mode's and shape's.
 */
export function selectLinkTexts(context: DesignContext): DesignTexts {
  const texts: DesignTexts = {};
  for (const field of DESIGN_FIELDS) {
    const entry = fieldEntry(context, field);
    if (context.texts[field] === undefined && isDefaultIn(field, entry, context.unitSystem)) continue;
    texts[field] = linkedEntryText(field, entry, context.unitSystem);
  }
  if (context.sizing === 'equal-friction') {
    delete texts.minVelocity;
    // A class checks the size; the friction rate keeps the mode, even when it is the default.
    if (texts.transport !== undefined) texts.frictionRate ??= defaultText('frictionRate', context.unitSystem);
  } else {
    delete texts.frictionRate;
    if (texts.transport !== undefined) delete texts.minVelocity;
    // The mode must survive the link, so it carries the minimum velocity even when it is the default.
    else texts.minVelocity ??= defaultText('minVelocity', context.unitSystem);
  }
  delete texts[context.shape === 'rect' ? 'oval' : 'rect'];
  if (context.shape === 'oval') texts.oval ??= defaultText('oval', context.unitSystem);
  return texts;
}

/** The page's link: the card's link with the sections' fields added. */
export function selectPageLink(cardPath: string, context: DesignContext): string {
  return designLinkPath(cardPath, selectLinkTexts(context));
}
