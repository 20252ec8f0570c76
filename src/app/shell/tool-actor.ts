/**
 * The machine of a form tool page (machines/shared/form-machine.ts) as the
 * shared page parts see it: the tool's actor context (`createActorContext`)
 * and the selectors that are the tool's own, handed down by `ToolPage` so
 * that its parts (tool-page.tsx, tool-fields.tsx) serve every such tool.
 * Its own module, so the page and its parts never import each other.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { LinkNote } from '../../core/site/link-query.ts';
import type { TypedTexts } from '../../core/project/document.ts';
import type { FormInputs, FormMachineInput } from '../../machines/shared/form-context.ts';
import { formInputsOf, typedTextsOf } from '../../machines/shared/project-part.ts';
import type { FormEvent } from '../../machines/shared/form-machine.ts';

/** What the shared parts read of a form page's context. */
export interface FormPageContext {
  system: UnitSystem;
  result: unknown;
  linkNotes: readonly LinkNote[];
  undo: { readonly message: string } | undefined;
}

/** A form machine's snapshot, as far as the shared parts read it. */
export interface FormSnapshot<C extends FormPageContext> {
  context: C;
  can(event: { type: 'inputs.clear' }): boolean;
}

/** A tool's `createActorContext` of its form machine, as far as the shared parts use it. */
export interface FormActorContext<C extends FormPageContext, F extends string> {
  Provider: (props: { options: { input: FormMachineInput }; children: ReactNode }) => ReactNode;
  useSelector<T>(selector: (snapshot: FormSnapshot<C>) => T): T;
  useActorRef(): { send(event: FormEvent<F>): void };
}

/** The tool's own readings of its context, by field. */
export interface FormSelectors<C extends FormPageContext, F extends string> {
  /** The page's link for the inputs as typed. */
  linkPath(context: C): string;
  /** A field's text in the system shown: as typed, or a bare number converted when typed in the other system. */
  shownText(context: C, field: F): string;
  /** Why a field cannot be used, naming it, or `undefined`. */
  fieldIssue(context: C, field: F): string | undefined;
}

/** The tool's actor context and selectors, with its types let go: each tool's page checks them when it hands them down. */
export interface ToolActor {
  actor: FormActorContext<FormPageContext & Record<string, unknown>, string>;
  selectors: FormSelectors<FormPageContext & Record<string, unknown>, string>;
}

export const ToolActorContext = createContext<ToolActor | undefined>(undefined);

/** The tool page's machine and selectors; only inside `ToolPage`. */
export function useToolActor(): ToolActor {
  const tool = useContext(ToolActorContext);
  if (tool === undefined) throw new Error('useToolActor is used outside a ToolPage');
  return tool;
}

/** A tool page's part in the current project (the project bar, app/project/tool-bar.tsx), with its types let go as ToolActor's. */
export interface ToolProjectPart {
  /** Which part the page's inputs are: one of the project's hoods for Hood Design (the bar chooses which, by segment). */
  readonly part: 'hoods' | 'fan' | 'baghouse' | 'explosion';
  /** The page's inputs as the part (a hood without its segment), nothing converted. */
  toPart(context: FormPageContext & Record<string, unknown>): TypedTexts<string>;
  /** The part's inputs as the page keeps them, for the `inputs.replace` event. */
  inputsOf(part: TypedTexts<string>): unknown;
}

/**
 * The part of a page whose inputs are its fields only (Explosion
 * Protection, Hood Design, Baghouse Design).
 *
 * @param part The project's part the page's fields are.
 */
export function formProjectPart(part: ToolProjectPart['part']): ToolProjectPart {
  return { part, toPart: (context) => typedTextsOf(context as unknown as FormInputs<string>, context.system), inputsOf: formInputsOf };
}
