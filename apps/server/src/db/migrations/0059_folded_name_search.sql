DROP INDEX "agencies_nombre_comercial_trgm_idx";--> statement-breakpoint
DROP INDEX "agencies_razon_social_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_razon_social_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_nombre_comercial_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_recipient_razon_social_trgm_idx";--> statement-breakpoint
CREATE INDEX "agencies_nombre_comercial_folded_trgm_idx" ON "agencies" USING gin (translate(lower("nombre_comercial"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_razon_social_folded_trgm_idx" ON "agencies" USING gin (translate(lower("razon_social"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_razon_social_folded_trgm_idx" ON "companies" USING gin (translate(lower("razon_social"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_nombre_comercial_folded_trgm_idx" ON "companies" USING gin (translate(lower("nombre_comercial"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_recipient_razon_social_folded_trgm_idx" ON "invoices" USING gin (translate(lower("recipient_razon_social"), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') gin_trgm_ops);