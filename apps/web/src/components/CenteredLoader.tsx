import { Center, Loader } from '@mantine/core';

/** A centered spinner for pages whose data (or session) is still loading. */
export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py={80} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
