// A text input (or textarea) that shows how many characters of WhatsApp's limit are used, e.g. 12/20,
// turning red past it; the count is the input's description, so screen readers announce it too.
import { Group, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type Props = {
  label: string;
  max: number;
  /** What form.getInputProps(path) returned. */
  input: GetInputPropsReturnType;
  help?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  autoFocus?: boolean;
};

export function CountedField({ label, max, input, help, placeholder, required, multiline, autoFocus }: Props) {
  const length = typeof input.value === 'string' ? input.value.length : 0;
  const over = length > max;
  const description = (
    <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
      <span>{help}</span>
      <Text component="span" size="xs" c={over ? 'red' : 'dimmed'}>
        {length}/{max}
      </Text>
    </Group>
  );
  const common = { label, description, placeholder, required, 'data-autofocus': autoFocus || undefined, ...input };
  return multiline ? <Textarea autosize minRows={3} maxRows={10} {...common} /> : <TextInput {...common} />;
}
