// Contact import from a CSV or XLSX file: the contacts page renders the button; the dialog behind it
// uploads the file, maps its columns, follows the background import live and offers the error report.
export { ContactImportButton } from './components/contact-import-button';
