import { useEffect, useState } from 'react';
import { shallowEqual } from '@xstate/react';
import { sameCardDuct, selectCardDuct } from '../../machines/duct-calculator/selectors.ts';
import { selectLinkTexts } from '../../machines/duct-design/selectors.ts';
import { CalculatorActorContext } from '../duct-calculator/actor-context.ts';
import { useShareDesignTexts } from '../duct-calculator/link-sync.tsx';
import { LinkNotes } from '../shell/link-notes.tsx';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { DesignActorContext } from './actor-context.ts';
import { EquivalentSection } from './equivalent-section.tsx';
import { PressureLossSection } from './pressure-loss-section.tsx';
import { SizeSection } from './size-section.tsx';

/**
 * How long the card's duct must stay the same before the sections follow it:
 * their three recomputations and renders then run once typing pauses, never
 * between two keystrokes in the card (the keystroke bench).
 */
const FOLLOW_DELAY_MS = 150;

/**
 * Sends the card's airflow, diameter and unit system to the sections once
 * they have stayed the same for FOLLOW_DELAY_MS, so the card's keystrokes stay quick.
 */
function CardFollower() {
  const calculator = CalculatorActorContext.useActorRef();
  const design = DesignActorContext.useActorRef();
  const card = useDeferredSelector(calculator, (snapshot) => selectCardDuct(snapshot.context), sameCardDuct);
  const unitSystem = useDeferredSelector(calculator, (snapshot) => snapshot.context.unitSystem);
  useEffect(() => {
    const timer = setTimeout(() => design.send({ type: 'card.change', unitSystem, card }), FOLLOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [design, card, unitSystem]);
  return null;
}

/** The page's link: the card's, with the sections' fields. */
function DesignLinkSync() {
  useShareDesignTexts(DesignActorContext.useSelector((snapshot) => selectLinkTexts(snapshot.context), shallowEqual));
  return null;
}

function DesignLinkNotes() {
  const actorRef = DesignActorContext.useActorRef();
  const notes = DesignActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/**
 * The sections below the ducting calculator's card (issue 9): pressure loss,
 * sizing and the equivalent round duct, for the card's duct. A chunk of its
 * own, loaded after the card, so the card's download and keystrokes do not
 * grow. Its fields join the card's in the page's link.
 *
 * @param search The page's opening query, for the sections' fields.
 */
export function DesignSections({ search }: { search: string }) {
  const calculator = CalculatorActorContext.useActorRef();
  const [input] = useState(() => {
    const { context } = calculator.getSnapshot();
    return { search, unitSystem: context.unitSystem, card: selectCardDuct(context) };
  });
  return (
    <DesignActorContext.Provider options={{ input }}>
      <CardFollower />
      <DesignLinkSync />
      <DesignLinkNotes />
      <PressureLossSection />
      <SizeSection />
      <EquivalentSection />
    </DesignActorContext.Provider>
  );
}
