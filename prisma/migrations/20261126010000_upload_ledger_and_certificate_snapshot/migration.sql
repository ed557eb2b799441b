-- The upload ledger (docs/decisions/016-upload-ledger-and-file-ownership.md): one row per stored object.
CREATE TABLE "StoredFile" (
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "uploaderId" TEXT,
    "courseId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "StoredFile_courseId_idx" ON "StoredFile"("courseId");

-- Files that course rows already name become that course's, when exactly one course names them (seeded files
-- shared between courses belong to none). Avatars and team photos are never a course's, whatever a row says.
INSERT INTO "StoredFile" ("key", "kind", "courseId")
SELECT "key", 'legacy', CASE WHEN count(DISTINCT "courseId") = 1 THEN min("courseId") END
FROM (
    SELECT regexp_replace(substr(trim("entry"), 12), '\?.*$', '') AS "key", "l"."courseId"
    FROM "Lesson" "l", unnest(string_to_array(coalesce("l"."videoUrl", '') || ',' || coalesce("l"."url", ''), ',')) AS "entry"
    WHERE trim("entry") LIKE '/api/files/%'
    UNION ALL
    SELECT regexp_replace(substr(trim("entry"), 12), '\?.*$', ''), "l"."courseId"
    FROM "LessonContent" "c" JOIN "Lesson" "l" ON "l"."id" = "c"."lessonId", unnest(string_to_array(coalesce("c"."url", ''), ',')) AS "entry"
    WHERE trim("entry") LIKE '/api/files/%'
    UNION ALL
    SELECT substr("thumbnail", 12), "id" FROM "Course" WHERE "thumbnail" LIKE '/api/files/%'
) AS "named"
WHERE "key" <> '' AND "key" NOT LIKE 'avatars/%' AND "key" NOT LIKE 'team/%'
GROUP BY "key"
ON CONFLICT DO NOTHING;

-- The certificate snapshot (docs/decisions/017-certificate-snapshot.md): the name and title as issued.
ALTER TABLE "Certificate" ADD COLUMN "holderName" TEXT;
ALTER TABLE "Certificate" ADD COLUMN "courseTitle" TEXT;
ALTER TABLE "Certificate" ADD COLUMN "replacedAt" TIMESTAMP(3);
ALTER TABLE "Certificate" ADD COLUMN "replacedById" TEXT;

-- Existing certificates keep the values they show today (holderName() in certificates.service.ts).
UPDATE "Certificate" AS "cert"
SET "holderName" = coalesce(nullif(trim("u"."name"), ''), nullif(trim("u"."firstName" || ' ' || "u"."lastName"), ''), 'Learner'),
    "courseTitle" = "co"."title"
FROM "User" "u", "Course" "co"
WHERE "u"."id" = "cert"."userId" AND "co"."id" = "cert"."courseId";

ALTER TABLE "Certificate" ALTER COLUMN "holderName" SET NOT NULL;
ALTER TABLE "Certificate" ALTER COLUMN "courseTitle" SET NOT NULL;

-- One current certificate per learner and course; replaced ones stay so their codes still answer "replaced".
-- A partial index Prisma's schema cannot express (the model keeps a plain index on the same columns).
DROP INDEX "Certificate_userId_courseId_key";
CREATE UNIQUE INDEX "Certificate_userId_courseId_current_key" ON "Certificate"("userId", "courseId") WHERE "replacedAt" IS NULL;
CREATE INDEX "Certificate_userId_courseId_idx" ON "Certificate"("userId", "courseId");

ALTER TABLE "Certificate" ADD CONSTRAINT "Certificate_replacedById_fkey" FOREIGN KEY ("replacedById") REFERENCES "Certificate"("id") ON DELETE SET NULL ON UPDATE CASCADE;
