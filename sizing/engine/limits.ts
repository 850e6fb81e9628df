/**
 * The service limits the warnings judge against, in one place (docs/decisions.md says why these).
 * Velocities are in the downstream pipe, or at the valve outlet (size d) when no pipe is given.
 */
/** Liquids: outlet velocity above this erodes trims and pipe and makes noise, m/s. */
export const LIQUID_VELOCITY_LIMIT = 10;
/** Gases and steam: outlet Mach number above this makes noise and vibration. */
export const GAS_MACH_LIMIT = 0.3;
/** Predicted level 1 m from the pipe above which hearing protection is needed, dB(A). */
export const NOISE_LIMIT_DBA = 85;
/**
 * Steam whose inlet temperature is within this of saturation (K) is taken as saturated steam
 * ('steam-wet'); further below it is compressed water ('steam-liquid').
 */
export const STEAM_SATURATION_BAND = 0.5;
/**
 * Predicted levels below this, dB(A), are outside the noise methods' range: IEC 60534-8-3 and -8-4
 * are correlations fitted to laboratory measurements of valves, which need the valve well above
 * the laboratory's own background; a level quieter than a library has no such measurement
 * behind it, and the methods' arithmetic goes on to figures below the threshold of hearing.
 */
export const NOISE_RANGE_MIN_DBA = 40;
/** |1 − Z| from which Z matters for a sizing (Kv scales with √Z: 1 % of Kv). */
export const COMPRESSIBILITY_TOLERANCE = 0.02;
