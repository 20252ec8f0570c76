/**
 * The exact definitions every factor of the catalogue is derived from, so no
 * factor is a rounded constant. Each name carries the unit it is given in.
 *
 * Source: NIST SP 811 (2008 edition), Appendix B.8 and its footnotes; the
 * international yard and pound agreement of 1959 (foot, pound, grain).
 */

/** How the catalogue cites NIST SP 811 Appendix B.8 (factors listed alphabetically). */
export const NIST_B8 = 'NIST SP 811 (2008), App. B.8';

/** One international foot in metres, exact (1959). */
export const FOOT_M = 0.3048;

/** One inch in metres, exact (1959). */
export const INCH_M = 0.0254;

/** One avoirdupois pound in kilograms, exact (1959). */
export const POUND_KG = 0.45359237;

/** One grain in kilograms, exact: 64.798 91 mg (7000 gr = 1 lb). */
export const GRAIN_KG = 64.79891e-6;

/** Standard acceleration of gravity gₙ in m/s², exact (3rd CGPM, 1901). */
export const STANDARD_GRAVITY_MPS2 = 9.80665;

/** One minute in seconds, exact. */
export const MINUTE_S = 60;

/** One hour in seconds, exact. */
export const HOUR_S = 3600;

/**
 * Density of water that defines the conventional inch and millimetre of
 * water, in kg/m³ (with gₙ; NIST SP 811 App. B.8, conventional water units).
 */
export const CONVENTIONAL_WATER_DENSITY_KGPM3 = 1000;

/**
 * Density of mercury that defines the conventional inch of mercury, in kg/m³
 * (with gₙ; NIST SP 811 App. B.8, conventional mercury units).
 */
export const CONVENTIONAL_MERCURY_DENSITY_KGPM3 = 13595.1;

/** 0 °C in kelvin, exact. */
export const ZERO_CELSIUS_K = 273.15;

/** 0 °F in degrees Rankine, exact. */
export const ZERO_FAHRENHEIT_R = 459.67;

/** One degree Rankine (and one Fahrenheit degree) in kelvin: 5/9, exact. */
export const RANKINE_K = 5 / 9;
