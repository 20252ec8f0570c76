import { Flame } from 'lucide-react';
import { Link } from 'wouter';
import { DUST_HAZARD_MEASURES } from '../../core/exhaust-system/dust-hazard.ts';
import { EXPLOSIBLE_DUST_IDS, EXPLOSIBLE_DUSTS } from '../../core/explosion/dusts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { selectDustIssue, selectExplosionLinkPath, selectShownDust } from '../../machines/exhaust-system/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import type { PrintedInput } from '../shell/printed-inputs.tsx';
import { focusRing } from '../shell/theme.ts';
import { UnitField } from '../shell/unit-field.tsx';
import { SystemActorContext } from './actor-context.ts';

const NONE = 'none';
const DUST_OPTIONS: readonly SelectOption<string>[] = [
  { value: NONE, label: 'Not given' },
  ...EXPLOSIBLE_DUST_IDS.map((id) => ({ value: id, label: EXPLOSIBLE_DUSTS[id].name })),
];

const LOADING = DUST_HAZARD_MEASURES.find((measure) => measure.key === 'loading')!;

/** The loading's unit symbol in the system shown: g/m³ or gr/ft³. */
const loadingUnit = (system: UnitSystem): string => unitById(LOADING.units[system]).symbol;

/**
 * The system's dust, for the combustible-dust warning (NFPA 660): a dust of
 * the explosion table, or the dust's tested KSt; and the dust loading in the
 * ducts, compared with the table dust's typical MEC. The transport classes of
 * the sheet say how fast a dust travels, not whether it burns, so they are not used.
 */
export function DustFields() {
  const actorRef = SystemActorContext.useActorRef();
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const dust = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.dust?.dust ?? '');
  const kst = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.dust?.kst ?? '');
  const loading = SystemActorContext.useSelector((snapshot) => selectShownDust(snapshot.context, 'loading'));
  const dustIssue = SystemActorContext.useSelector((snapshot) => selectDustIssue(snapshot.context, 'dust'));
  const kstIssue = SystemActorContext.useSelector((snapshot) => selectDustIssue(snapshot.context, 'kst'));
  const loadingIssue = SystemActorContext.useSelector((snapshot) => selectDustIssue(snapshot.context, 'loading'));
  const listed = DUST_OPTIONS.find((option) => option.value === dust.trim());
  return (
    <FieldGroup legend="Combustible dust">
      <LabelledSelect
        label="Dust (explosion table)"
        placeholder={`"${dust}" is not on this list`}
        value={listed?.value ?? (dust === '' ? NONE : '')}
        options={DUST_OPTIONS}
        onValueChange={(chosen) => actorRef.send({ type: 'dust.change', key: 'dust', text: chosen === NONE ? '' : chosen })}
        hint={dustIssue}
      />
      <UnitField
        label="Tested KSt"
        unit="bar·m/s"
        help="Of your own dust (ASTM E1226 / EN 14034); blank: not known"
        hint={kstIssue}
        value={kst}
        onChange={(text) => actorRef.send({ type: 'dust.change', key: 'kst', text })}
      />
      <UnitField
        label={LOADING.label}
        unit={loadingUnit(system)}
        help="Compared with the dust's typical minimum explosible concentration (MEC); blank: not known"
        hint={loadingIssue}
        value={loading}
        onChange={(text) => actorRef.send({ type: 'dust.change', key: 'loading', text })}
      />
    </FieldGroup>
  );
}

/** The dust as the report prints it, the loading in the units shown. */
export function useDustRows(): PrintedInput[] {
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const dust = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.dust?.dust ?? '');
  const kst = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.dust?.kst ?? '');
  const loading = SystemActorContext.useSelector((snapshot) => selectShownDust(snapshot.context, 'loading'));
  const name = DUST_OPTIONS.find((option) => option.value === dust.trim())?.label ?? dust;
  return [
    { label: 'Dust (explosion table)', value: name, empty: 'not given' },
    { label: 'Tested KSt', value: kst.trim(), unit: 'bar·m/s', empty: 'not known' },
    { label: LOADING.label, value: loading.trim(), unit: loadingUnit(system), empty: 'not known' },
  ];
}

/** Opens the explosion protection page with the system's dust, once a combustible dust or a KSt is given. */
export function ExplosionLink() {
  const path = SystemActorContext.useSelector((snapshot) => selectExplosionLinkPath(snapshot.context));
  if (path === undefined) return null;
  return (
    <Link href={path} css={[secondaryAction, { justifySelf: 'start', '&:focus-visible': focusRing }]}>
      <Flame aria-hidden="true" size={18} />
      Size explosion protection for this dust
    </Link>
  );
}
