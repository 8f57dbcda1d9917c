// The contact-imports module's failures (apps/server/src/modules/contact-imports). The file ones
// (unsupported type, empty, no header) also answer a campaign's uploaded list, read by the same reader.
import { defineErrors } from './define.js';

export const contactImportsErrors = defineErrors({
  contact_import_not_found: { status: 404, code: 'not_found', message: 'Importação não encontrada.' },
  unsupported_file_type: { status: 415, message: 'Formato de arquivo não aceito. Envie uma planilha .csv ou .xlsx.' },
  spreadsheet_empty: { status: 400, code: 'empty_file', message: 'O arquivo está vazio.' },
  missing_header: { status: 400, message: 'O arquivo não tem cabeçalho: a primeira linha deve trazer os nomes das colunas.' },
  unreadable_xlsx: { status: 400, code: 'unreadable_file', message: 'Não foi possível ler a planilha: o arquivo não é um .xlsx válido.' },
  unreadable_csv: { status: 400, code: 'unreadable_file', message: 'Não foi possível ler o arquivo CSV.' },
  no_rows: { status: 400, message: 'O arquivo tem só o cabeçalho: nenhum contato para importar.' },
  unknown_column: { status: 400, message: 'O arquivo não tem a coluna "{column}".' },
  column_mapped_twice: { status: 400, message: 'A coluna "{column}" foi escolhida para mais de um campo.' },
  import_already_started: { status: 409, message: 'Esta importação já foi iniciada.' },
  import_finished: { status: 409, message: 'Esta importação já terminou.' },
});
