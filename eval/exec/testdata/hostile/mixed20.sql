SELECT randomblob(60000000)
SELECT zeroblob(900000000)
WITH RECURSIVE s(x) AS (SELECT 'a' UNION ALL SELECT x||x FROM s) SELECT length(x) FROM s
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM s) SELECT x FROM s
SELECT * FROM sqlite_master a, sqlite_master b, sqlite_master c, sqlite_master d, sqlite_master e
SELECT replace(hex(zeroblob(20000000)), '0', 'ab')
WITH RECURSIVE s(x) AS (SELECT randomblob(1000000) UNION ALL SELECT x||x FROM s) SELECT length(x) FROM s
SELECT group_concat(hex(randomblob(1000))) FROM (WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM s LIMIT 200000) SELECT x FROM s)
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM s LIMIT 3000000) SELECT x FROM s
SELECT printf('%.*c', 100000000, 'x')
SELECT randomblob(60000000)
SELECT zeroblob(900000000)
WITH RECURSIVE s(x) AS (SELECT 'a' UNION ALL SELECT x||x FROM s) SELECT length(x) FROM s
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM s) SELECT x FROM s
SELECT * FROM sqlite_master a, sqlite_master b, sqlite_master c, sqlite_master d, sqlite_master e
SELECT replace(hex(zeroblob(20000000)), '0', 'ab')
WITH RECURSIVE s(x) AS (SELECT randomblob(1000000) UNION ALL SELECT x||x FROM s) SELECT length(x) FROM s
SELECT group_concat(hex(randomblob(1000))) FROM (WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM s LIMIT 200000) SELECT x FROM s)
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM s LIMIT 3000000) SELECT x FROM s
SELECT printf('%.*c', 100000000, 'x')
