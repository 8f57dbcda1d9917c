// The XLSX reader on a workbook exceljs wrote (as our own exports are). exceljs' streaming pass ends
// before the zip's last entries about once in a hundred reads (exceljs#3064): reading that way, some of
// these 500 reads threw (the import then said the file is not a valid .xlsx) and others lost the shared
// strings and styles (empty names, the date as a serial number).
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readRows } from '../contact-import-file.js';

async function twoSheetWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const contacts = workbook.addWorksheet('Contatos');
  contacts.addRow(['Celular', 'Nome', 'Nascimento']);
  contacts.addRow(['5511987650001', 'Ana Planilha', new Date(Date.UTC(1990, 0, 31))]);
  workbook.addWorksheet('Outra').addRow(['Celular', '5511987659999']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readRows (xlsx)', () => {
  it('reads the first sheet of an exceljs-written workbook on every one of 500 reads', async () => {
    const bytes = await twoSheetWorkbook();
    const failures: string[] = [];
    for (let i = 0; i < 500; i++) {
      try {
        const rows = [];
        for await (const row of readRows(bytes, 'xlsx')) rows.push(row.cells);
        expect(rows).toEqual([
          ['Celular', 'Nome', 'Nascimento'],
          ['5511987650001', 'Ana Planilha', '1990-01-31'],
        ]);
      } catch (err) {
        failures.push(String((err as Error).message));
      }
    }
    expect(failures).toEqual([]);
  });
});
