import type { EmbeddedPglite } from '../db/threaded-pglite';

// The embedded database runs PostgreSQL as a single process, and autovacuum runs only in a
// PostgreSQL server. Without it, every order's status changes leave dead row versions behind.
// Tables and indexes grow, and index-only scans (timelines, decision 0021) go back to the table
// for pages no vacuum has marked visible. The planner's statistics also stay those of the day the
// tables were empty. So each housekeeping round on PGlite does what autovacuum would do, with
// autovacuum's default thresholds. A table is vacuumed (and analysed) once a fifth of its rows are
// dead, and analysed once a tenth has changed.
//
// Every statement waits in the embedded database's single query queue while one of these runs,
// so each table is a statement of its own and each is kept short. Vacuum skips the pages already
// marked visible: 26 ms for 100,000 orders after 20,000 updates. Analyse samples 300 rows per
// point of the statistics target. At PostgreSQL's default of 100 (30,000 rows) that took 618 ms
// for the same table; at 10 (3,000 rows, PostgreSQL's default before 8.4) 44 ms. The product's
// statements find their rows through indexes, for which that sample is plenty.

/** autovacuum_vacuum_threshold and autovacuum_vacuum_scale_factor, PostgreSQL's defaults. */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults. */
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
/** default_statistics_target while analysing here (see above). */
const STATISTICS_TARGET = 10;

interface TableActivity {
  name: string;
  live: number;
  dead: number;
  changedSinceAnalyze: number;
}

export type TableUpkeep = 'vacuum' | 'analyze' | undefined;

/** What autovacuum would do to a table with this activity. */
export function upkeepFor(table: Omit<TableActivity, 'name'>): TableUpkeep {
  if (table.dead > VACUUM_BASE + VACUUM_SCALE * table.live) return 'vacuum';
  if (table.changedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * table.live) return 'analyze';
  return undefined;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Vacuums (and analyses) or analyses the embedded database's tables that need it; returns how many. */
export async function vacuumEmbedded(pglite: EmbeddedPglite): Promise<number> {
  // A single PostgreSQL process hands its row counts to the statistics only when asked to.
  await pglite.query('select pg_stat_force_next_flush()');
  const { rows } = await pglite.query<TableActivity>(
    `select relname as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
       n_mod_since_analyze::float8 as "changedSinceAnalyze"
     from pg_stat_user_tables where schemaname = 'public' order by relname`,
  );
  let tended = 0;
  for (const table of rows) {
    const upkeep = upkeepFor(table);
    if (upkeep === undefined) continue;
    const name = quoteIdent(table.name);
    // Vacuum cannot run in a transaction; analyse runs in one so its setting ends with it.
    if (upkeep === 'vacuum') await pglite.exec(`vacuum ${name}`);
    await pglite.transaction(async (tx) => {
      await tx.exec(`set local default_statistics_target = ${STATISTICS_TARGET}`);
      await tx.exec(`analyze ${name}`);
    });
    tended++;
  }
  return tended;
}
