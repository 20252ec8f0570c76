// The hood-cli part's API as the page, the CLI and the exhaust system call it.
import { describe, expectTypeOf, it } from 'vitest';
import type { HoodDesign } from '../../../src/core/hood/design-input.ts';
import type { HoodTexts, HoodTypedIn } from '../../../src/core/hood/fields.ts';
import { HOOD_LINK_PATH, hoodLinkPath, readHoodLink, type HoodLinkState } from '../../../src/core/hood/link.ts';
import { readHoodDesign, type HoodReading } from '../../../src/core/hood/read.ts';
import { hoodReport, type HoodReport } from '../../../src/core/hood/report.ts';
import type { Figure, UnitSystem } from '../../../src/core/report/figure.ts';
import type { MeasureIssue } from '../../../src/core/report/measure.ts';
import type { LinkNote } from '../../../src/core/site/link-query.ts';
import type { ToolWarning } from '../../../src/core/report/warning.ts';

describe('hood API types', () => {
  it('reads texts into a reading, never throws a number at the caller', () => {
    expectTypeOf(readHoodDesign).parameters.toEqualTypeOf<[HoodTexts, UnitSystem, HoodTypedIn?]>();
    expectTypeOf(readHoodDesign).returns.toEqualTypeOf<HoodReading>();
    expectTypeOf<HoodReading>().toEqualTypeOf<{
      readonly issues: readonly MeasureIssue[];
      readonly design?: HoodDesign;
      readonly warnings: readonly ToolWarning[];
      readonly missing: readonly string[];
    }>();
  });

  it('reports figures, and builds and reads the link', () => {
    expectTypeOf(hoodReport).parameters.toEqualTypeOf<[HoodDesign, UnitSystem]>();
    expectTypeOf<HoodReport>().toEqualTypeOf<{ readonly figures: readonly Figure[]; readonly measured: readonly Figure[] }>();
    expectTypeOf<typeof HOOD_LINK_PATH>().toEqualTypeOf<'/hood-design'>();
    expectTypeOf(hoodLinkPath).parameters.toEqualTypeOf<[UnitSystem, HoodTexts, HoodTypedIn?]>();
    expectTypeOf(readHoodLink).returns.toEqualTypeOf<HoodLinkState>();
    expectTypeOf<HoodLinkState>().toEqualTypeOf<{ readonly system?: UnitSystem; readonly texts: HoodTexts; readonly notes: readonly LinkNote[] }>();
  });
});
