/** The id of a sheet cell's input, so that an action can put focus in it (the page has one sheet). */
import type { SheetColumn } from '../../core/exhaust-system/sheet.ts';

export const cellId = (row: number, column: SheetColumn): string => `system-sheet-cell-${row}-${column}`;
