import { Anchor } from '@mantine/core';
import { linkify } from './linkify';

export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <Anchor key={index} href={segment.href} target="_blank" rel="noopener noreferrer" inherit>
            {segment.text}
          </Anchor>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
