import type { DesignField } from '../../core/duct/design-link.ts';
import type { DesignContext } from '../../machines/duct-design/context.ts';
import { selectPrintedValue } from '../../machines/duct-design/selectors.ts';
import { PrintedInputs, type PrintedInput } from '../shell/printed-inputs.tsx';
import { DesignActorContext } from './actor-context.ts';

/** A typed field as a report prints it: `Length`, `100`, `ft`. */
export function printedField(context: DesignContext, field: DesignField, label: string): PrintedInput {
  return { label, ...selectPrintedValue(context, field) };
}

/**
 * On paper, in place of a section's form: its inputs as values.
 *
 * @param caption The table's name.
 * @param rows The section's inputs from the context, in the form's order.
 */
export function SectionInputs({ caption, rows }: { caption: string; rows: (context: DesignContext) => PrintedInput[] }) {
  const context = DesignActorContext.useSelector((snapshot) => snapshot.context);
  return <PrintedInputs caption={caption} groups={[{ rows: rows(context) }]} />;
}
