-- The sales report (/reportSales, issue 20). Hand-written: the orders tables belong to the orders
-- module (schema/orders.ts), so these indexes are not declared there and drizzle-kit neither creates
-- nor drops them. The report walks the period's orders through orders_channel_created_idx; an
-- operator filter reads that operator's orders of the period directly (the operator's share of a
-- year, not the whole year), and a product filter finds the orders holding the product from its
-- lines (this index also spares a product's deletion, whose foreign key sets order_items.product_id
-- to null, a scan of every order line).
CREATE INDEX IF NOT EXISTS "orders_channel_operator_created_idx" ON "orders" USING btree ("channel_id","operator_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_product_idx" ON "order_items" USING btree ("product_id","order_id");
