import { describe, it } from 'vitest';
import { expectSameLocaleKeys } from '@/test/locale-keys';
import { contactImportLocales } from '../locales';

describe('contact import locales', () => {
  it('English has exactly the pt-BR keys, none empty', () => expectSameLocaleKeys(contactImportLocales));
});
