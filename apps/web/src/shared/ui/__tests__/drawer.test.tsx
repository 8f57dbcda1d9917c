// Escape closes only the top dialog: a modal opened from a drawer closes alone, then the drawer.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { Drawer } from '../drawer';

const noTransition = { transitionProps: { duration: 0 } };

describe('Drawer', () => {
  it('leaves Escape to a dialog opened over it, and closes on Escape when it is the top one', () => {
    const closeDrawer = vi.fn();
    const closeModal = vi.fn();
    const { rerender } = render(
      <MantineProvider>
        <Drawer opened onClose={closeDrawer} title="Dados do contato" {...noTransition}>
          <Modal opened onClose={closeModal} title="Desconto" {...noTransition}>
            Valor
          </Modal>
        </Drawer>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(closeDrawer).not.toHaveBeenCalled();

    rerender(
      <MantineProvider>
        <Drawer opened onClose={closeDrawer} title="Dados do contato" {...noTransition}>
          <Modal opened={false} onClose={closeModal} title="Desconto" {...noTransition}>
            Valor
          </Modal>
        </Drawer>
      </MantineProvider>,
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(closeDrawer).toHaveBeenCalledTimes(1);
  });
});
