/**
 * A project: one dust collection system for one plant, carried through every
 * tool, saved and shared as one JSON file. Each part holds a tool's inputs
 * exactly as that tool keeps them (the texts as typed and the unit system
 * they were typed in, the sheet's rows, the plan's configuration), so a part
 * opens in its tool as typed and is read by the tool's own reader; nothing
 * here is a second input model. Figures are computed by the tools' cores,
 * SI inside (parts.ts).
 */
import type { ConditionTexts } from '../exhaust-system/conditions.ts';
import type { SystemSheet } from '../exhaust-system/sheet.ts';
import type { VentField } from '../explosion/fields.ts';
import type { CurveRow, CurveRowTypedIn, FanField } from '../fan/fields.ts';
import type { HoodField } from '../hood/fields.ts';
import type { BaghouseTextField } from '../baghouse/texts.ts';
import type { CollectorConfig } from '../maintenance/config.ts';
import type { UnitSystem } from '../report/figure.ts';

/** The `format` of every project file: a file without it is not a project. */
export const PROJECT_FORMAT = 'tfca-project';

/**
 * The version this toolkit writes. Older files migrate step by step
 * (migrate.ts); a newer one is refused. Version 1 had the site's altitude
 * only; version 2 has the site's ambient conditions, typed as the exhaust
 * system types its own (temperature, altitude or barometric pressure, moisture).
 */
export const PROJECT_VERSION = 2;

/** The parts, in the order a design goes through them (and the overview and the package list them). */
export const PART_IDS = ['hoods', 'system', 'baghouse', 'explosion', 'fan', 'cost', 'maintenance'] as const;
export type PartId = (typeof PART_IDS)[number];

/** Each part's name, as the tools' pages are named. */
export const PART_TITLES: Readonly<Record<PartId, string>> = {
  hoods: 'Hood Design',
  system: 'Exhaust System',
  baghouse: 'Baghouse Design',
  explosion: 'Explosion Protection',
  fan: 'Fan Selection',
  cost: 'Cost Estimation',
  maintenance: 'Maintenance Schedule',
};

/**
 * A tool's fields as its page keeps them: the texts as typed, the unit
 * system of a bare number, and where a text was typed in the other system
 * (a unit switch re-displays a text, never changes it).
 */
export interface TypedTexts<Field extends string> {
  readonly units: UnitSystem;
  readonly texts: Readonly<Partial<Record<Field, string>>>;
  readonly typedIn?: Readonly<Partial<Record<Field, UnitSystem>>>;
}

/** One hood: its Hood Design fields, and the sheet's segment it feeds (its `hood` cell follows the design, links.ts). */
export interface HoodPart extends TypedTexts<HoodField> {
  readonly segment: string;
}

/** Fan Selection's fields and its fan curve, as typed. */
export interface FanPart extends TypedTexts<FanField> {
  readonly curve?: readonly CurveRow[];
  /** One per curve row, in step with `curve`. */
  readonly curveTypedIn?: readonly CurveRowTypedIn[];
}

/** Cost Estimation's capital and annual cost fields, its insulation box, and its OPEX section, as typed. */
export interface CostPart extends TypedTexts<string> {
  readonly insulated: boolean;
  readonly opexTexts?: Readonly<Record<string, string>>;
  readonly opexTypedIn?: Readonly<Record<string, UnitSystem>>;
}

/** The parts; each is optional while the design has not reached it. */
export interface ProjectParts {
  readonly hoods?: readonly HoodPart[];
  /** The exhaust system's sheet, as the page saves it (its JSON file). */
  readonly system?: SystemSheet;
  readonly baghouse?: TypedTexts<BaghouseTextField>;
  readonly explosion?: TypedTexts<VentField>;
  readonly fan?: FanPart;
  readonly cost?: CostPart;
  /** The Maintenance Schedule's configuration. */
  readonly maintenance?: CollectorConfig;
}

/** Where the system is and who signs it. */
export interface ProjectSite {
  readonly plant: string;
  readonly location: string;
  readonly engineer: string;
  readonly checker?: string;
  /** The unit system of the conditions' bare numbers. */
  readonly units: UnitSystem;
  /** The ambient air as typed: temperature, altitude or barometric pressure, moisture (% H₂O by volume); blank is standard air's. */
  readonly conditions: ConditionTexts;
}

/** One line of the revision table. */
export interface ProjectRevision {
  readonly revision: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly by: string;
  readonly description: string;
}

/** A project document, version PROJECT_VERSION. */
export interface Project {
  readonly format: typeof PROJECT_FORMAT;
  readonly version: typeof PROJECT_VERSION;
  readonly name: string;
  /** The current revision, as the revision table names it (`A`, `1`, `P2`). */
  readonly revision: string;
  readonly site: ProjectSite;
  readonly parts: ProjectParts;
  readonly revisions: readonly ProjectRevision[];
}
