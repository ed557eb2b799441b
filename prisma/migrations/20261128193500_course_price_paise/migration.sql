-- Course prices become integer paise in rupees (decision 030). The stored numbers were always the catalogue's
-- rupee amounts shown with a dollar sign (499, 1499), so they are read as rupees, not converted at an exchange rate.
ALTER TABLE "Course" ADD COLUMN "pricePaise" INTEGER NOT NULL DEFAULT 0;
UPDATE "Course" SET "pricePaise" = ROUND("price" * 100)::INTEGER;
ALTER TABLE "Course" DROP COLUMN "price";
