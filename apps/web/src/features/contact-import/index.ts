// Stub until the contact import feature lands: the contacts page renders this button.
export function ContactImportButton() {
  return null;
}
