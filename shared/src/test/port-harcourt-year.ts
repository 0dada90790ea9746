import { SOLAR_CONSTANTS } from '../solar/constants.ts';
import { createContext } from '../solar/context.ts';
import { outputPerKwp, synthesiseWeather } from '../solar/hourly/weather.ts';
import { REFERENCE_CITIES, monthlyGhiOf } from '../solar/solar-data.ts';

/**
 * Port Harcourt's synthetic year (seed 1) and the AC output of 1 kWp in each hour, with the engine's
 * own constants: the site of the HOMER study that decision 049 checks the engine against.
 */
export function portHarcourtYear() {
  const { read } = createContext(SOLAR_CONSTANTS);
  const city = REFERENCE_CITIES.find((candidate) => candidate.name === 'Port Harcourt');
  if (!city) throw new Error('Port Harcourt is a reference city');
  const weather = synthesiseWeather({
    latitude: city.latitude,
    clockOffsetHours: (city.longitude - 15) / 15,
    monthlyGhi: monthlyGhiOf(city),
    monthlyTemperature: read('temperatureSouth'),
    dailySwing: read('dailySwingSouth'),
    tilt: read('minimumTilt'),
    albedo: read('albedo'),
    seed: 1,
  });
  const perKwp = outputPerKwp(weather, {
    systemLosses: read('systemLosses'),
    inverterEfficiency: read('pvInverterEfficiency'),
    temperatureCoefficient: read('temperatureCoefficient'),
    u0: read('faimanU0'),
    u1: read('faimanU1'),
    windSpeed: read('windSpeed'),
    shadingFactor: 1,
  });
  return { city, weather, perKwp };
}
