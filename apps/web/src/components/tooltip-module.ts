// The lazy half of DeferredTooltip: a module of its own, so only Tooltip (not all
// of @mantine/core) is split off.
export { Tooltip as default } from '@mantine/core';
