// One filter of a list's toolbar: a clearable select named by its label (the placeholder says what
// "no choice" means), writing an empty choice as null.
import { Select } from '@mantine/core';

export type ListFilterProps = {
  label: string;
  placeholder: string;
  data: Array<{ value: string; label: string }>;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Width in px (short choices, such as yes/no, take less). */
  width?: number;
};

export function ListFilter({ label, placeholder, data, value, onChange, width = 200 }: ListFilterProps) {
  return <Select aria-label={label} placeholder={placeholder} data={data} value={value || null} onChange={onChange} clearable w={width} />;
}
