/**
 * How `duct-calc convert` prints a conversion: text for a person (figures to
 * 8 significant digits through core/format, units beside them, every factor
 * applied with its source and the reference conditions named), or one JSON
 * line at full precision.
 */
import { unitWithBasis } from '../../core/units/basis.ts';
import { formatSignificant } from '../../core/format/significant.ts';
import type { Conversion, ConversionTexts, ConvertedValue } from '../../core/units/conversion.ts';
import { convert } from '../../core/units/convert.ts';
import { QUANTITY_INFO } from '../../core/units/quantity.ts';

const symbolOf = (value: ConvertedValue) => unitWithBasis(value.unit, value.basis, 'symbol');
const idOf = (value: ConvertedValue) => unitWithBasis(value.unit, value.basis, 'id');
const figure = (value: number) => formatSignificant(value);

/**
 * Names a conversion for messages: `inH₂O to Pa`, `ACFM to SCFM`, `inH₂O to every pressure unit`.
 */
export function conversionLabel(conversion: Conversion): string {
  const to = conversion.results.length === 1 ? symbolOf(conversion.results[0]!) : `every ${QUANTITY_INFO[conversion.quantity].label} unit`;
  return `${symbolOf(conversion.input)} to ${to}`;
}

/** Pads the figures so their decimal points line up. */
function alignFigures(figures: readonly string[]): string[] {
  const point = (text: string) => (text.includes('.') ? text.indexOf('.') : text.search(/e|$/));
  const left = Math.max(...figures.map(point));
  const padded = figures.map((text) => ' '.repeat(left - point(text)) + text);
  const width = Math.max(...padded.map((text) => text.length));
  return padded.map((text) => text.padEnd(width));
}

/** Rows of cells as columns two spaces apart, indented by two; the last column is not padded. */
function columns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => `  ${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')}`.trimEnd()).join('\n');
}

/** The result's qualifier: `dry`, `dry at 6 % O₂`, or nothing. */
function qualifier(conversion: Conversion): string {
  const conditions = conversion.conditions;
  if (!conditions) return '';
  const words = [conditions.dryBasis ? 'dry' : '', conditions.o2RefPercent === undefined ? '' : `at ${figure(conditions.o2RefPercent)} % O₂`];
  const text = words.filter(Boolean).join(' ');
  return text === '' ? '' : `, ${text}`;
}

/** The actual gas as given, each value as typed and in SI. */
function gasLine(conversion: Conversion, texts: ConversionTexts): string {
  const c = conversion.conditions!;
  const parts: string[] = [];
  if (c.temperatureK !== undefined) parts.push(`temperature ${texts.temperature} (${figure(c.temperatureK)} K)`);
  if (c.pressurePa !== undefined) {
    parts.push(
      c.altitudeM === undefined
        ? `pressure ${texts.pressure} (${figure(c.pressurePa / 1000)} kPa absolute)`
        : `altitude ${texts.altitude} (${figure(c.pressurePa / 1000)} kPa absolute, ISA)`,
    );
  }
  if (c.moisturePercent !== undefined) parts.push(`moisture ${figure(c.moisturePercent)} %`);
  if (c.o2Percent !== undefined) parts.push(`O₂ ${figure(c.o2Percent)} % dry`);
  return `Actual gas: ${parts.join(', ')}`;
}

/** The factor from one unit to another, as a table row, or `undefined` for the same unit or an affine scale. */
function unitFactorRow(from: ConvertedValue, to: ConvertedValue): string[] | undefined {
  if (from.unit === to.unit || from.unit.offset !== undefined || to.unit.offset !== undefined) return undefined;
  const factor = convert(1, from.unit.id, to.unit.id);
  if (factor.status === 'error') return undefined;
  return ['Units', `${from.unit.symbol} → ${to.unit.symbol}`, figure(factor.data.value), 'NIST SP 811 (2008), App. B.8 (sources below)'];
}

function sourceLines(conversion: Conversion): string {
  const units = [...new Set([conversion.input.unit, ...conversion.results.map((result) => result.unit)])];
  return `Sources:\n${units.map((unit) => `  ${unit.symbol}: ${unit.source}`).join('\n')}`;
}

