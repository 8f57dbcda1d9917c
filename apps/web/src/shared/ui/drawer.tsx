// Mantine's Drawer, closed by Escape only when it is the top dialog. Every open Mantine dialog listens
// for Escape on the window, so Escape in a dialog opened from a drawer (an order's discount in the
// phone's contact drawer, a confirmation) closed the drawer behind it as well. A dialog over the
// drawer covers its close button and overlay, so while one is open nothing else can ask it to close.
import { Drawer as MantineDrawer, type DrawerProps } from '@mantine/core';

/** More than one modal dialog is open: the drawer and one opened over it. */
const coveredByAnotherDialog = () => document.querySelectorAll('[role="dialog"][aria-modal="true"]').length > 1;

export function Drawer({ onClose, ...props }: DrawerProps) {
  return (
    <MantineDrawer
      {...props}
      onClose={() => {
        if (!coveredByAnotherDialog()) onClose();
      }}
    />
  );
}
