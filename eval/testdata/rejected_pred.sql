SELECT count(*) FROM singer AS s LEFT JOIN concert AS c ON s.singer_id = c.concert_id
SELECT count(*) FROM singer WHERE age IS NULL
SELECT name, country, age FROM singer WHERE age >