function everyUnitText(conversion: Conversion): string {
  const { input, results } = conversion;
  const figures = alignFigures(results.map((result) => figure(result.value)));
  const table = columns(results.map((result, index) => [figures[index]!, symbolOf(result), result.unit.name]));
  const basis = input.basis ? `\nEach on the ${input.basis.reference} basis of ${symbolOf(input)}: unit factors only, no gas conditions applied.` : '';
  return `${figure(input.value)} ${symbolOf(input)} in every ${QUANTITY_INFO[conversion.quantity].label} unit:\n${table}\n${basis}
Factors: exact from the unit definitions of NIST SP 811 (2008), App. B.8; \`duct-calc convert 1 <from> <to>\` shows one with its source.\n`;
}

/**
 * Formats a conversion for a person.
 *
 * @param conversion The conversion done by readConversion.
 * @param texts The request as typed, to echo the conditions as given.
 * @returns Lines ending in a newline. One target: `4 inH₂O = 996.35564 Pa`,
 *   then for a conditioned conversion the reference conditions used and the
 *   actual gas, then the factors applied (name, formula, factor, source) and
 *   each unit's source. No target: an aligned table of every unit of the
 *   quantity (figure, unit, unit name).
 */
export function formatConversionText(conversion: Conversion, texts: ConversionTexts): string {
  if (conversion.results.length !== 1) return everyUnitText(conversion);
  const { input, conditions, factors } = conversion;
  const result = conversion.results[0]!;
  const lines = [`${figure(input.value)} ${symbolOf(input)} = ${figure(result.value)} ${symbolOf(result)}${qualifier(conversion)}`];
  if (conditions) {
    lines.push(`Reference: ${conditions.reference.label}, ${conditions.reference.statedAs} (${conditions.reference.source})`);
    lines.push(gasLine(conversion, texts));
  }
  const rows = factors.map((factor) => [factor.name, factor.formula, figure(factor.factor), factor.source]);
  const unitRow = unitFactorRow(input, result);
  if (unitRow) rows.push(unitRow);
  lines.push('');
  if (rows.length > 0) lines.push(`Factors applied:\n${columns(rows)}`);
  lines.push(sourceLines(conversion));
  return `${lines.join('\n')}\n`;
}

/** A value in SI with its unit, as the JSON's leaves are written. */
const leaf = (value: number | undefined, unit: string) => (value === undefined ? undefined : { value, unit });

/**
 * Formats a conversion for scripts, at full precision.
 *
 * @returns One line of JSON: `{"quantity", "input": {"value", "unit"}, "results": [{"value", "unit"}, …],
 *   "conditions": null | {"reference": {"id", "label", "statedAs", "temperature", "pressure", "source"},
 *   "dryBasis", "temperature", "pressure", "altitude", "moisture", "o2", "o2-ref"}, "factors": [{"name", "factor", "formula", "source"}]}`.
 *   Units are the catalogue's ASCII ids with the basis letter (`inH2O`, `Pa`,
 *   `degF`, `SCFM`, `mg/Nm3`), which `duct-calc convert` reads back;
 *   conditions are in K, Pa, m and %; absent conditions are left out.
 */
export function formatConversionJson(conversion: Conversion): string {
  const { quantity, input, results, conditions, factors } = conversion;
  const json = {
    quantity,
    input: { value: input.value, unit: idOf(input) },
    results: results.map((result) => ({ value: result.value, unit: idOf(result) })),
    conditions: conditions
      ? {
          reference: {
            id: conditions.reference.id,
            label: conditions.reference.label,
            statedAs: conditions.reference.statedAs,
            temperature: leaf(conditions.reference.temperatureK, 'K'),
            pressure: leaf(conditions.reference.pressurePa, 'Pa'),
            source: conditions.reference.source,
          },
          dryBasis: conditions.dryBasis,
          temperature: leaf(conditions.temperatureK, 'K'),
          pressure: leaf(conditions.pressurePa, 'Pa'),
          altitude: leaf(conditions.altitudeM, 'm'),
          moisture: leaf(conditions.moisturePercent, '%'),
          o2: leaf(conditions.o2Percent, '%'),
          'o2-ref': leaf(conditions.o2RefPercent, '%'),
        }
      : null,
    factors: factors.map(({ name, factor, formula, source }) => ({ name, factor, formula, source })),
  };
  return `${JSON.stringify(json)}\n`;
}
