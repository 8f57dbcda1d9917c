// Seeds the catalogue bench straight in SQL: 50,000 products of a jewellery shop in 12 categories,
// names built from kinds, materials and details (accents included: "Jóia", "Pérola", "Zircônia"), so
// a word such as "ouro" matches a third of the catalogue and the search has to rank many rows.
import pg from 'pg';

export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);

const KINDS = ['Anel', 'Brinco', 'Colar', 'Pulseira', 'Corrente', 'Pingente', 'Tornozeleira', 'Gargantilha', 'Aliança', 'Piercing'];
const MATERIALS = ['de Ouro 18k', 'de Prata 925', 'Folheado a Ouro', 'de Aço Inoxidável', 'Banhado a Ródio', 'de Ouro Branco'];
const DETAILS = ['com Zircônia', 'com Pérola', 'Solitário', 'Cravejado', 'Coração', 'Infinito', 'Trançado', 'Liso', 'Jóia Rara', 'Delicado', 'Veneziano', 'Cartier'];

export async function seedProducts(databaseUrl: string, channelId: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('set statement_timeout = 0');
    await db.query(
      `insert into product_categories (channel_id, name, position)
       select $1, 'Categoria ' || g, g - 1 from generate_series(1, 12) g`,
      [channelId],
    );
    await db.query(
      `insert into products (channel_id, category_id, name, description, price_cents, sale_price_cents, on_sale, sku_id, stock_quantity, hide)
       select $1,
              (select id from product_categories where channel_id = $1 and position = g % 12),
              ($2::text[])[1 + g % 10] || ' ' || ($3::text[])[1 + (g / 10) % 6] || ' ' || ($4::text[])[1 + (g / 60) % 12] || ' ' || g,
              'Peça ' || lower(($4::text[])[1 + (g / 7) % 12]) || ' com garantia de ' || (1 + g % 5) || ' anos. Acompanha caixa para presente.',
              1990 + (g * 37) % 500000,
              case when g % 9 = 0 then 990 + (g * 37) % 400000 / 2 else null end,
              g % 9 = 0,
              'SKU-' || lpad(g::text, 6, '0'),
              g % 17,
              g % 23 = 0
         from generate_series(1, $5::int) g`,
      [channelId, KINDS, MATERIALS, DETAILS, PRODUCTS],
    );
    // A catalogue that has been live for a while: autovacuum has set the visibility map and the statistics.
    await db.query('vacuum analyze products');
    return PRODUCTS;
  } finally {
    await db.end();
  }
}
