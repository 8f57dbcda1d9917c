// With reduced motion asked for (as the test setup does), the app's dialogs open and close without a
// transition: the user sees no animation, and no transition timer is left to fire after a test file ends.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Modal } from '@mantine/core';
import { AppProviders } from '../providers';

describe('reduced motion', () => {
  it('closes a dialog at once, with no exit transition left to run', async () => {
    const dialog = (opened: boolean) => (
      <AppProviders>
        <Modal opened={opened} onClose={() => undefined} title="Excluir departamento">
          Confirma?
        </Modal>
      </AppProviders>
    );
    const { rerender } = render(dialog(true));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    rerender(dialog(false));
    // Not awaited: with a transition the dialog stays mounted while it fades out.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
