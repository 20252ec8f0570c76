/**
 * The Cost Estimation's project bar: both forms and the insulation box are
 * the project's `cost` part. Open puts the part in place of the page's
 * inputs (shown in the part's units, as on the other form pages) with the
 * page's own Undo; Save writes them. Loaded lazily, only
 * while a project is current.
 */
import { useMemo } from 'react';
import type { CostPart } from '../../core/project/document.ts';
import { costInputsOf, costPartOf } from '../../machines/cost/project-part.ts';
import { ProjectPartBar } from '../project/tool-bar.tsx';
import { CostActorContext } from './actor-context.ts';

/** The bar for the page's inputs. */
export function CostProjectBar() {
  const actorRef = CostActorContext.useActorRef();
  const context = CostActorContext.useSelector((snapshot) => snapshot.context);
  const { texts, typedIn, opexTexts, opexTypedIn, insulated, system } = context;
  const value = useMemo(() => costPartOf({ texts, typedIn, opexTexts, opexTypedIn, insulated }, system), [texts, typedIn, opexTexts, opexTypedIn, insulated, system]);
  const open = (part: CostPart, message: string) => actorRef.send({ type: 'inputs.replace', inputs: costInputsOf(part), system: part.units, message });
  return <ProjectPartBar binding={{ part: 'cost', value, comparable: costInputsOf, open, noun: 'inputs' }} />;
}
