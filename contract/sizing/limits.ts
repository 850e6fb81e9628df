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
