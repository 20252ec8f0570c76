import { memo, useId, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { colors, focusRing, font, media, radius, space } from '../shell/theme.ts';
import { noPrint } from '../shell/section-styles.ts';
import { CalculatorActorContext } from './actor-context.ts';
import { CONTROL_HEIGHT, toolCardStyle } from '../shell/form-styles.ts';
import { CalculationTypeSelect, UnitSystemSelect } from './selects.tsx';
import { DuctDiagram } from './diagram.tsx';
import { FIELD_ORDER } from './field-order.ts';
import { FormulaNote } from './formula-note.tsx';
import { QuantityField } from './quantity-field.tsx';
import { CardInputs, DiagramBoundary } from './report-parts.tsx';
import { ResultNotice } from './result-notice.tsx';

const cardStyle = css(toolCardStyle);

const layoutStyle = css({
  display: 'grid',
  // minmax(0, …) lets the diagram shrink below its drawing's natural width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  [media.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space.xl, alignItems: 'start' },
});

const twoColumnStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const fieldsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  marginTop: space.md,
  paddingTop: space.md,
  borderTop: `1px solid ${colors.border}`,
});

const buttonStyle = css({
  height: CONTROL_HEIGHT,
  marginTop: space.lg,
  padding: `0 ${space.lg}`,
  border: 'none',
  borderRadius: radius.sm,
  background: colors.primary,
  color: colors.primaryText,
  fontFamily: font.body,
  fontSize: font.size.md,
  fontWeight: 600,
  cursor: 'pointer',
  width: '100%',
  [media.medium]: { width: 'auto' },
  '&:hover:not(:disabled)': { background: colors.primaryHover },
  '&:focus-visible': focusRing,
  '&:disabled': { background: colors.border, color: colors.textMuted, cursor: 'not-allowed' },
});

const headingStyle = css({ margin: `0 0 ${space.md}`, fontSize: font.size.lg });

const figureStyle = css({
  margin: 0,
  padding: space.md,
  background: colors.background,
  borderRadius: radius.md,
  // On paper the drawing keeps a readable size beside nothing: the page is one column there.
  '@media print': { padding: 0, background: 'none', maxWidth: '130mm' },
});

/** 'Show result': enabled while the inputs give a solution. */
function SubmitButton() {
  const canSubmit = CalculatorActorContext.useSelector((snapshot) => snapshot.can({ type: 'form.submit' }));
  return (
    <button type="submit" disabled={!canSubmit} css={buttonStyle}>
      Show result
    </button>
  );
}

/**
 * The 'Duct Calculator' card: selects, the three fields, submit, the result
 * notice below it, and the diagram. The card itself reads nothing from the
 * machine, so it renders once; each part selects only what it shows. On
 * paper the form gives way to a table of its values; the diagram and its
 * formulas print as they are.
 */
export const DuctCalculatorCard = memo(function DuctCalculatorCard() {
  const headingId = useId();
  const actorRef = CalculatorActorContext.useActorRef();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'form.submit' });
  };

  return (
    <section aria-labelledby={headingId} css={cardStyle}>
      <h2 id={headingId} css={headingStyle}>
        Duct Calculator
      </h2>
      <div css={layoutStyle}>
        <div>
          <CardInputs />
          <form onSubmit={submit} noValidate aria-labelledby={headingId} css={noPrint}>
            <div css={twoColumnStyle}>
              <UnitSystemSelect />
              <CalculationTypeSelect />
            </div>
            <div css={fieldsStyle}>
              {FIELD_ORDER.map((field) => (
                <QuantityField key={field} field={field} />
              ))}
            </div>
            <SubmitButton />
          </form>
          <div css={noPrint}>
            <ResultNotice />
          </div>
        </div>
        <figure css={figureStyle}>
          <DiagramBoundary>
            <DuctDiagram />
          </DiagramBoundary>
          <figcaption>
            <FormulaNote />
          </figcaption>
        </figure>
      </div>
    </section>
  );
});
