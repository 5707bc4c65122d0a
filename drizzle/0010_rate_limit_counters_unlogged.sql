-- Rate-limit windows are short-lived counts: writing them to the WAL made every rate-limited
-- request wait for a WAL flush before its own work (decision 0025). Unlogged, a crash empties the
-- table (every window starts again) and standbys do not carry it; a clean restart keeps it.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
