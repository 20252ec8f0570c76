import type { ReactNode } from 'react';
import { shallowEqual } from '@xstate/react';
import { QUANTITY_LABELS, UNIT_SYMBOLS } from '../../core/duct/units.ts';
import { selectFieldTexts } from '../../machines/duct-calculator/selectors.ts';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { CalculatorActorContext } from './actor-context.ts';
import { FIELD_ORDER } from './field-order.ts';

/**
 * On paper, in place of the card's form: the two given values and the
 * calculated one, each as its field shows it, with its unit. Follows the
 * machine after a keystroke has painted, like the diagram.
 */
export function CardInputs() {
  const actorRef = CalculatorActorContext.useActorRef();
  const texts = useDeferredSelector(actorRef, (snapshot) => selectFieldTexts(snapshot.context), shallowEqual);
  const mode = useDeferredSelector(actorRef, (snapshot) => snapshot.context.calculationType);
  const system = useDeferredSelector(actorRef, (snapshot) => snapshot.context.unitSystem);
  const rows = FIELD_ORDER.map((field) => ({
    label: field === mode ? `${QUANTITY_LABELS[field]}, calculated` : QUANTITY_LABELS[field],
    value: texts[field],
    unit: UNIT_SYMBOLS[system][field],
  }));
  return <PrintedInputs caption="Duct calculator" groups={[{ rows }]} />;
}

/**
 * The diagram's error boundary: a drawing bug shows a line in its place and
 * the form stays usable; a change of the card's values tries it again.
 */
export function DiagramBoundary({ children }: { children: ReactNode }) {
  const actorRef = CalculatorActorContext.useActorRef();
  const inputs = useDeferredSelector(actorRef, (snapshot) => snapshot.context.inputsSi);
  return (
    <SectionBoundary name="duct diagram" resetKeys={[inputs]}>
      {children}
    </SectionBoundary>
  );
}
