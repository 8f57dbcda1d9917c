-- Why a message failed, in the provider's longer words (Cloud: error_data.details), for the failure tooltip.
ALTER TABLE "messages" ADD COLUMN "error_details" text;