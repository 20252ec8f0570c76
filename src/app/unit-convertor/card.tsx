import { useId } from 'react';
import { colors, font, media, space } from '../shell/theme.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { noPrint } from '../shell/section-styles.ts';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { ConditionsPanel } from './conditions-panel.tsx';
import { FromSelect, QuantitySelect, ToSelect, ValueField } from './inputs.tsx';
import { ConvertorInputs } from './report-parts.tsx';
import { Results } from './results.tsx';
import { ShareLink } from './share-link.tsx';

const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  [media.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space.xl, alignItems: 'start' },
} as const;

const twoColumnStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

const fieldsStyle = {
  ...twoColumnStyle,
  marginTop: space.md,
  paddingTop: space.md,
  borderTop: `1px solid ${colors.border}`,
} as const;

const sourceStyle = { margin: `${space.md} 0 0`, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.5 } as const;

/**
 * The 'Unit Convertor' card: the quantity, the value and its units, the gas
 * conditions when the quantity has them, and the results beside them. On
 * paper the controls give way to a table of the inputs.
 */
export function ConvertorCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={toolCardStyle}>
      <h2 id={headingId} css={{ margin: `0 0 ${space.md}`, fontSize: font.size.lg }}>
        Convert
      </h2>
      <div css={layoutStyle}>
        <form aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()} noValidate>
          <ConvertorInputs />
          <div css={noPrint}>
            <QuantitySelect />
            <div css={fieldsStyle}>
              <ValueField />
              <FromSelect />
              <ToSelect />
            </div>
            <ConditionsPanel />
          </div>
          <p css={sourceStyle}>
            Unit factors: NIST SP 811 (2008 edition), Appendix B.8, exact where the unit is defined exactly (inch of
            water and millimetre of water conventional, at 1000 kg/m³ and standard gravity).
          </p>
          <div css={noPrint}>
            <ShareLink />
          </div>
        </form>
        <SectionBoundary name="results">
          <Results />
        </SectionBoundary>
      </div>
    </section>
  );
}
