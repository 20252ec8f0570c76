/**
 * The worked examples several process tests start from, as the issue types them.
 */

/** The EPA worked example (Cost Manual Section 6 Chapter 1) as the issue types it. */
export const EPA_ARGS = [
  'baghouse', '--flow', '10000', '--imperial', '--cleaning', 'pulse-jet',
  '--material-factor', '9', '--application-factor', '0.8', '--temperature', '275', '--loading', '4', '--mmd', '7',
  '--bag-diameter', '5.125', '--bag-length', '10ft',
  '--pulse-pressure', '100', '--k2', '15', '--cleaning-interval', '10',
];

/** The EPA worked example's capital inputs; 2132.5498 ft² is duct-calc baghouse's gross cloth area for it (shown 2132.55). */
export const EPA_COST_ARGS = [
  'cost', '--gross-cloth-area', '2132.5498', '--imperial', '--insulated',
  '--bag-count', '159', '--bag-price', '1.69', '--cage-price', '12.04', '--auxiliary-cost', '89500',
];
