-- EXPLAIN of the list statement for a tag filter sorted by title (the slowest shape of the staff mix), as the kernel prepares it;
-- run with psql on a database bench/generate.ts filled (100,000 videos): psql <url> -f bench/explainTagByTitle.sql
prepare tagpage(int, int, int) as
with matched as (select v.id, v.title as k0, v.id as k1 from videos v where exists (select 1 from videos_tags t where t.owner_id = v.id and t.target_id in ($1)) limit 1001)
select v.id, v.title, (select count(*)::int from matched) as few,
  case when (select count(*)::int from matched) <= 1000 then (select count(*)::int from matched) else (select count(*)::int from (select 1 from videos v2 where exists (select 1 from videos_tags t where t.owner_id = v2.id and t.target_id in ($1)) limit 10001) c) end as total
from videos v where v.id in (
  (select id from matched where (select count(*)::int from matched) <= 1000 order by k0 asc, k1 asc limit $2 offset $3)
  union all
  (select v3.id from videos v3 where exists (select 1 from videos_tags t where t.owner_id = v3.id and t.target_id in ($1)) and (select count(*)::int from matched) > 1000 order by v3.title asc, v3.id asc limit $2 offset $3))
order by v.title asc, v.id asc;
explain (analyze, costs off, timing off, summary on) execute tagpage(5, 25, 0);
explain (analyze, costs off, timing off, summary on) execute tagpage(5, 25, 0);
explain (analyze, costs off, timing off, summary on) execute tagpage(7, 25, 0);
