// The product catalogue (issue 20, /productsList and /catalogConfig; module `products`): ordered
// categories, products (BRL integer cents), their images (media uploads), the server-paged list with
// its filters and keyword search, import/export in CSV or XLSX, and the catalogue's channel settings.
import { z } from 'zod';
import { idSchema, listQuerySchema, pagedSchema } from './common.js';
import { importProgressShape } from './contact-imports.js';

export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** R$ 10.000.000,00: far above any product, below what an int column holds. */
export const PRODUCT_PRICE_MAX_CENTS = 1_000_000_000;

// ---- Categories ----------------------------------------------------------------------------------

export const productCategorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  position: z.number().int(),
  productsCount: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productCategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome da categoria').max(60, 'Use no máximo 60 caracteres'),
});
export type ProductCategoryInput = z.input<typeof productCategoryInputSchema>;

export const productCategoryOrderSchema = z.object({
  categoryIds: z.array(idSchema).max(500, 'Categorias demais'),
});

export const productCategoryResponseSchema = z.object({ statusCode: z.number().int(), category: productCategorySchema });
export const productCategoryListResponseSchema = z.object({ statusCode: z.number().int(), categories: z.array(productCategorySchema) });

// ---- Products ------------------------------------------------------------------------------------

export const productImageSchema = z.object({ mediaId: idSchema, url: z.string().nullable() });
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  _id: idSchema,
  categoryId: idSchema.nullable(),
  categoryName: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  salePriceCents: z.number().int().nullable(),
  onSale: z.boolean(),
  skuId: z.string(),
  stockQuantity: z.number().int(),
  hide: z.boolean(),
  images: z.array(productImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const centsSchema = (what: string) =>
  z
    .number({ message: `Informe ${what}` })
    .int(`${what[0]?.toUpperCase()}${what.slice(1)} deve ser em centavos inteiros`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} não pode ser negativo`)
    .max(PRODUCT_PRICE_MAX_CENTS, `${what[0]?.toUpperCase()}${what.slice(1)} é alto demais`);

/** SKU: letters, digits and - _ . / (no spaces), as shops and Meta catalogs take it. */
export const productSkuSchema = z
  .string({ message: 'Informe o SKU' })
  .trim()
  .min(1, 'Informe o SKU')
  .max(60, 'Use no máximo 60 caracteres no SKU')
  .regex(/^[\p{L}\p{N}._\-/]+$/u, 'O SKU aceita letras, números e - _ . / (sem espaços)');

const productFieldsSchema = z.object({
  name: z.string({ message: 'Informe o nome do produto' }).trim().min(1, 'Informe o nome do produto').max(120, 'Use no máximo 120 caracteres no nome'),
  description: z.string().trim().max(2000, 'Use no máximo 2000 caracteres na descrição').default(''),
  priceCents: centsSchema('o preço'),
  salePriceCents: centsSchema('o preço promocional').nullable().default(null),
  onSale: z.boolean().default(false),
  skuId: productSkuSchema,
  stockQuantity: z
    .number({ message: 'Informe o estoque' })
    .int('O estoque deve ser um número inteiro')
    .min(0, 'O estoque não pode ser negativo')
    .max(10_000_000, 'Estoque alto demais')
    .default(0),
  categoryId: idSchema.nullable().default(null),
  hide: z.boolean().default(false),
  imageIds: z.array(idSchema).max(PRODUCT_IMAGES_MAX, `No máximo ${PRODUCT_IMAGES_MAX} imagens por produto`).default([]),
});

/** A sale needs its price, lower than the regular one. Shared by the API, the form and the import. */
export function checkSalePrice(
  value: { onSale: boolean; priceCents: number; salePriceCents: number | null },
  issue: (message: string) => void,
): void {
  if (value.onSale && value.salePriceCents === null) issue('Informe o preço promocional para colocar o produto em promoção');
  else if (value.salePriceCents !== null && value.salePriceCents >= value.priceCents) issue('O preço promocional deve ser menor que o preço');
}

export const productInputSchema = productFieldsSchema.superRefine((value, ctx) =>
  checkSalePrice(value, (message) => ctx.addIssue({ code: 'custom', path: ['salePriceCents'], message })),
);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

export const productVisibilitySchema = z.object({ hide: z.boolean({ message: 'Informe se o produto fica oculto' }) });

export const productResponseSchema = z.object({ statusCode: z.number().int(), product: productSchema });

const flagSchema = z.enum(['true', 'false'], { message: 'Use true ou false' }).transform((v) => v === 'true');
export const productVisibilities = ['all', 'visible', 'hidden'] as const;
export const productSorts = ['name', 'createdAt', 'price', 'relevance'] as const;

/** The list's filters; they are also the export's, so a file holds what the screen shows. */
export const productFiltersSchema = z.object({
  search: z.string().trim().max(120, 'Busca muito longa').optional(),
  categoryId: idSchema.optional(),
  visibility: z.enum(productVisibilities, { message: 'Visibilidade inválida' }).default('all'),
  onSale: flagSchema.optional(),
  outOfStock: flagSchema.optional(),
});
export type ProductFilters = z.input<typeof productFiltersSchema>;

/** `relevance` (the default) ranks a search by how close the name is to the words; without a search it is the name order. */
export const productListQuerySchema = listQuerySchema(productSorts, { sort: 'relevance' }).extend(productFiltersSchema.shape);
export type ProductListQuery = z.output<typeof productListQuerySchema>;
/** A search counts its matches up to 1,000: past that, `total` is 1000, `totalCapped` true and the list is by name. */
export const productPageSchema = pagedSchema(productSchema).extend({ totalCapped: z.boolean() });
export type ProductPage = z.infer<typeof productPageSchema>;

export const productExportQuerySchema = productFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx'], { message: 'Formato inválido (use csv ou xlsx)' }).default('csv'),
});

// ---- Import --------------------------------------------------------------------------------------

/** The file's columns (header names, accents and case ignored); SKU, Nome and Preço are required. */
export const productImportColumns = {
  skuId: 'SKU',
  name: 'Nome',
  description: 'Descrição',
  category: 'Categoria',
  price: 'Preço',
  salePrice: 'Preço promocional',
  onSale: 'Em promoção',
  stock: 'Estoque',
  hide: 'Oculto',
} as const;

export const productImportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ProductImportStatus = (typeof productImportStatuses)[number];

export const productImportSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  status: z.enum(productImportStatuses),
  ...importProgressShape,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;
export const productImportResponseSchema = z.object({ statusCode: z.number().int(), import: productImportSchema });
export const productImportReportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'Formato inválido (use csv ou xlsx)' }).default('csv'),
});

// ---- Catalogue settings (/catalogConfig) ---------------------------------------------------------

/** The Meta catalog sync of the channel, as /catalogConfig shows it. */
export const catalogSyncStatusSchema = z.object({
  lastSyncAt: z.string().nullable(),
  /** Items Meta accepted in the last run, and in every run. */
  lastSentCount: z.number().int(),
  totalSentCount: z.number().int(),
  /** Changes not at Meta yet. */
  pending: z.number().int(),
  /** The last failure in pt-BR ("A Meta recusou o produto SKU-1: …"); null when the last run went well. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /**
   * The last full sync ("Sincronizar agora"): progress while finishedAt is null; `removed`, the items
   * found only in the Meta catalog and deleted there (null until the catalog was listed).
   */
  fullSync: z
    .object({ total: z.number().int(), sent: z.number().int(), removed: z.number().int().nullable(), startedAt: z.string(), finishedAt: z.string().nullable() })
    .nullable(),
  /** Batches Meta took and is still processing (their outcome comes later). */
  processing: z.number().int(),
  /** Products Meta refuses now (until sent again): how many, and the latest ones with Meta's message. */
  rejected: z.object({
    total: z.number().int(),
    items: z.array(z.object({ retailerId: z.string(), message: z.string(), at: z.string().nullable() })),
  }),
});
export type CatalogSyncStatus = z.infer<typeof catalogSyncStatusSchema>;

export const catalogConfigSchema = z.object({
  /** Turned on by the platform admin only. */
  enabled: z.boolean(),
  /** The channel's catalog at Meta (Cloud channels): digits only. */
  metaCatalogId: z.string().nullable(),
  syncToMeta: z.boolean(),
  /** Whether the channel is a Cloud channel (a Meta catalog only applies there). */
  cloudChannel: z.boolean(),
  sync: catalogSyncStatusSchema,
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const catalogConfigInputSchema = z
  .object({
    metaCatalogId: z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, 'O ID do catálogo da Meta tem só números (5 a 30 dígitos)')
      .nullable()
      .default(null),
    syncToMeta: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.syncToMeta && !value.metaCatalogId) {
      ctx.addIssue({ code: 'custom', path: ['metaCatalogId'], message: 'Informe o ID do catálogo da Meta para sincronizar os produtos' });
    }
  });
export type CatalogConfigInput = z.input<typeof catalogConfigInputSchema>;
export const catalogEnabledSchema = z.object({ enabled: z.boolean({ message: 'Informe se o catálogo fica ativo' }) });
export const catalogConfigResponseSchema = z.object({ statusCode: z.number().int(), config: catalogConfigSchema });
