/**
 * The exhaust system page's project bar: its sheet is the project's `system`
 * part (the JSON the page exports). Open puts the part in place of the sheet
 * through the machine's replace path, the sheet's Undo shown in the bar; Save writes the sheet, and the fan and the baghouse that follow
 * the system read stale where it changed. Loaded lazily, only while a
 * project is current.
 */
import { useMemo } from 'react';
import type { SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { selectProjectSheet, sheetAsRead } from '../../machines/exhaust-system/selectors.ts';
import { ProjectPartBar } from '../project/tool-bar.tsx';
import { SystemActorContext } from './actor-context.ts';
import { ReplacedSheet } from './file-actions.tsx';

/** The bar for the page's sheet. */
export function SystemProjectBar() {
  const actorRef = SystemActorContext.useActorRef();
  const sheet = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet);
  const value = useMemo(() => selectProjectSheet(sheet), [sheet]);
  const open = (part: SystemSheet, message: string) => actorRef.send({ type: 'sheet.open', sheet: part, message });
  return <ProjectPartBar binding={{ part: 'system', value, comparable: sheetAsRead, open, noun: 'sheet' }} undoNotice={<ReplacedSheet byProject />} />;
}
