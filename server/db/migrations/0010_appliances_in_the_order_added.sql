-- Onboarding adds every appliance in one transaction, where now() is one instant for all of them, so the
-- home's list fell back to the random ids for its order. The clock at each insert keeps the order they were
-- added (docs/product.md §2.12). Appliances added before keep their times.
ALTER TABLE "appliances" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();
