import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { selectNoticeRows } from '../../machines/duct-calculator/selectors.ts';
import { cardSurface, colors, focusRing, font, media, shadow, space, zIndex } from '../shell/theme.ts';
import { CalculatorActorContext } from './actor-context.ts';

/** Long enough to read three figures; hovering or focusing the notice pauses it. */
export const NOTICE_DURATION_MS = 10_000;

const viewportStyle = {
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: zIndex.tooltip,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  width: '100%',
  margin: 0,
  padding: space.md,
  listStyle: 'none',
  outline: 'none',
  [media.medium]: { width: '24rem', padding: space.lg },
} as const;

const rootStyle = {
  ...cardSurface,
  boxShadow: shadow.overlay,
  borderLeft: `4px solid ${colors.accent}`,
  padding: space.md,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space.xs} ${space.md}`,
} as const;

const rowStyle = {
  display: 'grid',
  gridTemplateColumns: '6rem 1fr',
  gap: space.sm,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
} as const;

const closeStyle = {
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
} as const;

/**
 * The 'Calculation Result' notice (spec §2): velocity, diameter and airflow,
 * each to 2 decimals with its unit, as they were when the form was submitted.
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
          css={rootStyle}
        >
          <Toast.Title css={{ margin: 0, fontWeight: 700, fontSize: font.size.md }}>Calculation Result</Toast.Title>
          <Toast.Close aria-label="Close" css={closeStyle}>
            <X aria-hidden="true" size={18} />
          </Toast.Close>
          <Toast.Description asChild>
            <dl css={{ gridColumn: '1 / -1', margin: 0, fontSize: font.size.sm }}>
              {selectNoticeRows(notice).map((row) => (
                <div key={row.quantity} css={rowStyle}>
                  <dt css={{ color: colors.textMuted }}>{row.name}</dt>
                  <dd css={{ margin: 0, fontWeight: row.solved ? 700 : 400 }}>
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
