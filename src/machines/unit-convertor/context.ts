/**
 * The Unit Convertor's context and the pure updates its machine's actions
 * call. The conversion itself is core's `readConversion`; this module keeps
 * what the user typed (by link name) and the outcome in step.
 */
import type { LinkNote } from '../../core/site/link-query.ts';
import { lookupUnit } from '../../core/units/lookup.ts';
import { parseQuantity } from '../../core/units/parse-quantity.ts';
import type { QuantityId } from '../../core/units/quantity.ts';
import type { UnitId } from '../../core/units/catalogue.ts';
import {
  CONVERSION_FIELDS,
  readConversion,
  type ConversionField,
  type ConversionResult,
  type ConversionTexts,
} from '../../core/units/conversion.ts';
import { readConversionLink } from '../../core/units/link.ts';
import { QUANTITY_CHOICES } from './unit-choices.ts';

export interface ConvertorContext {
  /** The quantity picked; its units fill the From and To lists. */
  quantity: QuantityId;
  /**
   * What the user typed or picked, by link name (`value`, `from`, `to`,
   * `temperature`, …), exactly as given: never parsed here, so a half-typed
   * entry is never lost. An empty field is absent.
   */
  texts: ConversionTexts;
  /** `readConversion(texts)`: the conversion, or an issue per unusable field. */
  result: ConversionResult;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
  /**
   * What picking another quantity cleared (its units and gas conditions),
   * with a sentence saying so, until the next edit or a dismissal: the
   * Undo puts it back (issue 18: nothing typed is lost without a way back).
   */
  undo: { readonly quantity: QuantityId; readonly texts: ConversionTexts; readonly message: string } | undefined;
}

type Update = Partial<ConvertorContext>;

/**
 * The unit a quantity starts from when it is picked: the one engineers in
 * dust collection most often convert from.
 */
export const STARTING_UNITS: Readonly<Record<QuantityId, UnitId>> = {
  pressure: 'inH2O',
  airflow: 'CFM',
  velocity: 'ft/min',
  concentration: 'gr/ft3',
  temperature: 'degF',
  length: 'in',
  area: 'ft2',
  density: 'lb/ft3',
  power: 'hp',
  'mass-flow': 'lb/h',
  'friction-rate': 'inH2O/100ft',
  'dynamic-viscosity': 'cP',
  time: 'min',
  'areal-density': 'lb/ft2',
  volume: 'ft3',
  'deflagration-index': 'bar.m/s',
};

/** What a first visit without a link shows: 4 inH₂O in every pressure unit. */
const FIRST_VISIT_TEXTS: ConversionTexts = { value: '4', from: STARTING_UNITS.pressure };

/**
 * The quantity the texts are about, by the catalogue: the `from` unit's, or
 * the unit typed with the value's; `undefined` when neither names a known unit.
 */
function quantityOfTexts(texts: ConversionTexts): QuantityId | undefined {
  if (texts.from !== undefined) {
    const from = lookupUnit(texts.from);
    return from.status === 'success' ? from.data.unit.quantity : undefined;
  }
  if (texts.value === undefined) return undefined;
  const value = parseQuantity(texts.value);
  return value.status === 'success' ? value.data.quantity : undefined;
}

/**
 * Converts the current texts with core's `readConversion`.
 *
 * @param context The context after the event's own change.
 * @returns The new result.
 */
export function recompute(context: Pick<ConvertorContext, 'texts'>): Update {
  return { result: readConversion(context.texts) };
}

/**
 * Stores what the user typed or picked in a field; an empty text removes it.
 *
 * @param context The current context.
 * @param field The field, by link name.
 * @param text The text exactly as typed (a select's value for `from`, `to`, `standard`).
 * @returns The fields to update.
 */
export function applyFieldText(context: ConvertorContext, field: ConversionField, text: string): Update {
  const texts = { ...context.texts };
  if (text.trim() === '') delete texts[field];
  else texts[field] = text;
  return { texts };
}

/**
 * Picks another quantity: the value stays, the From unit becomes that
 * quantity's starting unit, the result shows every unit of it, and the
 * units and conditions of the last quantity are cleared, kept for an undo.
 *
 * @param context The current context.
 * @param quantity The quantity picked.
 * @returns The fields to update; nothing when it is already the quantity.
 */
export function changeQuantity(context: ConvertorContext, quantity: QuantityId): Update {
  if (quantity === context.quantity) return {};
  const { value } = context.texts;
  const texts: ConversionTexts = { ...(value !== undefined && { value }), from: STARTING_UNITS[quantity] };
  const cleared = CONVERSION_FIELDS.filter((field) => field !== 'value' && context.texts[field] !== undefined && context.texts[field] !== texts[field]);
  const conditions = cleared.some((field) => field !== 'from' && field !== 'to');
  const message = `Now converting ${labelOf(quantity)}: the ${labelOf(context.quantity)} units${conditions ? ' and gas conditions' : ''} were cleared.`;
  return { quantity, texts, undo: cleared.length === 0 ? undefined : { quantity: context.quantity, texts: context.texts, message } };
}

/** A quantity as the Quantity list names it, lower case: `airflow`, `velocity, air-to-cloth ratio`. */
const labelOf = (quantity: QuantityId) => QUANTITY_CHOICES.find(({ value }) => value === quantity)!.label.toLowerCase();

/**
 * Puts back the quantity and texts that picking another quantity cleared.
 *
 * @returns The fields to update; nothing when there is nothing to undo.
 */
export function undoQuantityChange(context: ConvertorContext): Update {
  return context.undo === undefined ? {} : { quantity: context.undo.quantity, texts: context.undo.texts, undo: undefined };
}

/**
 * The context the page opens with: the link's texts when the URL has a
 * query (its unknown or repeated parameters become notes), otherwise 4 inH₂O
 * in every pressure unit. Already converted.
 *
 * @param search The page's query, with or without `?` ('' for none).
 */
export function createInitialContext(search: string): ConvertorContext {
  const link = readConversionLink(search);
  const fromLink = Object.keys(link.texts).length > 0;
  const texts = fromLink ? link.texts : FIRST_VISIT_TEXTS;
  return {
    quantity: quantityOfTexts(texts) ?? 'pressure',
    texts,
    linkNotes: link.ignored,
    undo: undefined,
    ...(recompute({ texts }) as { result: ConversionResult }),
  };
}
