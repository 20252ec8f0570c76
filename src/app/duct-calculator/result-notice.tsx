import { Toast } from 'radix-ui';
import { css } from '@emotion/react';
import { X } from 'lucide-react';
import { selectNoticeRows } from '../../machines/duct-calculator/selectors.ts';
import { cardSurface, colors, focusRing, font, space } from '../shell/theme.ts';
import { CalculatorActorContext } from './actor-context.ts';

/** Long enough to read three figures; hovering or focusing the notice pauses it. */
export const NOTICE_DURATION_MS = 10_000;

// In the page's flow right under 'Show result', never floating over it: on a
// phone a fixed notice covered the button and the computed field. The list
// takes no room while no notice is open.
const viewportStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  margin: `${space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  '&:empty': { display: 'none' },
});

const rootStyle = css({
  ...cardSurface,
  borderLeft: `4px solid ${colors.accent}`,
  padding: space.md,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space.xs} ${space.md}`,
});

const rowStyle = css({
  display: 'grid',
  gridTemplateColumns: '6rem 1fr',
  gap: space.sm,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

const titleStyle = css({ margin: 0, fontWeight: 700, fontSize: font.size.md });
const listStyle = css({ gridColumn: '1 / -1', margin: 0, fontSize: font.size.sm });
const nameStyle = css({ color: colors.textMuted });
const valueStyles = { given: css({ margin: 0 }), solved: css({ margin: 0, fontWeight: 700 }) } as const;

const closeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: colors.textMuted,
  cursor: 'pointer',
  '&:hover': { background: colors.background },
  '&:focus-visible': focusRing,
});

/** Brings a new notice fully into view, e.g. when 'Show result' sits at the foot of a phone's screen. */
const revealNotice = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'nearest' });

/**
 * The 'Calculation Result' notice (spec §2): velocity, diameter and airflow,
 * each to 2 decimals with its unit, as they were when the form was submitted.
 * It opens in the page's flow under the form, so it never covers the button
 * or the computed field.
 */
export function ResultNotice() {
  const actorRef = CalculatorActorContext.useActorRef();
  const notice = CalculatorActorContext.useSelector((snapshot) => snapshot.context.notice);

  return (
    <>
      {notice !== undefined && (
        <Toast.Root
          key={notice.id}
          duration={NOTICE_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) actorRef.send({ type: 'notice.dismiss' });
          }}
          ref={revealNotice}
          css={rootStyle}
        >
          <Toast.Title css={titleStyle}>Calculation Result</Toast.Title>
          <Toast.Close aria-label="Close" css={closeStyle}>
            <X aria-hidden="true" size={18} />
          </Toast.Close>
          <Toast.Description asChild>
            <dl css={listStyle}>
              {selectNoticeRows(notice).map((row) => (
                <div key={row.quantity} css={rowStyle}>
                  <dt css={nameStyle}>{row.name}</dt>
                  <dd css={row.solved ? valueStyles.solved : valueStyles.given}>
                    {row.value} {row.unit}
                  </dd>
                </div>
              ))}
            </dl>
          </Toast.Description>
        </Toast.Root>
      )}
      <Toast.Viewport css={viewportStyle} />
    </>
  );
}
