// What the company sent besides text, on the simulated phone: the file itself (through its signed
// link, which needs no session) or the place, like WhatsApp shows them.
import { Anchor, Image, Text } from '@mantine/core';
import type { Message } from '@atende/contract';

const mapsUrl = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

export function PhoneAttachment({ message }: { message: Message }) {
  const { media, location } = message.content;
  if (location) {
    return (
      <Anchor size="sm" href={mapsUrl(location.latitude, location.longitude)} target="_blank" rel="noopener noreferrer" data-testid="phone-location">
        📍 {location.name ?? `${location.latitude}, ${location.longitude}`}
        {location.address ? ` · ${location.address}` : ''}
      </Anchor>
    );
  }
  if (!media) return null;
  const name = media.fileName ?? message.type;
  if (!media.url) return <Text size="sm">📎 {name}</Text>;
  switch (message.type) {
    case 'image':
      return <Image src={media.url} alt={name} maw={220} radius="sm" />;
    case 'sticker':
      return <Image src={media.url} alt={name} w={96} h={96} fit="contain" />;
    case 'audio':
      return <audio controls src={media.url} aria-label={name} style={{ maxWidth: 220 }} />;
    case 'video':
      return <video controls src={media.url} aria-label={name} style={{ maxWidth: 220 }} />;
    default:
      return (
        <Anchor size="sm" href={media.url} download={name}>
          📄 {name}
        </Anchor>
      );
  }
}
