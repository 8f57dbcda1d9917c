// The rules the channel's simple lists (departments, tags, tabulations, quick answers) share: a row
// the channel does not have is a 404 with the entity's error; a name taken, ignoring case, is a 409
// with the entity's error, whether the check or the unique index finds it (two saves at once pass the
// check together, the index then refuses one); a delete that hands what used the row to another
// checks that replacement first. Each entity names its errors by catalogue key.
import { errorText } from '@atende/contract';
import { fail, type PlainErrorKey } from '../http/errors.js';
import { isUniqueViolation } from '../db/sql-helpers.js';

export type CrudErrors = {
  notFound: PlainErrorKey;
  taken: PlainErrorKey;
  /** Only for entities whose delete takes a replacement. */
  replacementNotFound?: PlainErrorKey;
  sameReplacement?: PlainErrorKey;
};

/**
 * The errors of an entity whose delete hands what used it to another (departments, tags, tabulations):
 * the catalogue names them `<entity>_missing`, `_name_taken`, `_replacement_not_found`, `_same_replacement`.
 */
export function replaceableEntityErrors<E extends string>(entity: E) {
  return {
    notFound: `${entity}_missing`,
    taken: `${entity}_name_taken`,
    replacementNotFound: `${entity}_replacement_not_found`,
    sameReplacement: `${entity}_same_replacement`,
  } as const satisfies Record<keyof CrudErrors, string>;
}

export type CrudRuleOptions<Row> = {
  find: (channelId: string, id: string) => Promise<Row | undefined>;
  nameTaken?: (channelId: string, name: string, exceptId?: string) => Promise<boolean>;
  errors: CrudErrors;
};

export function crudRules<Row>(options: CrudRuleOptions<Row>) {
  const { find, errors } = options;
  const missing = () => fail(errors.notFound);
  const taken = () => fail(errors.taken);

  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }

  async function mustFind(channelId: string, id: string): Promise<Row> {
    return found(await find(channelId, id));
  }

  async function checkName(channelId: string, name: string, exceptId?: string): Promise<void> {
    if (options.nameTaken && (await options.nameTaken(channelId, name, exceptId))) throw taken();
  }

  async function create(channelId: string, name: string, write: () => Promise<Row>): Promise<Row> {
    await checkName(channelId, name);
    return guardName(write);
  }

  /** The row must exist, the name be free; a row gone between the check and the write is a 404 too. */
  async function update(channelId: string, id: string, name: string, write: () => Promise<Row | undefined>): Promise<Row> {
    await mustFind(channelId, id);
    await checkName(channelId, name, id);
    return found(await guardName(write));
  }

  function found(row: Row | undefined): Row {
    if (!row) throw missing();
    return row;
  }

  /** Before a delete that moves what used `id` to `replaceWith` (another row of the channel) or clears it. */
  async function checkRemoval(channelId: string, id: string, replaceWith: string | undefined): Promise<void> {
    const { sameReplacement, replacementNotFound } = errors;
    if (!sameReplacement || !replacementNotFound) throw new Error('checkRemoval needs the replacement errors');
    await mustFind(channelId, id);
    if (replaceWith === id) {
      throw fail(sameReplacement, { data: [{ field: 'replaceWith', message: errorText(sameReplacement) }] });
    }
    if (replaceWith !== undefined && !(await find(channelId, replaceWith))) {
      throw fail(replacementNotFound);
    }
  }

  return { missing, guardName, mustFind, found, create, update, checkRemoval };
}

/** The paged list's answer: the page's items and where they stand. */
export function pageAnswer<I>(query: { page: number; perPage: number }, items: I[], total: number) {
  return { statusCode: 200, items, page: query.page, perPage: query.perPage, total };
}
