-- Two singers tie as the youngest (age 20); the oldest is unique.
CREATE TABLE singer (singer_id int PRIMARY KEY, name text, age int);
INSERT INTO singer VALUES (1, 'Ann', 20), (2, 'Bob', 20), (3, 'Cid', 35), (4, 'Dee', 50);
