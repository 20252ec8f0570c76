import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { designLinkPath, type DesignTexts } from '../../core/duct/design-link.ts';
import { selectLinkPath } from '../../machines/duct-calculator/link.ts';
import { ReportHeader } from '../shell/print-report.tsx';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { CalculatorActorContext } from './actor-context.ts';

/** How the design sections hand their fields to the page's one LinkSync. */
const DesignTextsContext = createContext<(texts: DesignTexts) => void>(() => {});

/**
 * Keeps the address bar equal to the link of what the calculator shows
 * (`/ducting-calculator?solve=…&q=…&v=…&d=…&units=…`), so it can be copied
 * and shared, followed by the design sections' fields; on paper, the
 * report's header gives the same link with the date and the units. Reads the machine in
 * a transition, like the diagram, so a keystroke renders nothing here.
 *
 * One instance lives as long as the page: the design sections load later
 * and report their fields with {@link useShareDesignTexts}, so the link
 * the page opened with is known once and an edit made before the sections
 * arrive is still written.
 *
 * @param openingTexts The design sections' fields from the opening link,
 *   kept in the link until the sections report their own.
 * @param children The page's parts; they do not re-render when the link does.
 */
export function LinkSync({ openingTexts, children }: { openingTexts: DesignTexts; children: ReactNode }) {
  const [designTexts, setDesignTexts] = useState(openingTexts);
  const actorRef = CalculatorActorContext.useActorRef();
  const cardPath = useDeferredSelector(actorRef, (snapshot) => selectLinkPath(snapshot.context));
  const system = useDeferredSelector(actorRef, (snapshot) => snapshot.context.unitSystem);
  const linkPath = designLinkPath(cardPath, designTexts);
  useReplaceLink(linkPath);
  return (
    <DesignTextsContext.Provider value={setDesignTexts}>
      <ReportHeader system={system} linkPath={linkPath} />
      {children}
    </DesignTextsContext.Provider>
  );
}

/**
 * Puts the design sections' fields into the page's link.
 *
 * @param texts The sections' fields as typed (see core/duct/design-link.ts);
 *   pass a value that keeps its identity while the fields are unchanged.
 */
export function useShareDesignTexts(texts: DesignTexts): void {
  const share = useContext(DesignTextsContext);
  useEffect(() => share(texts), [share, texts]);
}
