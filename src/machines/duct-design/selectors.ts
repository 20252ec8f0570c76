/**
 * What the design sections show, read from the machine's context.
 */
import { designLinkPath, type DesignField, type DesignTexts } from '../../core/duct/design-link.ts';
import type { DesignContext } from './context.ts';
import { defaultText } from './defaults.ts';
import type { SectionOutcome } from './sections.ts';

/** A field's text as shown: as typed, or its default. */
export function selectFieldText(context: DesignContext, field: DesignField): string {
  return context.texts[field] ?? defaultText(field, context.unitSystem);
}

/** Why a field of a section cannot be used, or `undefined`. */
export function selectFieldIssue(outcome: SectionOutcome, field: DesignField): string | undefined {
  return outcome.status === 'error' ? outcome.issues.find((issue) => issue.field === field)?.message : undefined;
}

/** The issues of a section that belong to no field of it (a size beyond the series). */
export function selectSectionIssues(outcome: SectionOutcome, fields: readonly DesignField[]): string[] {
  if (outcome.status !== 'error') return [];
  return outcome.issues.filter((issue) => !(fields as readonly string[]).includes(issue.field)).map(({ message }) => message);
}

/** The texts the link carries: the ones typed, the active sizing mode's and shape's only. */
export function selectLinkTexts(context: DesignContext): DesignTexts {
  const texts = { ...context.texts };
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

