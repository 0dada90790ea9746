/**
 * Nigeria's border, coarse: is a point in Nigeria? Built from Natural Earth's Admin 0 countries at
 * 1:10m (v4.1.0, public domain; read from the npm package world-atlas 2.0.2, countries-10m.json) on
 * 2026-12-05: the land borders with Benin, Niger, Chad and Cameroon simplified (Douglas–Peucker,
 * 0.03°), so they lie within 3.3 km of Natural Earth's line; the coast replaced by a line about 11 km
 * out to sea (the southernmost shore point in each quarter degree of longitude, moved 0.1° south), so
 * towns on lagoons, creeks and islands (Lagos Island, Bonny, Brass) count as in Nigeria. A point
 * within a few kilometres of a land border may fall on either side (docs/decisions/037).
 */

/** [latitude, longitude], clockwise from the coast at the Benin border. */
// prettier-ignore
const BORDER: readonly (readonly [number, number])[] = [
  [6.368, 2.705], [6.642, 2.731], [6.699, 2.777], [6.78, 2.727], [6.979, 2.716], [7.042, 2.781],
  [7.096, 2.734], [7.408, 2.741], [7.478, 2.792], [7.587, 2.72], [7.793, 2.727], [7.898, 2.669],
  [8.19, 2.734], [8.34, 2.698], [8.497, 2.745], [8.783, 2.723], [9.056, 2.77], [9.095, 3.076],
  [9.289, 3.152], [9.457, 3.134], [9.634, 3.245], [9.652, 3.332], [9.801, 3.325], [9.847, 3.512],
  [9.95, 3.591], [10.147, 3.667], [10.286, 3.573], [10.436, 3.652], [10.426, 3.789], [10.6, 3.836],
  [10.684, 3.832], [10.807, 3.731], [11.113, 3.721], [11.442, 3.465], [11.674, 3.573], [11.76, 3.667],
  [11.905, 3.605], [11.986, 3.652], [12.528, 3.645], [12.751, 3.929], [12.996, 4.088], [13.474, 4.127],
  [13.494, 4.25], [13.695, 4.505], [13.774, 4.858], [13.734, 4.927], [13.741, 5.229], [13.855, 5.373],
  [13.881, 5.521], [13.641, 6.143], [13.68, 6.23], [13.626, 6.37], [12.996, 6.935], [12.996, 7.069],
  [13.117, 7.198], [13.112, 7.393], [13.345, 7.825], [13.3, 8.105], [13.07, 8.404], [13.065, 8.534],
  [12.923, 8.678], [12.847, 8.944], [12.802, 9.589], [13.146, 9.931], [13.251, 10.122], [13.376, 10.676],
  [13.364, 11.439], [13.246, 11.853], [13.117, 12.058], [13.063, 12.472], [13.242, 12.562], [13.372, 12.804],
  [13.462, 12.872], [13.489, 12.843], [13.548, 13.228], [13.71, 13.329], [13.703, 13.606], [13.079, 14.064],
  [12.386, 14.179], [12.337, 14.488], [12.184, 14.611], [12.179, 14.668], [11.709, 14.542], [11.61, 14.629],
  [11.515, 14.607], [11.238, 14.164], [11.277, 13.981], [11.017, 13.754], [10.943, 13.75], [10.622, 13.538],
  [10.154, 13.434], [10.046, 13.232], [9.892, 13.21], [9.801, 13.264], [9.543, 13.196], [9.475, 12.984],
  [9.379, 12.854], [9.262, 12.897], [9.097, 12.822], [8.759, 12.775], [8.751, 12.71], [8.66, 12.66],
  [8.606, 12.559], [8.609, 12.368], [8.496, 12.404], [8.386, 12.228], [7.976, 12.199], [7.719, 12.019],
  [7.576, 12.022], [7.263, 11.738], [7.103, 11.882], [6.876, 11.562], [6.74, 11.569], [6.613, 11.511],
  [6.572, 11.418], [6.442, 11.346], [6.434, 11.115], [6.741, 11.036], [6.784, 10.91], [6.946, 10.831],
  [7.044, 10.622], [7.131, 10.579], [6.875, 10.496], [6.88, 10.212], [7.008, 10.143], [6.787, 9.873],
  [6.795, 9.79], [6.532, 9.693], [6.515, 9.603], [6.339, 9.423], [6.314, 9.34], [5.895, 8.984],
  [5.904, 8.923], [5.831, 8.843], [5.752, 8.861], [5.703, 8.818], [5.595, 8.905], [5.492, 8.843],
  [5.159, 8.8], [4.703, 8.519], [4.603, 8.519], [4.446, 8.278], [4.406, 7.281], [4.274, 7.007],
  [4.173, 6.111], [4.235, 5.945], [4.446, 5.693], [5.907, 4.887], [6.258, 4.405], [6.346, 3.494],
  [6.292, 3.325], [6.268, 2.705],
];

/** Even–odd ray casting: the polygon is simple and does not cross the antimeridian. */
export function isInsideNigeria({ latitude, longitude }: { latitude: number; longitude: number }): boolean {
  let isInside = false;
  for (let index = 0, previous = BORDER.length - 1; index < BORDER.length; previous = index++) {
    const [latitudeA, longitudeA] = BORDER[index] ?? [0, 0];
    const [latitudeB, longitudeB] = BORDER[previous] ?? [0, 0];
    const crosses = latitudeA > latitude !== latitudeB > latitude;
    if (
      crosses &&
      longitude < ((longitudeB - longitudeA) * (latitude - latitudeA)) / (latitudeB - latitudeA) + longitudeA
    )
      isInside = !isInside;
  }
  return isInside;
}

/** How many corners the polygon has (the tests keep it coarse). */
export const BORDER_VERTEX_COUNT = BORDER.length;
