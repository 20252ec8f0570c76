/**
 * One `duct-calc convert` run, once commander has parsed it: the request goes
 * to the core's readConversion, the same reader as the Unit Convertor page's,
 * and the result is written as text, JSON or the page's link. Loaded by the
 * command's action with a dynamic import.
 */
import { readConversion, type Conversion, type ConversionField, type ConversionIssue, type ConversionTexts } from '../../core/units/conversion.ts';
import { conversionLinkPath } from '../../core/units/link.ts';
import { CONVERT_OPTIONS, OPTION_FLAGS, type ConvertCommandOptions } from './options.ts';
import { conversionLabel, formatConversionJson, formatConversionText } from './report.ts';

/** What to print, or one line for stderr (exit 2). */
export type ConvertOutcome = { status: 'success'; output: string } | { status: 'error'; message: string };

/** "The actual …" → "the actual …", but "ACFM …" stays. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** One issue as commander would word it for the option or argument it is about. */
function describeIssue(issue: ConversionIssue, texts: ConversionTexts): string {
  const flags = OPTION_FLAGS[issue.field];
  if (flags === undefined) return issue.message;
  const text = texts[issue.field];
  if (text !== undefined) return `option '${flags}' argument '${text}' is invalid. ${issue.message}`;
  const needed = issue.field === 'pressure' ? `'${flags}' or '${OPTION_FLAGS.altitude}'` : `'${flags}'`;
  return `missing option ${needed}: ${lowerFirst(issue.message)}`;
}

function unusedMessage(fields: readonly ConversionField[], conversion: Conversion): string {
  const options = fields.map((field) => `'${OPTION_FLAGS[field]}'`).join(', ');
  const [noun, verb, pronoun] = fields.length === 1 ? ['option', 'is', 'it'] : ['options', 'are', 'them'];
  return `error: ${noun} ${options} ${verb} not used when converting ${conversionLabel(conversion)}; leave ${pronoun} out`;
}

/**
 * Runs a conversion.
 *
 * @param value The `<value>` argument as typed.
 * @param from The `<from>` unit as typed.
 * @param to The `[to]` unit as typed, or `undefined` for every unit.
 * @param options The condition options as typed, and --json / --link.
 * @returns The text to print (the table, one JSON line, or the link), or one
 *   error line: every issue of the request, each naming its option or unit,
 *   joined with `; `; or options given that the conversion does not use (a
 *   value is never silently dropped).
 */
export function runConvert(value: string, from: string, to: string | undefined, options: ConvertCommandOptions): ConvertOutcome {
  const texts: ConversionTexts = { value, from, to, standard: options.standard };
  for (const { field, key } of CONVERT_OPTIONS) texts[field] = options[key];
  const result = readConversion(texts);
  if (result.status === 'error') {
    return { status: 'error', message: `error: ${result.issues.map((issue) => describeIssue(issue, texts)).join('; ')}` };
  }
  const conversion = result.data;
  if (conversion.unusedFields.length > 0) return { status: 'error', message: unusedMessage(conversion.unusedFields, conversion) };
  if (options.link) return { status: 'success', output: `${conversionLinkPath(texts)}\n` };
  return { status: 'success', output: options.json ? formatConversionJson(conversion) : formatConversionText(conversion, texts) };
}
