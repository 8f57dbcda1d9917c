import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { linkify } from '../linkify';
import { LinkifiedText } from '../linkified-text';

describe('linkify', () => {
  it('keeps text without addresses as one text segment', () => {
    expect(linkify('Usuário editado com sucesso!')).toEqual([{ kind: 'text', text: 'Usuário editado com sucesso!' }]);
  });

  it('splits http and https addresses into links, leaving sentence punctuation outside', () => {
    expect(linkify('Veja https://example.com/docs?a=1, ou http://x.io.')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://example.com/docs?a=1', href: 'https://example.com/docs?a=1' },
      { kind: 'text', text: ', ou ' },
      { kind: 'link', text: 'http://x.io', href: 'http://x.io/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes', () => {
    const segments = linkify('clique javascript:alert(1) ou ftp://host/file');
    expect(segments.every((s) => s.kind === 'text')).toBe(true);
  });

  it('stops an address at markup so an injected tag stays text', () => {
    const segments = linkify('https://ok.com<img src=x onerror=alert(1)>');
    expect(segments[0]).toEqual({ kind: 'link', text: 'https://ok.com', href: 'https://ok.com/' });
    expect(segments[1]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)>' });
  });
});

describe('LinkifiedText', () => {
  it('renders HTML in a message as visible text, not as elements', () => {
    const message = '<script>alert("x")</script><b>oi</b> https://atende.example/ajuda <a href="javascript:alert(1)">x</a>';
    const { getByTestId } = render(
      <MantineProvider>
        <p data-testid="message">
          <LinkifiedText text={message} />
        </p>
      </MantineProvider>,
    );
    const container = getByTestId('message');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://atende.example/ajuda');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toBe(message);
  });
});
