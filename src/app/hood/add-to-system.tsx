import { useState } from 'react';
import { css } from '@emotion/react';
import { ListPlus } from 'lucide-react';
import { Link } from 'wouter';
import { hoodDesignCells } from '../../core/exhaust-system/hood-link.ts';
import { FLOW, quantityText } from '../../core/exhaust-system/report.ts';
import type { HoodTexts, HoodTypedIn } from '../../core/hood/fields.ts';
import { hoodLinkPath } from '../../core/hood/link.ts';
import { readHoodDesign } from '../../core/hood/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { appendHoodRow, type HoodAppend } from '../exhaust-system/store.ts';
import { paths } from '../paths.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';

/** What the hood page passes: its fields as typed, in the unit system shown. */
export interface AddToSystemButtonProps {
  /** The unit system of bare numbers (the page's). */
  readonly system: UnitSystem;
  /** The fields as typed (the page's, as its link carries them). */
  readonly texts: HoodTexts;
  /** The system each measure was typed in, where not `system`. */
  readonly typedIn?: HoodTypedIn;
}

type Outcome = { readonly status: 'idle' | 'adding' } | { readonly status: 'added'; readonly text: string } | { readonly status: 'refused'; readonly text: string };

const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing, '&:disabled': { opacity: 0.6, cursor: 'default' } });
const lineStyle = css({ margin: `${space.sm} 0 0`, fontSize: font.size.sm, '& a': { color: colors.primary, fontWeight: 600 } });
const refusedStyle = css(lineStyle, { color: colors.danger });

const REFUSED = 'Cannot add this hood to the exhaust system';

/** What an added hood's line says: its id, its flow, and where it joins (or that the user chooses). */
function addedText(added: Extract<HoodAppend, { status: 'added' }>, flow: string): string {
  const start = added.created ? `Started the exhaust system kept on this device with ${added.segment} (${flow})` : `Added ${added.segment} (${flow}) to the exhaust system kept on this device`;
  const join = added.to === '' ? '; choose the segment it flows into there' : added.to === 'fan' ? ', flowing into the fan' : `, joined to the main ${added.to} (move it to its own junction there)`;
  return `${start}${join}.`;
}

/**
 * *Add to exhaust system*: appends this hood to the exhaust system kept on
 * the device (its flow, entry loss, minimum velocity, temperature and a link
 * back to this design; see `appendHoodRow`), then says so with a link to the
 * system page. Refuses in one line while the design has a problem or lacks
 * an input, or when the device's storage cannot be used.
 */
export function AddToSystemButton({ system, texts, typedIn = {} }: AddToSystemButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const add = async () => {
    const reading = readHoodDesign(texts, system, typedIn);
    if (reading.design === undefined) {
      const [first, ...rest] = reading.issues.length > 0 ? reading.issues.map(({ message }) => message) : reading.missing;
      const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
      setOutcome({ status: 'refused', text: `${REFUSED}: ${first ?? 'the design is not complete'}${more}.` });
      return;
    }
    setOutcome({ status: 'adding' });
    const cells = hoodDesignCells(reading.design, hoodLinkPath(system, texts, typedIn));
    const added = await appendHoodRow(cells, system);
    setOutcome(
      added.status === 'added'
        ? { status: 'added', text: addedText(added, quantityText(cells.flowM3s, FLOW, system)) }
        : { status: 'refused', text: `${REFUSED}: ${added.message}.` },
    );
  };
  return (
    <div>
      <button type="button" css={buttonStyle} disabled={outcome.status === 'adding'} onClick={() => void add()}>
        <ListPlus aria-hidden="true" size={18} />
        Add to exhaust system
      </button>
      {/* Always in the page, so that a screen reader announces what is put in it. */}
      <p role="status" css={outcome.status === 'refused' ? refusedStyle : lineStyle}>
        {(outcome.status === 'added' || outcome.status === 'refused') && outcome.text}
        {outcome.status === 'added' && (
          <>
            {' '}
            <Link href={paths.exhaustSystem.path}>Open {paths.exhaustSystem.title}</Link>
          </>
        )}
      </p>
    </div>
  );
}
