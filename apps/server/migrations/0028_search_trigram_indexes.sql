-- Trigram search (pg_trgm) and accent folding (unaccent, for the catalogue's search): both ship with
-- PostgreSQL's contrib and with PGlite, which loads them when it opens (platform/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_number_trgm_idx" ON "contacts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kanban_cards_title_trgm_idx" ON "kanban_cards" USING gin ("title" gin_trgm_ops);