-- Each running gateway's heartbeat (docs/operations.md, "System page"): its version, host and start, refreshed
-- every 30 seconds; the console's System page lists the replicas seen lately.
CREATE TABLE "GatewayInstance" (
    "id" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "seenAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "GatewayInstance_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "GatewayInstance_seenAt_idx" ON "GatewayInstance"("seenAt");
