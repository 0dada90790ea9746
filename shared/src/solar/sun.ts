/**
 * Closed-form sun geometry for monthly average days (Duffie & Beckman): extraterrestrial irradiation,
 * and the Liu–Jordan isotropic transposition of monthly GHI onto a tilted plane, with the Erbs
 * diffuse fraction and Klein's Rb (Liu and Jordan 1960; Erbs, Klein and Duffie 1982; Klein 1977). South of the equator the geometry is
 * mirrored (latitude and declination change sign), so a north-facing array there is exact too.
 */

const DEGREE = Math.PI / 180;
const SOLAR_CONSTANT_W_M2 = 1367;

/** Klein's recommended average day of each month (day of the year), January first. */
export const AVERAGE_DAY_OF_MONTH = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344] as const;
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const clampUnit = (value: number) => Math.min(1, Math.max(-1, value));
const clampFraction = (value: number) => Math.min(1, Math.max(0, value));

type MonthGeometry = { dayOfYear: number; latitude: number; declination: number; sunsetAngle: number };

function geometryOf(latitudeDegrees: number, month: number): MonthGeometry {
  const dayOfYear = AVERAGE_DAY_OF_MONTH[month] ?? AVERAGE_DAY_OF_MONTH[0];
  const hemisphere = latitudeDegrees < 0 ? -1 : 1;
  const latitude = Math.abs(latitudeDegrees) * DEGREE;
  const declination = hemisphere * 23.45 * DEGREE * Math.sin((DEGREE * 360 * (284 + dayOfYear)) / 365);
  const sunsetAngle = Math.acos(clampUnit(-Math.tan(latitude) * Math.tan(declination)));
  return { dayOfYear, latitude, declination, sunsetAngle };
}

/** cosφ·cosδ·sin ωs + ωs·sinφ·sinδ for a plane at latitude φ. */
function dailyCosineIntegral(latitude: number, declination: number, sunsetAngle: number): number {
  return (
    Math.cos(latitude) * Math.cos(declination) * Math.sin(sunsetAngle) +
    sunsetAngle * Math.sin(latitude) * Math.sin(declination)
  );
}

/** H0: daily irradiation above the atmosphere on a horizontal plane, kWh/m²/day, for `month` (0–11). */
export function extraterrestrialIrradiation(latitudeDegrees: number, month: number): number {
  const { dayOfYear, latitude, declination, sunsetAngle } = geometryOf(latitudeDegrees, month);
  const eccentricity = 1 + 0.033 * Math.cos((DEGREE * 360 * dayOfYear) / 365);
  const joules =
    ((24 * 3600 * SOLAR_CONSTANT_W_M2) / Math.PI) *
    eccentricity *
    dailyCosineIntegral(latitude, declination, sunsetAngle);
  return Math.max(0, joules / 3.6e6);
}

/** Erbs et al. monthly diffuse fraction Hd/H from the clearness index KT. */
export function diffuseFraction(clearnessIndex: number): number {
  const kt = clampFraction(clearnessIndex);
  return clampFraction(1.311 - 3.022 * kt + 3.427 * kt ** 2 - 1.821 * kt ** 3);
}

/**
 * Monthly plane-of-array irradiation (kWh/m²/day) for an equator-facing plane tilted `tilt` degrees,
 * from the 12 monthly GHI values.
 */
export function planeOfArrayIrradiation({
  latitude,
  monthlyGhi,
  tilt,
  albedo,
}: {
  latitude: number;
  monthlyGhi: readonly number[];
  tilt: number;
  albedo: number;
}): number[] {
  const slope = tilt * DEGREE;

  return monthlyGhi.map((ghi, month) => {
    const extraterrestrial = extraterrestrialIrradiation(latitude, month);
    if (!(ghi > 0) || !(extraterrestrial > 0)) return 0;

    const geometry = geometryOf(latitude, month);
    const diffuse = diffuseFraction(ghi / extraterrestrial);
    const tiltedLatitude = geometry.latitude - slope;
    const tiltedSunset = Math.min(
      geometry.sunsetAngle,
      Math.acos(clampUnit(-Math.tan(tiltedLatitude) * Math.tan(geometry.declination))),
    );
    const horizontal = dailyCosineIntegral(geometry.latitude, geometry.declination, geometry.sunsetAngle);
    const tilted = dailyCosineIntegral(tiltedLatitude, geometry.declination, tiltedSunset);
    const beamRatio = horizontal > 0 ? Math.max(0, tilted / horizontal) : 0;

    return (
      ghi *
      ((1 - diffuse) * beamRatio +
        (diffuse * (1 + Math.cos(slope))) / 2 +
        (albedo * (1 - Math.cos(slope))) / 2)
    );
  });
}
