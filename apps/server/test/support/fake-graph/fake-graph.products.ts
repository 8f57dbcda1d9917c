// Meta's single- and multi-product messages (interactive type product / product_list), as the Business
// Messaging API's OpenAPI document (facebook/openapi, v23.0: InteractiveObject, HeaderObject,
// ActionObject, SectionObject) describes them: a product takes no header and an optional body; a
// product list requires a text header and a body; the action names the catalog and the products by
// their retailer ids, at most 30 over at most 10 sections, each titled when there are several.
import { fail, object, onlyKeys, text, unique, type Json } from './fake-graph.checks.js';

function checkSections(action: Json): void {
  onlyKeys(action, ['catalog_id', 'sections'], "interactive['action']");
  const sections = action.sections;
  if (!Array.isArray(sections) || sections.length < 1 || sections.length > 10) fail("interactive['action']['sections'] must have 1 to 10 sections");
  const ids: string[] = [];
  sections.forEach((raw, s) => {
    const where = `interactive['action']['sections'][${s}]`;
    const section = object(raw, where);
    onlyKeys(section, ['title', 'product_items'], where);
    text(section.title, `${where}['title']`, 24, { required: sections.length > 1 });
    const items = section.product_items;
    if (!Array.isArray(items) || items.length < 1) fail(`${where}['product_items'] must not be empty`);
    items.forEach((rawItem, i) => {
      const item = object(rawItem, `${where}['product_items'][${i}]`);
      onlyKeys(item, ['product_retailer_id'], `${where}['product_items'][${i}]`);
      ids.push(text(item.product_retailer_id, `${where}['product_items'][${i}]['product_retailer_id']`, 100) ?? '');
    });
  });
  if (ids.length > 30) fail('A product list can have at most 30 products in total');
  unique(ids, 'Product retailer ids');
}

export function checkProductAction(interactive: Json): void {
  const single = interactive.type === 'product';
  if (single && interactive.header !== undefined) fail("interactive['header'] cannot be set for type product");
  if (!single) {
    const header = object(interactive.header, "interactive['header']");
    onlyKeys(header, ['type', 'text'], "interactive['header']");
    if (header.type !== 'text') fail("interactive['header']['type'] must be text for a product_list");
    text(header.text, "interactive['header']['text']", 60);
  }
  if (interactive.body !== undefined || !single) text(object(interactive.body, "interactive['body']").text, "interactive['body']['text']", 1024);
  if (interactive.footer !== undefined) text(object(interactive.footer, "interactive['footer']").text, "interactive['footer']['text']", 60);
  const action = object(interactive.action, "interactive['action']");
  if (!/^\d+$/.test(String(action.catalog_id ?? ''))) fail("interactive['action']['catalog_id'] must be the catalog's id");
  text(action.catalog_id, "interactive['action']['catalog_id']", 64);
  if (single) {
    onlyKeys(action, ['catalog_id', 'product_retailer_id'], "interactive['action']");
    text(action.product_retailer_id, "interactive['action']['product_retailer_id']", 100);
    return;
  }
  checkSections(action);
}
