ALTER TABLE "informations" ALTER COLUMN "content" DROP NOT NULL;
