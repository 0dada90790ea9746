/**
 * Chunks merged by hand (decision 066). Rolldown splits the app into one chunk per set of pages that
 * share code, and many of those chunks hold a single small module. The report's first view asked for 31
 * scripts. Over HTTP/1.1 a browser fetches six at a time, so on a phone network every extra six cost one
 * more round trip before the first paint.
 *
 * Each group below joins modules that the same pages load, so a page that needs one of them already
 * needed the others, and nothing moves into the entry chunk. Every customer's page downloads a little less
 * (fewer chunk wrappers); the staff console, which uses the overlay but not the layout, gets the layout's
 * parts with it (3.5 KB). `includeDependenciesRecursively: false` keeps a group to the modules it names:
 * with the default a group takes their libraries too (React Router, TanStack Query), and every page then
 * loads it.
 * `npm run bench -- bundle-size` holds every budget.
 */
const separator = String.raw`[\\/]`;
/** Modules in `folder` whose path from there matches `names` (both written with `/`). */
const under = (folder: string, names: string) =>
  new RegExp(`${folder.split('/').join(separator)}${separator}(${names.split('/').join(separator)})$`);

/** A module matching any of `patterns`. */
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => pattern.source).join('|'));

type ChunkGroup = { name: string; test: RegExp; includeDependenciesRecursively: false };
const group = (name: string, test: RegExp): ChunkGroup => ({
  name,
  test,
  includeDependenciesRecursively: false,
});

export const chunkGroups: ChunkGroup[] = [
  // The layout's parts, which the nine app pages always load together. The page modules themselves stay
  // separate: each is a route the app loads by name (src/app/app-routes.tsx).
  group(
    'app-layout-parts',
    anyOf(
      under(
        'web/src/components/layouts',
        '(app-layout|top-bar|sidebar-nav|bottom-nav|site-footer|page-header|nav-items)\\.tsx?',
      ),
      under('web/src/lib', '(auth|sidebar)\\.ts'),
      under('web/src/components/ui', '(signed-out-prompt|lazy-overlay)\\.tsx'),
      under('web/src/hooks', 'use-page-title\\.ts'),
      under('web/src/features/accounts/components', 'guest-top-bar-actions\\.tsx'),
    ),
  ),
  // TanStack Query's hooks for reading: every page that reads the API through a query.
  group(
    'query-hooks',
    anyOf(
      under(
        '@tanstack/react-query/build/modern',
        '(queryOptions|useQuery|useBaseQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider)\\.js',
      ),
      under('@tanstack/query-core/build/modern', 'queryObserver\\.js'),
    ),
  ),
  // A form's field frame and its text input.
  group('text-field', under('web/src/components/ui', '(field|text-field)\\.tsx')),
  // Number and naira formatting, and the business constants (fee, limits) the same pages read.
  group('number-format', under('shared/src', '(number-format|constants)\\.ts')),
  // The sun's position and the calendar of the hourly year, read by the report and the solar engine.
  group('solar-calendar', under('shared/src/solar', '(sun|constant|hourly/calendar)\\.ts')),
];
