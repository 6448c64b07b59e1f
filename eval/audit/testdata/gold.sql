SELECT name FROM singer ORDER BY age LIMIT 1	shop
SELECT name FROM singer ORDER BY age	shop
SELECT name FROM singer WHERE age > 100	shop
SELECT nme FROM singer	shop
SELECT count(*) FROM singer	shop
SELECT name FROM singer ORDER BY age DESC LIMIT 1	shop
SELECT name FROM singer	nowhere
SELECT name FROM singer
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c	shop
WITH y AS (SELECT name, age FROM singer) SELECT name FROM y ORDER BY age LIMIT 1	shop
SELECT name FROM pet ORDER BY weight LIMIT 1	twins
SELECT pet_id, name FROM pet ORDER BY weight DESC LIMIT 1	twins
SELECT count(*) FROM pet	distilled
SELECT name FROM pet WHERE weight = 3.0	distilled
SELECT a FROM t	blank
