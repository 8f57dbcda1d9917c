-- The sales report (/reportSales, issue 20): an operator filter reads that operator's orders of the
-- period (orders_channel_operator_created_idx), a product filter finds the orders holding the product
-- from its lines (order_items_product_idx, which also spares a product's deletion, whose foreign key
-- sets order_items.product_id to null, a scan of every line).
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_channel_operator_created_idx" ON "orders" USING btree ("channel_id","operator_id","created_at");