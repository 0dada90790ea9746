/**
 * Import boundaries expressed with ESLint's core `no-restricted-imports`.
 *
 * The core rule matches the import string, not the resolved file, so a relative import such as
 * `../../beneficiaries/api/list` can only be recognised as "another feature" when the importing
 * file's depth is known. We therefore emit one config block per folder depth, and because a later
 * flat-config block replaces (never merges) an earlier block's options for the same rule, every
 * block carries the complete list of restrictions for the files it matches.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSIONS = '{js,mjs,cjs,jsx,ts,mts,cts,tsx}';
const MAX_DEPTH = 10;
const WORKSPACES = ['shared', 'server', 'web'];

/** Which workspaces each workspace may not import from. */
const FORBIDDEN_WORKSPACES = {
  shared: ['server', 'web'],
  server: ['web'],
  web: ['server'],
};

/** Builds "`n` times `../`" as a regex fragment. */
function parentSteps(count) {
  return `(\\.\\./){${count}}`;
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lists the sub-folders of a slice root such as web/src/features. */
function listSlices({ repoRoot, sliceRoot }) {
  const absolute = path.join(repoRoot, sliceRoot);
  if (!existsSync(absolute)) return [];

  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** A glob matching source files exactly `depth` folders below `folder`. */
function filesAtDepth({ folder, depth }) {
  return `${folder}/${'*/'.repeat(depth)}*.${SOURCE_EXTENSIONS}`;
}

function workspacePatterns({ workspace, depth }) {
  return FORBIDDEN_WORKSPACES[workspace].flatMap((other) => [
    {
      regex: `^@powerpay/${other}(/|$)`,
      caseSensitive: true,
      message: `${workspace}/ may not import from ${other}/; share code through shared/.`,
    },
    {
      regex: `^${parentSteps(depth + 1)}${other}(/|$)`,
      caseSensitive: true,
      message: `${workspace}/ may not import from ${other}/; share code through shared/.`,
    },
  ]);
}

/**
 * Patterns that catch an import from slice `own` (at `depth` folders inside it) into a sibling
 * slice under `sliceRoot`, optionally only when the remaining path matches `targetSuffix`.
 */
function siblingSlicePatterns({ sliceRoot, own, depth, aliasPrefix, targetSuffix, message }) {
  const notOwn = `(?!(${escapeRegex(own)}|\\.\\.?)(/|$))[^/]+`;
  const rest = targetSuffix ?? '(/|$)';
  const rootSegments = sliceRoot.split('/');
  const patterns = [{ regex: `^${parentSteps(depth + 1)}${notOwn}${rest}`, caseSensitive: true, message }];

  // Climbing above the slice root and walking back down into it, e.g. ../../../features/other.
  for (let extraSteps = 1; extraSteps <= rootSegments.length; extraSteps += 1) {
    const descent = rootSegments.slice(rootSegments.length - extraSteps).join('/');
    patterns.push({
      regex: `^${parentSteps(depth + 1 + extraSteps)}${escapeRegex(descent)}/${notOwn}${rest}`,
      caseSensitive: true,
      message,
    });
  }

  if (aliasPrefix) {
    patterns.push({ regex: `^${escapeRegex(aliasPrefix)}/${notOwn}${rest}`, caseSensitive: true, message });
  }

  return patterns;
}

function restrictionBlock({ files, patterns }) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/**
 * Config blocks enforcing:
 * - workspaces: web ↛ server, server ↛ web, shared ↛ either;
 * - web/src/features/<x>/ ↛ any other feature (through `@/features/*` or relative paths);
 * - server/src/modules/<x>/ ↛ another module's repository.
 */
export function importBoundaryConfigs({ repoRoot }) {
  const blocks = [];

  for (const workspace of WORKSPACES) {
    for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
      blocks.push(
        restrictionBlock({
          files: [filesAtDepth({ folder: workspace, depth })],
          patterns: workspacePatterns({ workspace, depth }),
        }),
      );
    }
  }

  const sliceRules = [
    {
      workspace: 'web',
      sliceRoot: 'web/src/features',
      aliasPrefix: '@/features',
      targetSuffix: undefined,
      message: 'A feature may not import another feature; compose features in web/src/app/.',
    },
    {
      workspace: 'server',
      sliceRoot: 'server/src/modules',
      aliasPrefix: undefined,
      targetSuffix: '/(.*/)?[^/]*repository[^/]*$',
      message: "A module may not use another module's repository; call that module's service instead.",
    },
  ];

  for (const sliceRule of sliceRules) {
    // Folders between the workspace and a file directly inside a slice: src/features/<x> is 3.
    const sliceDepthInWorkspace = sliceRule.sliceRoot.split('/').length;

    for (const own of listSlices({ repoRoot, sliceRoot: sliceRule.sliceRoot })) {
      for (let depth = 0; depth <= MAX_DEPTH - sliceDepthInWorkspace; depth += 1) {
        const workspaceDepth = sliceDepthInWorkspace + depth;
        blocks.push(
          restrictionBlock({
            files: [filesAtDepth({ folder: `${sliceRule.sliceRoot}/${own}`, depth })],
            patterns: [
              ...workspacePatterns({ workspace: sliceRule.workspace, depth: workspaceDepth }),
              ...siblingSlicePatterns({ ...sliceRule, own, depth }),
            ],
          }),
        );
      }
    }
  }

  return blocks;
}
