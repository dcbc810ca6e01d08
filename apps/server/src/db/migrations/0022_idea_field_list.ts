import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Each idea's fields as one JSON array of strings on its row (`field_list`),
// a copy of its idea_fields rows written with them (data/ideas.ts: the insert
// and the edit), for the cards and the idea's own read: a browse page or a
// similar-ideas list reads it as a column instead of one correlated
// subquery per card. On PostgreSQL
// at 100,000 ideas the subquery was ~60 us of ideas.similar's ~330 us query
// (three cards), hot or cold (bench/README.md, 2026-11-29, evening).
// idea_fields stays the table that filters and scores by field.
//
// Existing ideas are filled in batches by id, with progress at scale.

const BATCH = 5_000;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ideas')
    .addColumn('field_list', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  const aggregate = postgres
    ? sql`coalesce(json_agg(idea_fields.field), '[]')::text`
    : sql`json_group_array(idea_fields.field)`;
  const { rows: total } = await sql<{ count: number | string }>`
    select count(*) as count from ideas`.execute(db);
  const ideas = Number(total[0]?.count ?? 0);
  let done = 0;
  for (let after = 0; ;) {
    const { rows } = await sql<{ last: number | null }>`
      select max(id) as last from (
        select id from ideas where id > ${after} order by id limit ${BATCH}) as batch`.execute(db);
    const last = rows[0]?.last ?? null;
    if (last === null) return;
    await sql`update ideas set field_list = (
        select ${aggregate} from idea_fields where idea_fields.idea_id = ideas.id)
      where id > ${after} and id <= ${last}`.execute(db);
    after = last;
    done = Math.min(done + BATCH, ideas);
    // Minutes at a million ideas: say how far it got, as the similar-ideas fill does.
    if (ideas > BATCH)
      process.stderr.write(
        `migration 0022: fields of ${done} of ${ideas} ideas copied to their rows\n`,
      );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ideas').dropColumn('field_list').execute();
}
