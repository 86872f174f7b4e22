/**
 * The tailwind-merge class groups of the classes Holdfast's source uses (decision 175), found by
 * Tailwind's own scanner. One bit per group of tailwind-merge's default config, in its order
 * (`Object.keys(getDefaultConfig().classGroups)`), four to a hex digit, lowest bit first: a
 * list of names would cost the landing's first load half a kilobyte. utils.test.ts checks it
 * against the source and prints the value to put here (and the groups it names) when it changes.
 */
export const CLASS_GROUPS_IN_USE =
  '3ac8e978fff77cffa3cb1e920f7b0a3b1f810c8740020f4508ff4180000000000000a002000d220066443024000a0a2';

/** Whether the group at `index` of the default config's class groups is in use. */
export const classGroupInUse = (index: number): boolean =>
  ((parseInt(CLASS_GROUPS_IN_USE[index >> 2] ?? '0', 16) >> (index & 3)) & 1) === 1;
