import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** The embeddable chat and messages views: no shell around them (spec section 2). */
export function IframeLayout() {
  return (
    <Box component="main" p="sm" mih="100vh">
      <Outlet />
    </Box>
  );
}
