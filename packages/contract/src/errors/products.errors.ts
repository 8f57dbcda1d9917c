// The products module's failures (apps/server/src/modules/products): catalogue categories, products,
// their imports and the catalogue's settings.
import { defineErrors } from './define.js';

export const productsErrors = defineErrors({
  product_category_not_found: { status: 404, message: 'Categoria não encontrada.' },
  product_category_name_taken: { status: 409, message: 'Já existe uma categoria com este nome.' },
  product_category_order_mismatch: { status: 400, message: 'A nova ordem precisa ter todas as categorias do catálogo, uma vez cada.' },
  product_not_found: { status: 404, message: 'Produto não encontrado.' },
  product_sku_taken: { status: 409, message: 'Já existe um produto com o SKU {sku}.' },
  product_image_not_image: { status: 400, message: 'O arquivo {fileName} não é uma imagem (use JPEG ou PNG).' },
  product_import_not_found: { status: 404, message: 'Importação de produtos não encontrada.' },
  product_import_no_rows: { status: 400, message: 'O arquivo tem só o cabeçalho: nenhum produto para importar.' },
  product_import_missing_columns: { status: 400, message: 'O arquivo não tem a(s) coluna(s) obrigatória(s): {columns}.' },
  catalog_not_enabled: { status: 409, message: 'O catálogo deste canal ainda não foi ativado pelo administrador da plataforma.' },
  catalog_meta_cloud_only: { status: 400, message: 'O catálogo da Meta só pode ser usado em canais da API Cloud.' },
  catalog_sync_off: { status: 409, message: 'Ative a sincronização com o catálogo da Meta (e salve) antes de sincronizar os produtos.' },
});
