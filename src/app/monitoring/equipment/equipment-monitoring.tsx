/**
 * The Equipment monitoring part of the Industries & Applications page: a
 * placeholder until the part is built (issue 22, branch mon-page), so the
 * page shell has its lazy chunk to load.
 */
export function EquipmentMonitoring() {
  return <p>Import a dust collector’s controller log to see its ΔP trend and findings.</p>;
}
